import type { ListedMember } from "../../../auth/team";
import { AdminLayout } from "../AdminLayout";
import { SessionList } from "./Sessions";

const card = "rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200";
const control = "mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base";
const label = "block text-sm font-medium text-ink-900";

type Props = { username: string; sessions: ListedMember["sessions"]; current: string; first: boolean; notice?: string; error?: string };

// Anyone's own account: a new password (the old one required) and where they are signed in.
export function Account({ username, sessions, current, first, notice, error }: Props) {
  return (
    <AdminLayout username={username}>
      <h1 className="text-2xl font-bold text-ink-900">Your account</h1>
      {first && (
        <p className="mt-3 rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950">
          You signed in with a one-time password. Choose your own to continue.
        </p>
      )}
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      )}
      <section aria-labelledby="password-heading" className={`mt-4 ${card}`}>
        <h2 id="password-heading" className="text-lg font-semibold text-ink-900">
          Change your password
        </h2>
        <p className="mt-1 text-sm text-ink-700">This signs you out everywhere else.</p>
        <form method="post" action="/admin/account/password" className="mt-3 grid gap-3 sm:max-w-md">
          <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
          <div>
            <label htmlFor="old-password" className={label}>
              {first ? "One-time password" : "Current password"}
            </label>
            <input id="old-password" name="oldPassword" type="password" required autoComplete="current-password" className={control} />
          </div>
          <div>
            <label htmlFor="new-password" className={label}>
              New password (at least 12 characters)
            </label>
            <input
              id="new-password"
              name="newPassword"
              type="password"
              required
              minLength={12}
              maxLength={256}
              autoComplete="new-password"
              aria-describedby={error ? "password-error" : undefined}
              className={control}
            />
          </div>
          {error && (
            <p id="password-error" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800">
            Change password
          </button>
        </form>
      </section>
      {!first && (
        <section aria-labelledby="sessions-heading" className={`mt-4 ${card}`}>
          <h2 id="sessions-heading" className="text-lg font-semibold text-ink-900">
            Where you are signed in
          </h2>
          <div className="mt-3">
            <SessionList sessions={sessions} current={current} />
          </div>
          {sessions.length > 1 && (
            <form method="post" action="/admin/account/sign-out-others" className="mt-4">
              <button type="submit" className="h-11 rounded-md border border-slate-400 px-4 font-semibold text-ink-900 hover:bg-slate-50">
                Sign out other sessions
              </button>
            </form>
          )}
        </section>
      )}
    </AdminLayout>
  );
}
