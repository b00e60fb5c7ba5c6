import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetPricesInForce, latestPriceBook, savePriceBook } from "../src/db/price-book";
import type { PriceBook } from "../src/lib/pricing/book";
import { priceBookSchema } from "../src/lib/pricing/book-schema";
import { estimateRange } from "../src/lib/pricing/estimate";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { blankItem, bookToValues } from "../src/pages/admin/prices/form-values";
import { call, db, postForm as postAdminForm, seedRequest, signedIn } from "./admin-helpers";
import { postForm, postJson, postQuote, validQuote } from "./quote-helpers";
import { estimateOf, priceFormFields, uniqueEmail } from "./prices-helpers";

// Issue 43, finding 2: an item the owner names like a property every JavaScript object has
// ("Constructor" became the id `constructor`, and `picks.items?.[id]` read Object.prototype's: every
// estimate with items came to $NaN–$NaN, and the owner's quote was prefilled with NaN). Ids are made
// safe (never a name on Object.prototype), and every lookup by an item id is an own-property one,
// for a book saved before the fix too.

const hostileNames = ["Constructor", "__proto__", "toString", "hasOwnProperty"];
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
let cookie = "";

/** The detail's quote form's prefilled value of a field. */
async function quoteField(id: string, name: string) {
  const page = await html(await call(`/admin/requests/${id}`, { cookie }));
  const form = page.slice(page.indexOf('action="/admin/requests/'), page.indexOf("Save quote"));
  return form.match(new RegExp(`name="${name}"[^>]*value="([^"]*)"`))?.[1];
}

beforeAll(async () => {
  ({ cookie } = await signedIn());
});

/** The estimate's breakdown as the page writes it: each part held together by no-break spaces, joined by " + " (issue 44). */
const parts = (...said: string[]) => said.map((p) => p.replace(/ /g, "\u00a0")).join(" + ");

describe("items named like JavaScript's own properties, saved through the Prices form", () => {
  let version = 0;

  it("are saved with their names as typed and ids of their own, none a name every object has", async () => {
    const values = bookToValues(starterPriceBook, true);
    values.items = values.items.filter((row) => row.id !== "");
    hostileNames.forEach((name, i) => values.items.push({ ...blankItem(), en: name, es: name, price: String(40 + i) }));
    const res = await postAdminForm("/admin/prices", priceFormFields(values), { cookie });
    expect(res.status).toBe(303);
    const latest = (await latestPriceBook(db))!;
    version = latest.version;
    const added = latest.book.items.slice(starterPriceBook.items.length);
    expect(added.map((i) => [i.id, i.name.en])).toEqual([
      ["constructor-2", "Constructor"],
      ["proto", "__proto__"],
      ["tostring", "toString"],
      ["hasownproperty", "hasOwnProperty"],
    ]);
    for (const { id } of added) expect(Object.prototype).not.toHaveProperty(id);
    const page = await html(await call("/admin/prices", { cookie }));
    for (const name of hostileNames) expect(page).toContain(`value="${name}"`);
  });

  it("price a visitor's JSON post: a load with items is a range, never $NaN", async () => {
    const email = uniqueEmail("json");
    const items = { mattress: 1, "constructor-2": 1, proto: 1, tostring: 1, hasownproperty: 1 };
    const res = await postJson({ ...validQuote, email, estimate: { load: "quarter", items }, priceBookVersion: version });
    expect(res.status).toBe(201);
    // $150–$250 for the quarter truck, $75 for the mattress, $40 + $41 + $42 + $43.
    expect(await estimateOf(email)).toEqual({ estimate: { load: "quarter", items }, low: 39100, high: 49100, version });
  });

  it("price the plain form's post, and its confirmation says the range", async () => {
    const email = uniqueEmail("plain");
    const res = await postForm({
      ...validQuote,
      email,
      returnTo: "/junk-removal",
      priceBookVersion: String(version),
      estimateLoad: "quarter",
      "estimateItem-mattress": "1",
      "estimateItem-constructor-2": "2",
    });
    expect(res.status).toBe(303);
    expect(await estimateOf(email)).toEqual({
      estimate: { load: "quarter", items: { mattress: 1, "constructor-2": 2 } },
      low: 30500,
      high: 40500,
      version,
    });
    const confirmation = await html(await call(res.headers.get("location")!.replace(/#.*/, "")));
    // With its breakdown (issue 44), the owner's item named "Constructor" by its own name.
    expect(confirmation).toContain(
      `Your estimate: $305–$405 (${parts("1/4 truck $150–$250", "1 × Mattress $75", "2 × Constructor $80")}), final price confirmed on site before we start`,
    );
  });

  it("prefill the owner's quote with the visitor's range", async () => {
    const { id } = await seedRequest({ estimate: { load: "quarter", items: { mattress: 1 } } });
    expect(await quoteField(id, "from")).toBe("225");
    expect(await quoteField(id, "to")).toBe("325");
  });
});

describe("a book saved before the fix, with an item whose id is `constructor`", () => {
  const before: PriceBook = {
    ...starterPriceBook,
    items: [
      ...starterPriceBook.items,
      { id: "constructor", name: { en: "Constructor", es: "Constructor" }, cents: 4000, feeCents: 0, feeName: { en: "", es: "" } },
    ],
  };
  let version = 0;

  beforeAll(async () => {
    // Written as a save before the fix wrote it: the schema refuses the id now.
    const row = await env.DB.prepare(
      "INSERT INTO price_books (book, enabled, created_at, created_by) VALUES (?, 1, ?, 'owner') RETURNING version",
    )
      .bind(JSON.stringify(before), Date.now())
      .first<{ version: number }>();
    version = row!.version;
    forgetPricesInForce();
  });

  it("prices picks with and without that item, on the form's post and in the browser's own arithmetic", async () => {
    expect(estimateRange(before, "junk-removal", { load: "quarter", items: { mattress: 1 } })).toEqual({ low: 22500, high: 32500 });
    expect(estimateRange(before, "junk-removal", { items: { constructor: 3 } })).toEqual({ low: 12000, high: 15000 });
    const email = uniqueEmail("old-book");
    const res = await postJson({ ...validQuote, email, estimate: { load: "quarter", items: { mattress: 1 } }, priceBookVersion: version });
    expect(res.status).toBe(201);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "quarter", items: { mattress: 1 } }, low: 22500, high: 32500, version });
  });

  it("prefills the owner's quote from the book in force, never with NaN", async () => {
    const { id } = await seedRequest({ estimate: { load: "quarter", items: { mattress: 2 } } });
    expect(await quoteField(id, "from")).toBe("300");
    expect(await quoteField(id, "to")).toBe("400");
  });

  it("gets an id of its own when the owner saves the screen again", async () => {
    const page = await html(await call("/admin/prices", { cookie }));
    expect(page).toMatch(/name="item-5-id" value="constructor"/);
    const res = await postAdminForm("/admin/prices", priceFormFields(bookToValues(before, true)), { cookie });
    expect(res.status).toBe(303);
    expect((await latestPriceBook(db))!.book.items.map((i) => i.id).at(-1)).toBe("constructor-2");
  });
});

