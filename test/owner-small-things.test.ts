import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { savePriceBook } from "../src/db/price-book";
import type { PriceBook } from "../src/lib/pricing/book";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { call, seedRequest, signedIn } from "./admin-helpers";
import { page, textOf } from "./html";

// Issue 44, item 9: small things found on the way. The Prices screen's markup (each price row a
// group inside its list item, which HTML allows), its fee summary in plain ink, its save bar within
// reach and its history saying what changed; payment by Zelle, Venmo or another way; the service
// page's link down to its prices.

let cookie = "";
const screen = async (path: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};
const d = (dollars: number) => dollars * 100;

beforeAll(async () => {
  ({ cookie } = await signedIn());
});

describe("the Prices screen", () => {
  it("puts each load and item group inside its list item, never the group role on the <li> itself", async () => {
    const html = await screen("/admin/prices");
    expect(html).not.toMatch(/<li[^>]*\srole=/);
    const groups = [...html.matchAll(/<(\w+)[^>]*role="group"[^>]*aria-labelledby="([^"]+)"/g)];
    // 9 load sizes and the item rows (5 starter items and the empty rows that add new ones).
    expect(groups.length).toBeGreaterThanOrEqual(16);
    for (const [, tag, id] of groups) {
      expect(tag, id).toBe("div");
      expect(html, `the group's label #${id}`).toContain(`id="${id}"`);
    }
    // Every <li> in the form holds exactly the group or plain content: list items sit in lists.
    const form = html.slice(html.indexOf('<form method="post" action="/admin/prices"'), html.indexOf("</form>"));
    for (const li of form.matchAll(/<li[^>]*>/g)) expect(form.slice(0, li.index).lastIndexOf("<ul")).toBeGreaterThan(-1);
  });

  it("writes 'Extra fee (optional)' in plain ink, not the brand's red", async () => {
    const html = await screen("/admin/prices");
    const summary = /<summary[^>]*class="([^"]*)"[^>]*>Extra fee \(optional\)/.exec(html);
    expect(summary, "the fee's summary").not.toBeNull();
    expect(summary![1]).not.toMatch(/brand|red/);
  });

  it("keeps the save button in a bar stuck to the foot of the screen", async () => {
    const html = await screen("/admin/prices");
    const bar = /<div data-save-bar=""[^>]*class="([^"]*)"[^>]*>([\s\S]*?)<\/div>/.exec(html);
    expect(bar, "the save bar").not.toBeNull();
    expect(bar![1]).toMatch(/\bsticky\b/);
    expect(bar![1]).toMatch(/\bbottom-0\b/);
    expect(bar![2]).toMatch(/<button type="submit"[^>]*>Save prices<\/button>/);
  });

  it("says in its history what each save changed", async () => {
    await savePriceBook(getDb(env), starterPriceBook, true, "owner");
    const next: PriceBook = {
      ...starterPriceBook,
      loads: { ...starterPriceBook.loads, quarter: { low: d(160), high: d(260) } },
      items: [
        ...starterPriceBook.items.filter((i) => i.id !== "piano"),
        { ...starterPriceBook.items[0]!, id: "tv", name: { en: "TV", es: "Televisor" } },
      ],
      stairsPerFlightCents: d(30),
    };
    await savePriceBook(getDb(env), next, true, "owner");
    await savePriceBook(getDb(env), next, false, "owner");
    const words = textOf(await screen("/admin/prices"));
    const history = words.slice(words.indexOf("History"));
    expect(history).toContain("Changed: switched off");
    expect(history).toContain("Changed: 1/4 truck $150–$250 → $160–$260 · TV added · Piano removed · stairs $25 → $30");
  });
});

describe("payment methods", () => {
  it("records a job paid by Zelle, Venmo or another way, and nothing the business does not name", async () => {
    const insert = (id: string, method: string) =>
      env.DB.prepare(
        "INSERT INTO job_completions (quote_request_id, final_cents, payment_method, completed_at, completed_by, updated_at) VALUES (?, 100, ?, 1, 'owner', 1)",
      )
        .bind(id, method)
        .run();
    for (const method of ["zelle", "venmo", "other"]) {
      const r = await seedRequest({ status: "completed" });
      await expect(insert(r.id, method)).resolves.toBeTruthy();
    }
    const r = await seedRequest({ status: "completed" });
    await expect(insert(r.id, "paypal")).rejects.toThrow(/CHECK/);
  });
});

describe("the service page", () => {
  it("links from its hero down to its price table, in both languages, once prices are shown", async () => {
    await savePriceBook(getDb(env), starterPriceBook, true, "owner");
    for (const [path, words] of [
      ["/junk-removal", "See our prices"],
      ["/es/retiro-de-basura", "Vea nuestros precios"],
    ] as const) {
      const html = await page(path);
      const hero = html.slice(0, html.indexOf("</section>", html.indexOf('id="hero-heading"')));
      expect(hero, path).toMatch(new RegExp(`<a href="#prices"[^>]*>${words}</a>`));
      expect(html, path).toContain('id="prices"');
    }
  });
});
