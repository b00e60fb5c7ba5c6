import { customerEventRow, recordCustomerEvents } from "../db/customer-events";
import type { QuoteRequest } from "../db/schema";
import type { PushEnv } from "../push/config";
import { customerHasPhones, pushToCustomer, type CustomerAlert } from "../push/customer-push";
import type { TextMoment } from "./customer-texts";
import type { Core } from "./deps";

// Telling the customer of one moment of the job every way there is: the one-tap text the owner is
// offered (always: it reaches every phone), the e-mail where customer e-mail is set up, the
// notification where their phone turned them on. Each way is a "notified" row on the request's
// timeline, so the owner sees later what the customer was told and how.

/** What the detail shows right after the action: the text to send, and what else already went. */
export type TextOffer = { moment: TextMoment; text: string; email: boolean; push: boolean };
/** How the customer was told: the text (when one was offered), and whether the e-mail and the notification went. */
export type Told = { moment: TextMoment; text?: string; email: boolean; push: boolean };

type Tell = {
  request: Pick<QuoteRequest, "id">;
  moment: TextMoment;
  by: string;
  /** The one-tap text, in the customer's language (none for the JSON API: no one there to send it). */
  text?: string;
  /** The text is offered after the detail's redirect, made there with its own link (./moment-text.ts). */
  offered?: boolean;
  /** Schedules the moment's e-mail if it can go; says whether it did. */
  email?: () => boolean;
  /** The notification for the customer's phones, if the moment has one. */
  alert?: CustomerAlert;
};

export async function tellCustomer(
  deps: Core & { env: PushEnv },
  { request, moment, by, text, offered, email, alert }: Tell,
): Promise<Told> {
  const { db, env, now } = deps;
  const emailed = email?.() ?? false;
  const push = alert ? await customerHasPhones(env, db, request.id) : false;
  if (alert && push) deps.background(pushToCustomer(env, db, request.id, alert), `${moment} push`, request.id);
  const channels = [...(text || offered ? ["text"] : []), ...(emailed ? ["email"] : []), ...(push ? ["push"] : [])];
  await recordCustomerEvents(
    db,
    channels.map((channel) => customerEventRow(request.id, "notified", { moment, channel, by }, now)),
  );
  return { moment, text, email: emailed, push };
}