describe("picks that name what every object has", () => {
  it("are refused as ids by the book's schema and by a save", async () => {
    const withId = (id: string) => ({ ...starterPriceBook, items: [{ ...starterPriceBook.items[0]!, id }] });
    expect(priceBookSchema.safeParse(withId("constructor")).success).toBe(false);
    expect(priceBookSchema.safeParse(withId("constructor-2")).success).toBe(true);
    await expect(savePriceBook(db, withId("constructor"), true, "owner")).rejects.toThrow();
  });

  it("read as words on the owner's screens, the API and the CSV, stored where no book priced them", async () => {
    const r = await seedRequest({ firstName: "Prototypia", estimate: { items: { constructor: 2, tostring: 1, hasownproperty: 1 } } });
    const detail = await html(await call(`/admin/requests/${r.id}`, { cookie }));
    expect(detail).toContain("2 × Constructor");
    expect(detail).not.toContain("native code");
    const api = await (await call(`/api/quote-requests/${r.id}`, { cookie })).json<{ request: { estimate: { summary: string } } }>();
    expect(api.request.estimate.summary).toBe("2 × Constructor, 1 × Tostring, 1 × Hasownproperty — no price shown");
    const csv = await (await call("/admin/export.csv", { cookie })).text();
    expect(csv.split("\r\n").find((line) => line.includes(r.id))).toContain("2 × Constructor, 1 × Tostring, 1 × Hasownproperty");
  });

  it("`__proto__` as a JSON key or a form field is no item: the rest is priced", async () => {
    const book = await savePriceBook(db, starterPriceBook, true, "owner");
    const json = uniqueEmail("proto-json");
    const body = `{"items":{"__proto__":1,"mattress":2},"load":"quarter"}`;
    const res = await postQuote(
      JSON.stringify({ ...validQuote, email: json, priceBookVersion: book.version, estimate: "PICKS" }).replace('"PICKS"', body),
      "application/json",
    );
    expect(res.status).toBe(201);
    const priced = { estimate: { load: "quarter", items: { mattress: 2 } }, low: 30000, high: 40000, version: book.version };
    expect(await estimateOf(json)).toEqual(priced);
    const plain = uniqueEmail("proto-form");
    const form = await postForm({
      ...validQuote,
      email: plain,
      returnTo: "/",
      priceBookVersion: String(book.version),
      estimateLoad: "quarter",
      "estimateItem-__proto__": "1",
      "estimateItem-mattress": "2",
    });
    expect(form.status).toBe(303);
    expect(await estimateOf(plain)).toEqual(priced);
  });
});
