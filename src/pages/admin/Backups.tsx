import Download from "lucide-react/icons/download";
import { dayLabel } from "../../calendar/days";
import { owner } from "../../content/i18n/en/owner";
import type { KeptAs } from "../../jobs/backup/retention";
import type { BackupFailure, SnapshotListing } from "../../jobs/backup/status";
import { AdminLayout } from "./AdminLayout";

type Props = {
  username: string;
  snapshots: SnapshotListing[];
  /** Why each snapshot is kept (daily, monthly), from the same rule the nightly job deletes by. */
  keptAs: Map<string, KeptAs | null>;
  failure: BackupFailure | null;
  /** The newest snapshot is older than the nightly schedule allows. */
  overdue: boolean;
};

const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";
const words = owner.backups;
const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);
const keptText = (kept: KeptAs | null | undefined) =>
  kept ? [kept.daily && "daily", kept.monthly && "the month's"].filter(Boolean).join(" and ") : "to be deleted tonight";

// The owner's Backups screen: every nightly snapshot kept, with what it holds, and a download of
// each (a restore starts from the downloaded file: README, "Backups and recovery").
export function Backups({ username, snapshots, keptAs, failure, overdue }: Props) {
  const last = snapshots[0];
  return (
    <AdminLayout username={username} current="backups">
      <h1 className="text-2xl font-bold text-ink-900">Backups</h1>
      <p className="mt-1 max-w-prose text-sm text-ink-700">
        Every night at about 3 AM everything the website keeps (requests, quotes, jobs, prices, the team) is saved as one snapshot, with a
        copy of every photo. The last 30 days are kept, and the first snapshot of each of the last 12 months.
      </p>
      {failure && (
        <div role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-300">
          <p className="font-semibold">The last backup failed.</p>
          <p className="mt-1 break-words">{words.failed(failure.at, failure.error)}</p>
        </div>
      )}
      {!failure && (overdue || !last) && (
        <div role="alert" className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-400">
          {last ? words.missing(words.age((Date.now() - last.takenAt.getTime()) / 3_600_000)) : "No snapshot has been taken yet."}
        </div>
      )}
      {snapshots.length === 0 ? (
        <p className={`mt-5 ${card} text-ink-800`}>The first snapshot is taken tonight; it will be listed here.</p>
      ) : (
        <ul className="mt-5 space-y-3" aria-label="Snapshots, newest first">
          {snapshots.map((s) => (
            <SnapshotCard key={s.date} snapshot={s} kept={keptAs.get(s.date)} />
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}

function SnapshotCard({ snapshot: s, kept }: { snapshot: SnapshotListing; kept: KeptAs | null | undefined }) {
  const day = dayLabel(s.date);
  const headingId = `snapshot-${s.date}`;
  return (
    <li className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink-900">
            {day}
          </h2>
          <p className="mt-0.5 text-sm text-ink-700">
            {`${words.size(s.size)} · ${total(s.rows).toLocaleString("en-US")} records · kept as ${keptText(kept)}`}
          </p>
        </div>
        <a
          href={`/admin/backups/${s.date}/download`}
          download
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-800"
        >
          <Download aria-hidden="true" className="size-4" />
          Download<span className="sr-only">{` the snapshot of ${day}`}</span>
        </a>
      </div>
      <details className="mt-3 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700 underline underline-offset-2">
          What it holds, for whoever restores it
        </summary>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-ink-800 sm:max-w-sm">
          {Object.entries(s.rows).map(([table, rows]) => (
            <div key={table} className="contents">
              <dt className="break-all font-mono text-xs leading-5">{table}</dt>
              <dd className="text-right tabular-nums">{rows.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-ink-700">{`Schema: migration ${s.migration}`}</p>
      </details>
    </li>
  );
}
