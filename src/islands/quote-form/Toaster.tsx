import * as Toast from "@radix-ui/react-toast";
import { TOAST_DURATION, type ToastItem } from "./toasts";

// Loaded on demand (dynamic import) so Radix stays out of the first page load's JavaScript.
// Radix's defaults are the spec's numbers; they are spelled out so the spec can be checked here.
type Props = { toasts: ToastItem[]; onDismiss: (id: number) => void; labels: { region: string; viewport: string; close: string } };

export function Toaster({ toasts, onDismiss, labels }: Props) {
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label={labels.region}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && onDismiss(t.id)}
          type={t.variant === "destructive" ? "foreground" : "background"}
          data-variant={t.variant}
          className={
            "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg " +
            "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 " +
            (t.variant === "destructive"
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-200 border-l-4 border-l-green-700 bg-white text-ink-900")
          }
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            <Toast.Description className="text-sm">{t.description}</Toast.Description>
          </div>
          <Toast.Close
            aria-label={labels.close}
            className="absolute right-2 top-2 flex h-8 w-8 items-center justify-center rounded-md text-lg leading-none opacity-80 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On phones at the top, clear of the submit button and the message under it (the form scrolls
          them below it) and of a bar at the bottom; on wider screens bottom right. */}
      <Toast.Viewport
        hotkey={["F8"]}
        label={labels.viewport}
        className="fixed inset-x-0 top-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-md sm:pt-4 sm:pb-[max(1rem,env(safe-area-inset-bottom))]"
      />
    </Toast.Provider>
  );
}
