import { useCallback, useRef, useState } from "react";

// The spec's toast store: one toast at a time (a new one replaces the old), and a dismissed toast
// is dropped from state after 1,000,000 ms. Radix unmounts a closed toast at once, so the long
// delay only keeps its record; it is never shown again.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastItem = { id: number; title: string; description: string; variant: "default" | "destructive"; open: boolean };

export function useToasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const show = useCallback((toast: Omit<ToastItem, "id" | "open">) => {
    const id = nextId.current++;
    setToasts((list) => [{ ...toast, id, open: true }, ...list].slice(0, TOAST_LIMIT));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
  }, []);
  return { toasts, show, dismiss };
}
