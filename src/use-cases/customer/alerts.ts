import type { QuoteRequest } from "../../db/schema";
import { alertOwnerOfCustomer, type CustomerAlertEnv, type CustomerAlertEvent } from "../../push/customer-alerts";
import type { Core } from "../deps";

// What a customer's page action may reach: the Core and the bindings that tell the owner (push, e-mail).
export type CustomerDeps = Core & { env: CustomerAlertEnv & Pick<Env, "QUOTE_PHOTOS"> };

/** Tells the owner what the customer just did (after the answer); `push: false` for the e-mail alone (a burst's later messages). */
export const tellOwner = (
  { env, db, background }: CustomerDeps,
  request: QuoteRequest,
  event: CustomerAlertEvent,
  { push = true }: { push?: boolean } = {},
) => alertOwnerOfCustomer(env, db, request, event, background, { push });
