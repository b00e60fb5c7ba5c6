import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import { ofKind, pages } from "../content/pages";
import type { AppEnv } from "../env";
import type { QuoteFormState } from "../lib/quote-form-state";
import { Island } from "./Island";
import { useLocale } from "./locale-context";
import { quoteFormWords } from "./quote-form-words";
import { preferredDateBounds } from "../lib/arrival-windows";

// Places the quote form island with the state the server knows: the values and messages of a
// failed no-JavaScript post, or the confirmation after a successful one (?quote=received).
// While a failed post is re-rendered the request path is the API's, so the post names its page.
// The words are the page's language's (its LocaleContext), and the form posts that language.
// On a service page the page's own service (its content's quoteService) is chosen from the start,
// in the server's HTML too, so it holds without JavaScript.
export function QuoteFormSlot() {
  const c = useRequestContext<AppEnv>() as Context<AppEnv>;
  const locale = useLocale();
  const { returnTo: postedFrom, ...posted } = c.get("quoteForm") ?? {};
  const state: QuoteFormState | undefined = postedFrom ? posted : c.req.query("quote") === "received" ? { received: true } : undefined;
  const returnTo = postedFrom ?? c.req.path;
  const presetService = ofKind(pages, "service").find((p) => p.path === returnTo)?.content.quoteService;
  return (
    <Island
      name="QuoteForm"
      props={{
        returnTo,
        locale,
        words: quoteFormWords(locale),
        dateBounds: preferredDateBounds(),
        ...(presetService ? { presetService } : {}),
        ...(state ? { state } : {}),
      }}
    />
  );
}
