import { customerEventKindsOf, recordCustomerEvent } from "../../db/customer-events";
import { saveCustomerSubscription, type NewCustomerSubscription } from "../../db/customer-push-subscriptions";
import type { QuoteRequest } from "../../db/schema";
import { pushConfig, type PushEnv } from "../../push/config";
import type { Core } from "../deps";

/**
 * The customer's "Notify me on this phone": the phone's subscription for this request only, and
 * one "notifications on" mark for the owner per request (not per phone or per visit). Returns the
 * phone's row for this request (its worker carries it in every push), or null when this server has
 * no push keys.
 */
export async function turnOnNotifications({ db, env }: Core & { env: PushEnv }, request: QuoteRequest, phone: NewCustomerSubscription) {
  if (!pushConfig(env)) return null;
  const page = await saveCustomerSubscription(db, request.id, phone);
  const kinds = (await customerEventKindsOf(db, [request.id])).get(request.id);
  if (!kinds?.has("notifications-on")) await recordCustomerEvent(db, request.id, "notifications-on");
  return page;
}
