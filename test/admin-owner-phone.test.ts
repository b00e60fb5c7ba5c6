import { beforeAll, describe, expect, it } from "vitest";
import { call, postForm, seedRequest, signedIn } from "./admin-helpers";
import { rendered, textOf } from "./html";

// Issue 44, item 7: the owner's phone screens. The inbox leads with the leads (its search and status
// filters folded away), a request opened by any member is no longer "NEW", the dashboard opens on
// revenue, and no screen speaks the developers' language.

let owner = "";
let other = "";
const screen = async (path: string, cookie = owner) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};
/** The inbox row (its <li>) that links to this request. */
const rowOf = (html: string, id: string) => {
  const at = html.indexOf(`href="/admin/requests/${id}"`);
  expect(at, `a row for ${id}`).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf("<li", at), html.indexOf("</li>", at));
};
const isMarkedNew = (row: string) => /<span[^>]*>New<\/span>/.test(row);

beforeAll(async () => {
  ({ cookie: owner } = await signedIn());
  ({ cookie: other } = await signedIn());
});

describe("the inbox on the owner's phone", () => {
  it("lists the leads before its filters, which stay folded until one is in use", async () => {
    const lead = await seedRequest({ firstName: "Folded", createdAt: new Date() });
    const html = await screen("/admin");
    const details = /<details[^>]*>/.exec(html)![0];
    expect(details, "folded").not.toMatch(/\sopen/);
    expect(html).toContain("Search and filter");
    // The status counts and the search form are inside the fold.
    const fold = html.slice(html.indexOf("<details"), html.indexOf("</details>"));
    expect(fold).toContain('aria-label="Filter by status"');
    expect(fold).toContain('role="search"');
    // A filter in use opens it, and says so.
    const searched = await screen(`/admin?q=${lead.lastName}`);
    expect(/<details[^>]*>/.exec(searched)![0]).toMatch(/\sopen/);
    expect(textOf(searched)).toContain("Search and filter (on)");
    expect(/<details[^>]*>/.exec(await screen("/admin?status=pending"))![0]).toMatch(/\sopen/);
    // The lead alerts card comes after the list.
    expect(html.indexOf('data-island="LeadAlerts"')).toBeGreaterThan(html.indexOf(`href="/admin/requests/${lead.id}"`));
  });

  it("clears NEW once any member has opened the request, for everyone, and counts it no longer", async () => {
    const opened = await seedRequest({ firstName: "Opened", createdAt: new Date() });
    const waiting = await seedRequest({ firstName: "Waiting", createdAt: new Date() });
    const before = await screen("/admin");
    expect(isMarkedNew(rowOf(before, opened.id))).toBe(true);
    expect(isMarkedNew(rowOf(before, waiting.id))).toBe(true);
    const count = (html: string) => Number(/(\d+) new requests? since your last visit/.exec(textOf(html))![1]);

    // Another member opens one: it is not new for this owner either, and the count drops by one.
    await screen(`/admin/requests/${opened.id}`, other);
    const after = await screen("/admin");
    expect(isMarkedNew(rowOf(after, opened.id))).toBe(false);
    expect(isMarkedNew(rowOf(after, waiting.id))).toBe(true);
    expect(count(after)).toBe(count(before) - 1);
    // A second look changes nothing.
    await screen(`/admin/requests/${opened.id}`);
    expect(count(await screen("/admin"))).toBe(count(after));
  });
});

describe("the owner's words", () => {
  // What a developer says and an owner should not have to read.
  const developerWords =
    /VAPID|README|fingerprint|live links?\b|Made to send|\bdatabase\b|\btoken\b|request id|\bserver\b|\bD1\b|\brows\b|Not by the team/i;

  it("no screen, nor the link just made to send, uses a developer's words", async () => {
    const r = await seedRequest({ firstName: "Plain", createdAt: new Date() });
    const issued = await postForm(`/admin/requests/${r.id}/customer-link`, {}, { cookie: owner });
    expect(issued.status).toBe(200);
    const pages: [string, string][] = [["the link just made", await issued.text()]];
    for (const path of [
      "/admin",
      `/admin/requests/${r.id}`,
      "/admin/dashboard",
      "/admin/schedule",
      "/admin/prices",
      "/admin/team",
      "/admin/backups",
      "/admin/account",
    ])
      pages.push([path, await screen(path)]);
    for (const [name, html] of pages) {
      const words = textOf(rendered(html.replace(/<script[\s\S]*?<\/script>/g, "")));
      expect(words, name).not.toMatch(developerWords);
    }
    expect(textOf(pages[0]![1])).toContain("for their privacy it is shown only this once");
  });
});

describe("the dashboard on the owner's phone", () => {
  it("opens on revenue, the first of its figures", async () => {
    const html = await screen("/admin/dashboard");
    const figures = html.slice(html.indexOf("<dl"), html.indexOf("</dl>"));
    expect(/<dt[^>]*>([^<]+)<\/dt>/.exec(figures)![1]).toBe("Revenue");
    // The jobs and revenue card before the weekly requests.
    expect(html.indexOf('id="jobs"')).toBeLessThan(html.indexOf('id="weekly"'));
  });
});
