import { AdminLayout } from "./AdminLayout";

type Props = { next: string; username?: string; error?: string };

export function SignIn({ next, username, error }: Props) {
  return (
    <AdminLayout>
      <div className="mx-auto max-w-sm">
        <h1 className="text-2xl font-bold text-ink-900">Owner sign-in</h1>
        <p className="mt-1 text-sm text-ink-700">Sign in to see and work your quote requests.</p>
        <form method="post" action="/admin/sign-in" className="mt-6 space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          {error && (
            <p role="alert" className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
              {error}
            </p>
          )}
          <input type="hidden" name="next" value={next} />
          <div>
            <label htmlFor="username" className="block text-sm font-medium text-ink-900">
              Username
            </label>
            <input
              id="username"
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={64}
              defaultValue={username}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5 text-base"
            />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium text-ink-900">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={256}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5 text-base"
            />
          </div>
          <button type="submit" className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
            Sign in
          </button>
        </form>
      </div>
    </AdminLayout>
  );
}
