import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { latestPriceBook, priceBookHistory, pricesInForce } from "../src/db/price-book";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { bookChanges } from "../src/pages/admin/prices/changes";
import { bookToValues, type PriceFormValues } from "../src/pages/admin/prices/form-values";
import { pricesFormLimit } from "../src/routes/admin/prices";
import { call, db, postForm, sessionToken, signedIn } from "./admin-helpers";
import { priceFormFields } from "./prices-helpers";
import { hashPassword } from "../src/auth/password";
import { schema } from "../src/db";

// Issue 31, item 1: the owner's Prices screen. Owners only; a new site is offered the starter figures
// (not in force until saved); every save is a new version; every refusal is a 400 that says why, by
// the field, and saves nothing.

let owner: Awaited<ReturnType<typeof signedIn>>;
let staffCookie = "";
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const noBackground = () => undefined;
const versionCount = async () => (await priceBookHistory(getDb(env), 1000)).length;

const starterValues = () => bookToValues(starterPriceBook, true);
const save = (values: PriceFormValues, init: { cookie?: string; origin?: string } = {}) =>
  postForm("/admin/prices", priceFormFields(values), { cookie: owner.cookie, ...init });

beforeAll(async () => {
  owner = await signedIn();
  await db.insert(schema.users).values({ username: "stacy-prices", password: await hashPassword("a long enough password"), role: "staff" });
  const res = await postForm("/admin/sign-in", { username: "stacy-prices", password: "a long enough password" }, { ip: "198.51.100.231" });
  staffCookie = `__Host-session=${sessionToken(res)}`;
});

describe("who may open the Prices screen", () => {
  it("sends a signed-out visitor to sign in, and back here afterwards", async () => {
    const res = await call("/admin/prices");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fprices");
  });

  it("refuses staff with a 403, and shows them no Prices tab", async () => {
    const res = await call("/admin/prices", { cookie: staffCookie });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Only an owner can open this screen.");
    expect((await save(starterValues(), { cookie: staffCookie })).status).toBe(403);
    expect(await html(await call("/admin", { cookie: staffCookie }))).not.toContain('href="/admin/prices"');
    expect(await latestPriceBook(db)).toBeNull();
  });
});

