import { catalogue, knownLocale } from "../../content/i18n";
import type { QuoteRequest } from "../../db/schema";
import type { CustomerMailEnv } from "../../env";
import { customerMail, oneLine } from "../../lib/mail-text";
import { canMailCustomer, mailCustomer } from "../customer-mail";
import type { Core } from "../deps";

// "E-mail it to me" on the quote form's confirmation: the link to the customer's own page, sent to
// the address on the request (never one typed here), so a closed tab does not lose the page.

/** Whether the confirmation offers "E-mail it to me" at all: customer e-mail is set up on this site. */
export const offersLinkEmail = (env: object | undefined) => Boolean((env as CustomerMailEnv | undefined)?.CUSTOMER_EMAIL);

export async function emailPageLink(
  { db, env, now }: Core & { env: CustomerMailEnv & Pick<Env, "DB"> },
  request: QuoteRequest,
  pageUrl: string,
) {
  if (!canMailCustomer(env, request)) return false;
  const words = catalogue(knownLocale(request.locale)).customer.linkEmail;
  const mail = async () =>
    customerMail(request.email, {
      subject: words.subject,
      greeting: words.greeting(oneLine(request.firstName)),
      body: [words.body, "", pageUrl, ""],
      thanks: words.thanks,
    });
  return mailCustomer(db, env, request, "the page link e-mail", mail, now);
}
