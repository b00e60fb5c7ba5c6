import type { ListedMember } from "../../../auth/team";
import { AdminLayout } from "../AdminLayout";
import { SessionList } from "./Sessions";

const card = "rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200";
const control = "mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base";
const roleText = { owner: "Owner: everything", staff: "Staff: the leads, not the team" } as const;

type Props = {
  username: string;
  me: string;
  team: ListedMember[];
  /** Shown once, right after adding someone: the server keeps only its hash. */
  added?: { username: string; password: string };
  notice?: string;
  /** Why adding someone was refused, shown by the form. */
  error?: string;
  /** Why a removal was refused ("The last owner cannot be removed."), shown above the list. */
  removeError?: string;
};

// The owner's Team screen: who is on the team, where each is signed in, add and remove people.
export function Team({ username, me, team, added, notice, error, removeError }: Props) {
  return (
    <AdminLayout username={username} current="team">
      <h1 className="text-2xl font-bold text-ink-900">Team</h1>
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      )}
      {removeError && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {removeError}
        </p>
      )}
      {added && (
        <section aria-labelledby="added-heading" className="mt-4 rounded-xl bg-amber-50 p-5 ring-2 ring-amber-400">
          <h2 id="added-heading" className="font-semibold text-ink-900">{`${added.username} can sign in now`}</h2>
          <p className="mt-1 text-sm text-ink-800">
            Give them this one-time password. It is shown only this once; at their first sign-in they choose their own.
          </p>
          <p className="mt-3 select-all break-all rounded-md bg-white px-3 py-2 font-mono text-lg font-bold tracking-wide text-ink-900 ring-1 ring-slate-300">
            {added.password}
          </p>
        </section>
      )}
      <ul className="mt-5 space-y-3">
        {team.map((m) => (
          <li key={m.id} className={card}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 break-words font-semibold text-ink-900">
                {m.username}
                {m.id === me && <span className="font-normal text-ink-700"> (you)</span>}
              </p>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${m.role === "owner" ? "bg-ink-900 text-white" : "bg-slate-200 text-ink-900"}`}
              >
                {roleText[m.role]}
              </span>
            </div>
            {m.mustChangePassword && <p className="mt-1 text-xs font-medium text-amber-900">Has not chosen a password yet</p>}
            <div className="mt-3">
              <SessionList sessions={m.sessions} />
            </div>
            {m.id !== me && (
              <form method="post" action={`/admin/team/${m.id}/remove`} className="mt-3 flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2 text-sm text-ink-900">
                  <input type="checkbox" name="confirm" value="yes" required className="size-5 accent-red-700" />
                  {`Remove ${m.username}`}
                </label>
                <button
                  type="submit"
                  className="h-11 rounded-md border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  Remove
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-heading" className={`mt-6 ${card}`}>
        <h2 id="add-heading" className="text-lg font-semibold text-ink-900">
          Add a team member
        </h2>
        <form method="post" action="/admin/team" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="member-username" className="block text-sm font-medium text-ink-900">
              Username
            </label>
            <input
              id="member-username"
              name="username"
              required
              maxLength={64}
              autoComplete="off"
              autoCapitalize="none"
              aria-describedby={error ? "member-error" : undefined}
              className={control}
            />
          </div>
          <div>
            <label htmlFor="member-role" className="block text-sm font-medium text-ink-900">
              Role
            </label>
            <select id="member-role" name="role" defaultValue="staff" className={control}>
              <option value="staff">{roleText.staff}</option>
              <option value="owner">{roleText.owner}</option>
            </select>
          </div>
          <button type="submit" className="h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800">
            Add member
          </button>
          {error && (
            <p id="member-error" className="text-sm font-medium text-red-700 sm:col-span-3">
              {error}
            </p>
          )}
        </form>
      </section>
    </AdminLayout>
  );
}
