import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import { ofKind, pages } from "../content/site-map";
import type { AppEnv } from "../env";
import type { QuoteFormState } from "../lib/quote-form-state";
import { Island } from "./Island";
import { useLocale } from "./locale-context";
import { quoteFormWords } from "./quote-form-words";
import { preferredDateBounds } from "../lib/arrival-windows";
import { usePrices } from "./prices";
import { estimateView } from "./quote-estimate-view";
import { estimateControlsIn } from "../islands/quote-form/estimate/controls";
import { ServerMarkup } from "../islands/quote-form/estimate/server-markup";
import { customerTokenPattern } from "../lib/customer-token";
import { customerPage, siteOrigin } from "../lib/paths";
import { offersLinkEmail } from "../use-cases/customer/link-email";

// Places the quote form island with the state the server knows: the values and messages of a
// failed no-JavaScript post, or the confirmation after a successful one (?quote=received).
// While a failed post is re-rendered the request path is the API's, so the post names its page.
// The words are the page's language's (its LocaleContext), and the form posts that language.
// On a service page the page's own service (its content's quoteService) is chosen from the start,
// in the server's HTML too, so it holds without JavaScript. "How much is going?" comes with the
// price book in force, priced in the page's language; with none, the form has nothing about prices.
/** The confirmation's link to the customer's page, when the address carries a token of the right form: its whole address (to copy or text). */
const myPageOf = (token: string | undefined, origin: string) =>
  token && customerTokenPattern.test(token) ? { myPage: `${origin}${customerPage(token)}` } : {};

export function QuoteFormSlot() {
  const c = useRequestContext<AppEnv>() as Context<AppEnv>;
  const locale = useLocale();
  const { returnTo: postedFrom, ...posted } = c.get("quoteForm") ?? {};
  // The confirmation after a plain post: with the estimate its link's picks come to, when it has some.
  const received =
    c.req.query("quote") === "received"
      ? {
          received: true,
          ...(posted.estimateNote ? { estimateNote: posted.estimateNote } : {}),
          // The link its one-time code was exchanged for (src/routes/quote/confirmation-link.ts); while D1 was down, the token itself.
          ...(posted.myPage
            ? { myPage: `${siteOrigin(c.env, c.req.url)}${posted.myPage}` }
            : myPageOf(c.req.query("my"), siteOrigin(c.env, c.req.url))),
        }
      : undefined;
  const state: QuoteFormState | undefined = postedFrom ? posted : received;
  const estimate = estimateView(usePrices(), locale);
  const returnTo = postedFrom ?? c.req.path;
  const presetService = ofKind(pages, "service").find((p) => p.path === returnTo)?.content.quoteService;
  // The estimate's plain controls are drawn here only: the island keeps them as the server drew them.
  return (
    <ServerMarkup.Provider value={estimateControlsIn(locale)}>
      <Island
        name="QuoteForm"
        props={{
          returnTo,
          locale,
          words: quoteFormWords(locale),
          dateBounds: preferredDateBounds(),
          ...(estimate ? { estimate } : {}),
          ...(presetService ? { presetService } : {}),
          ...(state ? { state } : {}),
          ...(offersLinkEmail(c.env) ? { emailLink: true } : {}),
        }}
      />
    </ServerMarkup.Provider>
  );
}
