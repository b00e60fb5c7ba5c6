import { createContext, type ReactNode } from "react";
import type { EstimatePart } from "./view";

// The estimate's plain controls are drawn by the server only (controls.tsx, which the browser never
// loads): the island hydrates their elements with the server's content kept as it is, so the code
// the form wakes with does not carry them. The server's page provides the drawing; the browser has none.
/** Field name → value after a failed post without JavaScript. */
type Initial = Record<string, string>;

/** The content of each element of the plain controls: a radio group, a group of number fields, the checkbox. */
export type EstimateControls = {
  choose: (choose: EstimatePart["choose"], initial: Initial) => ReactNode;
  numbers: (group: EstimatePart["numbers"][number], initial: Initial) => ReactNode;
  check: (check: NonNullable<EstimatePart["check"]>, initial: Initial) => ReactNode;
};

export const ServerMarkup = createContext<EstimateControls | null>(null);

/** A row of the section: a control and its words. */
export const row = "flex min-h-12 items-center gap-3 py-1 text-sm text-ink-800";
