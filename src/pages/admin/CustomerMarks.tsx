import CalendarSync from "lucide-react/icons/calendar-sync";
import Bell from "lucide-react/icons/bell";
import CircleCheck from "lucide-react/icons/circle-check";
import Eye from "lucide-react/icons/eye";
import MessageCircleQuestion from "lucide-react/icons/message-circle-question";
import type { ComponentType } from "react";
import type { CustomerEventKind } from "../../db/customer-events";

/** What an inbox row shows of the customer's own page: whether they opened it, and what they did there. */
export type CustomerMarkFacts = { viewed: boolean; kinds: ReadonlySet<CustomerEventKind> };

const mark = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

type Shown = { label: string; look: string; Icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }> };
// The ones that ask something of the owner (a question, a move) stand out; the rest are quieter.
const marks: [CustomerEventKind, Shown][] = [
  ["approved", { label: "Approved", look: "bg-emerald-100 text-emerald-900", Icon: CircleCheck }],
  ["moved", { label: "Moved", look: "bg-orange-100 text-orange-900", Icon: CalendarSync }],
  ["question", { label: "Question", look: "bg-amber-100 text-amber-900", Icon: MessageCircleQuestion }],
  ["notifications-on", { label: "Notifications on", look: "bg-white text-ink-800 ring-1 ring-slate-300", Icon: Bell }],
];

// An inbox row's marks from the customer's page (/my/<token>), after the request's own marks.
export function CustomerMarks({ facts }: { facts: CustomerMarkFacts | undefined }) {
  if (!facts) return null;
  const shown = marks.filter(([kind]) => facts.kinds.has(kind));
  if (!facts.viewed && !shown.length) return null;
  return (
    <p className="mt-1.5 flex flex-wrap gap-1.5">
      <span className="sr-only">On the customer&apos;s page:</span>
      {facts.viewed && (
        <span className={`${mark} bg-teal-50 text-teal-900 ring-1 ring-teal-300`}>
          <Eye aria-hidden="true" className="size-3.5" />
          Page viewed
        </span>
      )}
      {shown.map(([kind, { label, look, Icon }]) => (
        <span key={kind} className={`${mark} ${look}`}>
          <Icon aria-hidden="true" className="size-3.5" />
          {label}
        </span>
      ))}
    </p>
  );
}
