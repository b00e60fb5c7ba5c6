import { formatDateTime } from "../format";

type Session = { tokenHash: string; deviceLabel: string | null; createdAt: Date; lastSeenAt: Date };

/** Where someone is signed in: the browser in words, since when, last seen; "this device" marked. */
export function SessionList({ sessions, current }: { sessions: Session[]; current?: string }) {
  if (!sessions.length) return <p className="text-sm text-ink-700">Not signed in anywhere.</p>;
  return (
    <ul className="space-y-1 text-sm text-ink-800">
      {sessions.map((s) => (
        <li key={s.tokenHash}>
          <span className="font-medium">{s.deviceLabel ?? "A browser"}</span>
          {s.tokenHash === current && (
            <span className="ml-1.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">This device</span>
          )}
          <span className="block text-xs text-ink-700">
            Signed in {formatDateTime(s.createdAt)} · last seen {formatDateTime(s.lastSeenAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