describe("on a new site", () => {
  it("offers the starter figures, says none is shown yet, and has an owner's Prices tab", async () => {
    const res = await call("/admin/prices", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const page = await html(res);
    expect(page).toContain("No prices are shown to visitors yet: check these typical figures and save to show them.");
    expect(page).toMatch(/<a[^>]*href="\/admin\/prices"[^>]*aria-current="page"[^>]*>Prices/);
    // The starter quarter truck, $150-$250, and its items, each in a field a phone types numbers in.
    expect(page).toMatch(/<input id="price-load-quarter-low" inputMode="decimal"[^>]*name="load-quarter-low" value="150"/);
    expect(page).toMatch(/name="load-quarter-high"[^>]*value="250"/);
    expect(page).toContain('<label for="price-load-quarter-low" class="sr-only">1/4 truck, low</label>');
    expect(page).toMatch(/name="item-2-en"[^>]*value="Refrigerator"/);
    expect(page).toMatch(/name="item-2-fee"[^>]*value="25"/);
    expect(page).toMatch(/name="item-2-feeEs"[^>]*value="retiro de freón"/);
    expect(page).toMatch(/<input type="checkbox" id="price-enabled"[^>]*name="enabled" checked="" value="yes"/);
    expect(page).toContain("Nothing saved yet.");
    // Issue 44, item 7: the services as the site names them (the quote form's options, the service pages).
    expect(page).toContain("Junk Removal (also Furniture Removal and Appliance Removal)");
    expect(page).toContain("Cleanout Services");
    expect(page).toContain("Demo &amp; Removal");
    expect(page).not.toMatch(/Demolition|Complete cleanouts/);
    expect(await latestPriceBook(db)).toBeNull();
  });
});

describe("saving", () => {
  it("saves the form as a new version in force, says so once, and lists it in the history", async () => {
    const res = await save(starterValues());
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/prices");
    const latest = await latestPriceBook(db);
    expect(latest).toMatchObject({ enabled: true, createdBy: owner.owner.username, book: starterPriceBook });
    expect((await pricesInForce(db, noBackground)).prices).toEqual({ version: latest!.version, book: starterPriceBook });

    const notice = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-admin-notice="))!
      .split(";")[0]!;
    const page = await html(await call("/admin/prices", { cookie: `${owner.cookie}; ${notice}` }));
    expect(page).toContain(`Saved as version ${latest!.version}. Visitors see it within a minute.`);
    expect(page).not.toContain("No prices are shown to visitors yet");
    expect(page).toContain(`Version ${latest!.version}<span class="font-normal text-ink-700"> (in force)</span>`);
    expect(page).toContain(`· ${owner.owner.username} · `);
  });

  it("switched off, saves a version with enabled false and puts no prices in force", async () => {
    const before = await versionCount();
    const res = await save({ ...starterValues(), enabled: false });
    expect(res.status).toBe(303);
    expect(await versionCount()).toBe(before + 1);
    expect(await latestPriceBook(db)).toMatchObject({ enabled: false });
    expect((await pricesInForce(db, noBackground)).prices).toBeNull();
    const page = await html(await call("/admin/prices", { cookie: owner.cookie }));
    expect(page).toContain("Prices are switched off");
    expect(page).toMatch(/<input type="checkbox" id="price-enabled"[^>]*name="enabled" value="yes"\/>/);
  });

  it("parses dollars into whole cents, with moving switched off as none", async () => {
    const values = starterValues();
    values.loads.minimum = { low: "$1,099.5", high: "1100" };
    values.sameDay = "0";
    values.movingOn = false;
    expect((await save(values)).status).toBe(303);
    const { book } = (await latestPriceBook(db))!;
    expect(book.loads.minimum).toEqual({ low: 109_950, high: 110_000 });
    expect(book.sameDayCents).toBe(0);
    expect(book.moving).toBeNull();
  });

  it("drops a removed item, adds a new one with an id from its name, and keeps a renamed one's id", async () => {
    const values = starterValues();
    values.items[0]!.remove = true; // the mattress
    values.items[1]!.en = "Couch or loveseat"; // the sofa, renamed
    values.items[5] = { ...values.items[5]!, en: "Washer & Dryer", es: "Lavadora y secadora", price: "80" };
    values.items[6] = { ...values.items[6]!, en: "Piano", es: "Piano de cola", price: "500" };
    expect((await save(values)).status).toBe(303);
    const items = (await latestPriceBook(db))!.book.items;
    expect(items.map((i) => i.id)).toEqual(["sofa", "refrigerator", "hot-tub", "piano", "washer-dryer", "piano-2"]);
    expect(items.find((i) => i.id === "sofa")?.name.en).toBe("Couch or loveseat");
    expect(items.find((i) => i.id === "washer-dryer")).toEqual({
      id: "washer-dryer",
      name: { en: "Washer & Dryer", es: "Lavadora y secadora" },
      cents: 8000,
      feeCents: 0,
      feeName: { en: "", es: "" },
    });
    const page = await html(await call("/admin/prices", { cookie: owner.cookie }));
    expect(page).not.toContain('value="Mattress"');
    expect(page).toMatch(/<input type="hidden" name="item-4-id" value="washer-dryer"\/>/);
  });
});

describe("the history's words", () => {
  it("names a service as the site does when its pricing changes (issue 44, item 7)", () => {
    const after = {
      ...starterPriceBook,
      loadPricing: { ...starterPriceBook.loadPricing, "demo-removal": false, "cleanout-services": false },
    };
    expect(bookChanges(starterPriceBook, after)).toEqual(["Cleanout Services quoted after a call", "Demo & Removal quoted after a call"]);
  });
});

describe("a refused save", () => {
  const refusals: [string, (v: PriceFormValues) => void, string, string][] = [
    [
      "a range's low end above its high end",
      (v) => (v.loads.half = { low: "300", high: "200" }),
      "The low end ($300) is above the high end ($200)",
      "load-half-low",
    ],
    ["a word for an amount", (v) => (v.stairs = "twenty"), "Enter an amount like 150 or 149.99", "stairs"],
    ["commas that group nothing", (v) => (v.stairs = "1,0,0"), "Enter an amount like 150 or 149.99", "stairs"],
    ["commas before any digit", (v) => (v.items[0]!.price = ",,,5"), "Enter an amount like 150 or 149.99", "item-0-price"],
    ["a negative amount", (v) => (v.heavy = "-150"), "An amount cannot be negative. Enter an amount like 150 or 149.99", "heavy"],
    ["an empty amount", (v) => (v.loads.full.high = ""), "Enter an amount like 150 or 149.99", "load-full-high"],
    ["a kept item without its Spanish name", (v) => (v.items[3]!.es = " "), "Enter the item&#x27;s name in Spanish", "item-3-es"],
    [
      "a new item without its English name",
      (v) => (v.items[5] = { ...v.items[5]!, es: "Cuna", price: "40" }),
      "Enter the item&#x27;s name in English",
      "item-5-en",
    ],
    ["13 minimum hours", (v) => (v.minimumHours = "13"), "Enter a whole number of hours from 1 to 12", "moving-minimum-hours"],
    ["0 cubic yards", (v) => (v.truckCubicYards = "0"), "Enter a whole number of cubic yards from 1 to 100", "truck-cubic-yards"],
    ["101 cubic yards", (v) => (v.truckCubicYards = "101"), "Enter a whole number of cubic yards from 1 to 100", "truck-cubic-yards"],
    [
      "no note after a range in Spanish",
      (v) => (v.rangeNote.es = ""),
      "Write the note in Spanish: it keeps the promise that the final price is confirmed on site before work starts",
      "range-note-es",
    ],
  ];

  it.each(refusals)(
    "%s: 400, the message by the field and linked at the top, the typed values kept, nothing saved",
    async (_, change, message, field) => {
      const before = await versionCount();
      const values = starterValues();
      values.included.en = "Typed but not saved";
      change(values);
      const res = await save(values);
      expect(res.status).toBe(400);
      const page = await html(res);
      expect(page).toContain(`<p id="price-${field}-error" class="mt-1 text-sm font-medium text-red-700">${message}</p>`);
      expect(page).toMatch(new RegExp(`<a href="#price-${field}"[^>]*>[^<]*: ${message.replace(/[()$]/g, "\\$&")}</a>`));
      expect(page).toMatch(new RegExp(`id="price-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*price-${field}-error`));
      expect(page).toContain("Typed but not saved");
      expect(page).toContain("Nothing was saved: 1 thing needs fixing");
      expect(await versionCount()).toBe(before);
    },
  );

  it("an amount a fee needs, and a fee's words, are asked for together", async () => {
    const values = starterValues();
    values.items[0]!.fee = "10";
    const page = await html(await save(values));
    expect(page).toContain("Say what the fee is for, in English (or clear the fee)");
    expect(page).toContain("Say what the fee is for, in Spanish (or clear the fee)");
    expect(page).toContain("Nothing was saved: 2 things need fixing");
  });

  it("refuses another site's post with 403, even with the owner's session", async () => {
    const before = await versionCount();
    expect((await save(starterValues(), { origin: "https://evil.example" })).status).toBe(403);
    expect(await versionCount()).toBe(before);
  });

  it("refuses a post over the limit with 413 and a message", async () => {
    const before = await versionCount();
    const values = starterValues();
    values.included.en = "x".repeat(pricesFormLimit);
    const res = await save(values);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The prices form sent more than 64 KB");
    expect(await versionCount()).toBe(before);
  });

  it("never fails on a post that is not the form (every field missing): 400 with messages", async () => {
    const before = await versionCount();
    const res = await postForm("/admin/prices", { nothing: "here" }, { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(await html(res)).toContain("Truck size (cubic yards): Enter a whole number of cubic yards from 1 to 100");
    expect(await versionCount()).toBe(before);
  });
});
