import { Hono } from "hono";
import { closedAt, issueCustomerLink, linksExpired, revokeCustomerLinks } from "../../auth/customer-links";
import { catalogue, knownLocale } from "../../content/i18n";
import { getDb } from "../../db";
import { configuredOrigin } from "../../lib/paths";
import { memberForm } from "../guard-sets";
import { customerPage as myPagePath } from "../../lib/paths";
import { renderDetail } from "./detail-page";
import type { AdminEnv } from "./guards";

// The detail's "Customer's page" actions, for owners and staff alike: make a link to send the
// customer, and end every link to the page.
export const customerLinkRoutes = new Hono<AdminEnv>();

customerLinkRoutes.post("/admin/requests/:id/customer-link", memberForm(), async (c) => {
  const db = getDb(c.env);
  const id = c.req.param("id");
  const request = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id) });
  if (!request) return c.notFound();
  const now = new Date();
  // A link that would open nothing is not worth sending: the page has closed for good.
  if (linksExpired(await closedAt(db, request), now))
    return renderDetail(c, id, {
      notice: () => "This request was closed more than 30 days ago: its page no longer opens, so no link was made.",
      status: 409,
    });
  const token = await issueCustomerLink(db, id, c.get("member").username, now);
  const url = `${configuredOrigin(c.env) ?? new URL(c.req.url).origin}${myPagePath(token)}`;
  const message = catalogue(knownLocale(request.locale)).customer.linkText(request.firstName, url);
  // Rendered here rather than redirected, like the Team screen's one-time password: only the token's
  // hash is stored, so this response is the one place it can be shown. It never goes into a URL
  // (a Location header, the history, a log line) nor a cookie a later request would carry back.
  // no-store keeps it out of every cache and the back-forward cache; reloading asks to post again,
  // which only makes another link (each works, and "Revoke the link" ends them all).
  c.header("Cache-Control", "no-store");
  return renderDetail(c, id, {
    notice: () => "A new link to the customer's page is ready below: send it now.",
    issued: { url, message },
  });
});

customerLinkRoutes.post("/admin/requests/:id/customer-link/revoke", memberForm(), async (c) => {
  const db = getDb(c.env);
  const id = c.req.param("id");
  const request = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id), columns: { id: true } });
  if (!request) return c.notFound();
  const ended = await revokeCustomerLinks(db, id);
  return c.redirect(`/admin/requests/${encodeURIComponent(id)}?revoked=${ended}#customer-page-heading`, 303);
});
