import type { AppEnv, Bindings } from "../../env";
import type { LeadMailBindings } from "./notify-lead";

/** Bindings only the quote endpoint reads; all optional, and absent in production unless configured. */
export type QuoteBindings = Bindings & LeadMailBindings;

export type QuoteEnv = { Bindings: QuoteBindings; Variables: AppEnv["Variables"] };
