import type { AppEnv, Bindings } from "../../env";
import type { LeadMailBindings } from "./notify-lead";

/** Bindings only the quote endpoint reads; all optional, and absent in production unless configured. */
export type QuoteBindings = Bindings &
  LeadMailBindings & {
    /** Test-only: the token a request must present to skip the rate limit (see guards.ts). */
    QUOTE_RATE_LIMIT_BYPASS?: string;
  };

export type QuoteEnv = { Bindings: QuoteBindings; Variables: AppEnv["Variables"] };
