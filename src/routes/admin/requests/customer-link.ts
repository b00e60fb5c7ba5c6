import { adminRequest } from "../../../lib/paths";
import { issueLinkToSend, revokeLinks } from "../../../use-cases/customer-link";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { renderDetail } from "./detail-page";

// The detail's "Customer's page" actions, for owners and staff alike: make a link to send the
// customer, and end every link to the page.
export const customerLinkRoutes = requestRouter();

customerLinkRoutes.post("/customer-link", formLimit(), async (c) => {
  const id = c.req.param("id");
  const made = await issueLinkToSend(useCaseDeps(c), { id, by: c.get("member").username, requestUrl: c.req.url });
  if (!made.ok && made.reason === "not-found") return c.notFound();
  if (!made.ok)
    return renderDetail(c, id, {
      notice: "This request was closed more than 30 days ago: its page no longer opens, so no link was made.",
      status: 409,
    });
  // Rendered here rather than redirected, like the Team screen's one-time password: only the token's
  // hash is stored, so this response is the one place it can be shown. It never goes into a URL
  // (a Location header, the history, a log line) nor a cookie a later request would carry back.
  // no-store keeps it out of every cache and the back-forward cache; reloading asks to post again,
  // which only makes another link (each works, and "Revoke the link" ends them all).
  c.header("Cache-Control", "no-store");
  return renderDetail(c, id, {
    notice: "A new link to the customer's page is ready below: send it now.",
    issued: { url: made.url, message: made.message },
  });
});

customerLinkRoutes.post("/customer-link/revoke", formLimit(), async (c) => {
  const id = c.req.param("id");
  const ended = await revokeLinks(useCaseDeps(c), id);
  if (ended === null) return c.notFound();
  return c.redirect(`${adminRequest(id)}?revoked=${ended}#customer-page-heading`, 303);
});
