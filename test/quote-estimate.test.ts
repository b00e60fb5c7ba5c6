import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { faultyD1, outage } from "./fault-injection";
import { savePriceBook } from "../src/db/price-book";
import { houstonDate } from "../src/lib/houston-time";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { esc, get, page, rendered } from "./html";
import { eventually, postJsonWith } from "./outage-helpers";
import { confirmationAt, countQuotes, postForm, postJson, postQuote, validQuote } from "./quote-helpers";
import { estimateOf, uniqueEmail } from "./prices-helpers";

// Issue 31, part 2: the visitor's estimate. "How much is going?" shows on the quote form only with
// a price book in force; the picks a visitor makes are stored with the range the server works out
// itself, with the price-book version their page showed; without JavaScript the confirmation says
// the range its link's picks come to, from the book, never from the link.

const db = getDb(env);

/** The form's markup on a page (the island's server HTML). */
async function quoteForm(path: string) {
  const html = await page(path);
  const start = html.search(/<form [^>]*action="\/api\/quote-requests"/);
  if (start < 0) throw new Error(`no quote form on ${path}`);
  return rendered(html.slice(start, html.indexOf("</form>", start)));
}

// A quarter truck ($150–$250), two mattresses ($75 each), one flight of stairs ($25), heavy material ($150).
const plainPicks = {
  estimateLoad: "quarter",
  "estimateItem-mattress": "2",
  "estimateItem-sofa": "",
  "estimateItem-refrigerator": "0",
  estimateStairs: "1",
  estimateHeavy: "yes",
  estimateHours: "",
};
const storedPicks = { load: "quarter", items: { mattress: 2 }, stairs: 1, heavy: true };
const pickedRange = { low: 47500, high: 57500 };

/** The estimate's breakdown as the page writes it: each part held together by no-break spaces, joined by " + " (issue 44). */
const parts = (...said: string[]) => said.map((p) => p.replace(/ /g, "\u00a0")).join(" + ");

describe("with no price book (a new site)", () => {
  it("shows no estimate section, no price-book field and no amount in the form", async () => {
    for (const path of ["/", "/junk-removal", "/moving-services", "/es/"]) {
      const form = await quoteForm(path);
      expect(form, path).not.toContain("How much is going?");
      expect(form, path).not.toContain("¿Cuánto hay que llevar?");
      expect(form, path).not.toContain('name="priceBookVersion"');
      expect(form, path).not.toMatch(/name="estimate/);
      expect(form, path).not.toContain("$");
    }
  });

  it("stores the picks an API client sends, with no range and no version", async () => {
    const email = uniqueEmail("nobook");
    const res = await postJson({ ...validQuote, email, estimate: { load: "half" }, priceBookVersion: 1 });
    expect(res.status).toBe(201);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "half" }, low: null, high: null, version: null });
  });
});

describe("with the starter price book in force", () => {
  let version = 0;

  it("shows the closed section after the project details, with plain radios and number fields, and the version in force", async () => {
    version = (await savePriceBook(db, starterPriceBook, true, "owner")).version;
    const form = await quoteForm("/junk-removal");
    expect(form).toMatch(/<details id="estimate"(?![^>]*\bopen)[^>]*>/);
    expect(form.indexOf('name="description"')).toBeLessThan(form.indexOf('id="estimate"'));
    expect(form.indexOf('id="estimate"')).toBeLessThan(form.indexOf('name="photos"'));
    expect(form).toContain("How much is going? (optional)");
    expect(form).toContain(`<input type="hidden" name="priceBookVersion" value="${version}"/>`);
    expect(form).toContain("How much of the truck will it fill?");
    expect(form).toMatch(/<input type="radio"[^>]*name="estimateLoad" value="quarter"\/>1\/4 truck · \$150–\$250/);
    expect(form).toContain(esc("No load, only single items"));
    expect(form).toMatch(
      /<input type="number" id="quote-estimateItem-mattress" class="[^"]*" min="0" max="20" placeholder="0" name="estimateItem-mattress"\/>/,
    );
    expect(form).toContain("Refrigerator · $85 + $25 freon removal");
    expect(form).toMatch(/name="estimateStairs"/);
    expect(form).toMatch(/type="checkbox"[^>]*name="estimateHeavy"/);
    // A move's crew and hours are there too, shown by CSS only while Moving Services is chosen.
    expect(form).toMatch(/name="estimateCrew" value="two"\/>2 movers and a truck · \$119 an hour/);
    expect(form).toContain("At least 2 hours, plus a $60 travel fee");
    expect(form).toMatch(/data-estimate="load" class="[^"]*\[form:has\(option\[value=moving-services\]:checked\)_&amp;\]:hidden/);
    expect(form).toMatch(/data-estimate="moving" class="[^"]*\[form:has\(option\[value=junk-removal\]:checked\)_&amp;\]:hidden/);
  });

  it("is in Spanish on the Spanish pages", async () => {
    const form = await quoteForm("/es/");
    expect(form).toContain("¿Cuánto hay que llevar? (opcional)");
    expect(form).toContain("1/4 de camión · $150–$250");
    expect(form).toContain("Colchón · $75");
    expect(form).toContain("Refrigerador · $85 + $25 de retiro de freón");
  });

  // Issue 44, item 9: a − and a + beside each number field, named in the page's language; a <label>
  // may hold only its own control, so each label names its field by id and the buttons sit outside it.
  it("gives every number field a label by its id and a − and a + named in the page's language, outside the label", async () => {
    const cases = [
      { path: "/junk-removal", fields: 7, mattress: "Mattress · $75", fewer: "One fewer: ", more: "One more: " },
      { path: "/es/", fields: 7, mattress: "Colchón · $75", fewer: "Uno menos: ", more: "Uno más: " },
    ];
    for (const { path, fields, mattress, fewer, more } of cases) {
      const form = await quoteForm(path);
      const ids = [...form.matchAll(/<input type="number" id="([^"]+)"/g)].map((m) => m[1]!);
      expect(ids, path).toHaveLength(fields);
      for (const id of ids) {
        const label = form.match(new RegExp(`<label for="${id}">(.*?)</label>`))?.[1];
        expect(label, `${path} ${id}`).toBeTruthy();
        const words = label!.replace(/<span[^>]*>.*$/, "");
        for (const [way, name] of [
          ["down", fewer],
          ["up", more],
        ] as const) {
          const button = form.match(
            new RegExp(
              `<button type="button" data-step="${way}" data-for="${id}" aria-label="([^"]+)" class="hidden [^"]*\\[form\\[data-awake\\]_&amp;\\]:flex"`,
            ),
          );
          expect(button?.[1], `${path} ${id} ${way}`).toBe(esc(name + words));
        }
      }
      expect(form).toContain(`aria-label="${esc(fewer + mattress)}"`);
      // No label holds a button (or any control but its own).
      for (const [, inside] of form.matchAll(/<label[^>]*>(.*?)<\/label>/g)) expect(inside).not.toContain("<button");
    }
  });

  it("stores a plain (urlencoded) post's picks with the range and version, and confirms with the picks in the link", async () => {
    const email = uniqueEmail("plain");
    const res = await postForm({ ...validQuote, email, returnTo: "/junk-removal", priceBookVersion: String(version), ...plainPicks });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(
      confirmationAt("/junk-removal", `&sv=junk-removal&pv=${version}&l=quarter&i-mattress=2&s=1&h=1`),
    );
    expect(await estimateOf(email)).toEqual({ estimate: storedPicks, ...pickedRange, version });
  });

  it("stores a multipart post's picks the same way", async () => {
    const email = uniqueEmail("multipart");
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...validQuote, email, returnTo: "/", priceBookVersion: String(version), ...plainPicks }))
      body.append(name, value);
    body.append("photos", new File([], ""));
    const res = await postQuote(body, null);
    expect(res.status).toBe(303);
    expect(await estimateOf(email)).toEqual({ estimate: storedPicks, ...pickedRange, version });
  });

  it("stores a JSON post's picks the same way, whatever range a client claims", async () => {
    const email = uniqueEmail("json");
    const res = await postJson({ ...validQuote, email, estimate: storedPicks, priceBookVersion: version, estimateLowCents: 100 });
    expect(res.status).toBe(201);
    expect(await estimateOf(email)).toEqual({ estimate: storedPicks, ...pickedRange, version });
  });

  it("keeps only the picks that fit the service: a move's crew and hours", async () => {
    const email = uniqueEmail("moving");
    const res = await postForm({
      ...validQuote,
      email,
      serviceType: "moving-services",
      returnTo: "/",
      priceBookVersion: String(version),
      ...plainPicks,
      estimateCrew: "three",
      estimateHours: "3",
    });
    expect(res.status).toBe(303);
    // 3 movers at $159 an hour for 3 to 4 hours, and the $60 travel fee.
    expect(await estimateOf(email)).toEqual({ estimate: { crew: "three", hours: 3 }, low: 53700, high: 69600, version });
  });

  it("refuses picks that are none of the form's choices with 400 and the section's message, storing nothing (JSON)", async () => {
    const before = await countQuotes();
    for (const estimate of [{ load: "huge" }, { items: { mattress: 21 } }, { stairs: -1 }, { crew: "five" }, "a lot"]) {
      const res = await postJson({ ...validQuote, estimate, priceBookVersion: version });
      expect(res.status, JSON.stringify(estimate)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
        estimate: "Choose from the sizes, items and numbers shown",
      });
    }
    const badVersion = await postJson({ ...validQuote, estimate: { load: "half" }, priceBookVersion: "three" });
    expect(badVersion.status).toBe(400);
    expect(((await badVersion.json()) as { fields: Record<string, string> }).fields).toEqual({
      estimate: "Choose from the sizes, items and numbers shown",
    });
    expect(await countQuotes()).toBe(before);
  });

  it("refuses a plain post's bad picks with its page: the section open, its message, the picks kept, the focus there", async () => {
    const before = await countQuotes();
    const bad: [string, string][] = [
      ["estimateLoad", "huge"],
      ["estimateStairs", "many"],
      ["estimateItem-mattress", "99"],
    ];
    for (const [name, value] of bad) {
      const res = await postForm({ ...validQuote, returnTo: "/junk-removal", priceBookVersion: String(version), [name]: value });
      expect(res.status, name).toBe(400);
      const html = await res.text();
      expect(html).toMatch(/<details id="estimate" open=""/);
      expect(html).toContain(
        '<p id="quote-estimate-error" class="text-sm font-medium text-red-700">Choose from the sizes, items and numbers shown</p>',
      );
      expect(html.match(/<[^>]*\bautofocus=""[^>]*>/g)).toEqual([expect.stringMatching(/id="quote-estimate"/)]);
      if (name !== "estimateLoad") expect(html).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"`));
    }
    expect(await countQuotes()).toBe(before);
  });

  it("prices a version it does not know with the one in force", async () => {
    const email = uniqueEmail("unknown");
    const res = await postJson({ ...validQuote, email, estimate: { load: "quarter" }, priceBookVersion: version + 1000 });
    expect(res.status).toBe(201);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "quarter" }, low: 15000, high: 25000, version });
  });

  it("adds the same-day fee when the preferred day is Houston's today", async () => {
    const email = uniqueEmail("sameday");
    const res = await postJson({
      ...validQuote,
      email,
      preferredDate: houstonDate(),
      estimate: { load: "quarter" },
      priceBookVersion: version,
    });
    expect(res.status).toBe(201);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "quarter" }, low: 20000, high: 30000, version });
  });

  it("says the estimate on the no-JavaScript confirmation, priced again from its link's picks, whatever else the link says", async () => {
    const link = `/junk-removal?quote=received&sv=junk-removal&pv=${version}&l=quarter&i-mattress=2&s=1&h=1`;
    // With its breakdown (issue 44): single items, stairs and heavy material on top of the load.
    const said = `Your estimate: $475–$575 (${parts("1/4 truck $150–$250", "2 × Mattress $150", "stairs $25", "heavy material $150")}), final price confirmed on site before we start`;
    expect(await page(link)).toContain(said);
    // A range written into the link is never shown; changed picks show what the book gives for them.
    const tampered = await page(`${link}&low=1&high=2&range=%241&estimateLowCents=100`);
    expect(tampered).toContain(said);
    expect(tampered).not.toMatch(/\$1\b|\$2\b/);
    expect(await page(`/junk-removal?quote=received&sv=junk-removal&pv=${version}&l=full`)).toContain(
      "Your estimate: $650–$900, final price confirmed on site before we start",
    );
    // Picks that are none of the form's choices, or none at all: the confirmation says no estimate.
    for (const bad of [`&l=huge`, `&i-mattress=500`, ""]) {
      const html = await page(`/junk-removal?quote=received&sv=junk-removal&pv=${version}${bad}`);
      expect(html, bad).toContain("Quote request received");
      expect(html, bad).not.toMatch(/Your estimate: \$/);
    }
    expect(await page(`/es/?quote=received&sv=junk-removal&pv=${version}&l=quarter`)).toContain(
      "Su estimado: $150–$250, precio final confirmado en el lugar antes de empezar",
    );
    // In Spanish too; a single item below the minimum load says the minimum is what it comes to.
    expect(await page(`/es/?quote=received&sv=junk-removal&pv=${version}&l=quarter&i-mattress=1&s=2`)).toContain(
      `Su estimado: $275–$375 (${parts("1/4 de camión $150–$250", "1 × Colchón $75", "escaleras $50")}), precio final`,
    );
    expect(await page(`/junk-removal?quote=received&sv=junk-removal&pv=${version}&i-mattress=1`)).toContain(
      `Your estimate: $99–$150 (${parts("1 × Mattress $75")} (less than the minimum load, $99–$150)), final price`,
    );
  });

  it("prices the picks with the older version the visitor's page showed, on the request and its confirmation", async () => {
    const dearer = { ...starterPriceBook, loads: { ...starterPriceBook.loads, quarter: { low: 20000, high: 30000 } } };
    const newer = (await savePriceBook(db, dearer, true, "owner")).version;
    const email = uniqueEmail("older");
    const res = await postForm({ ...validQuote, email, returnTo: "/", priceBookVersion: String(version), estimateLoad: "quarter" });
    expect(res.status).toBe(303);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "quarter" }, low: 15000, high: 25000, version });
    expect(await page(`/${res.headers.get("location")!.slice(1).replace(/#.*/, "")}`)).toContain("Your estimate: $150–$250");
    // The page now shows the newer book.
    expect(await quoteForm("/")).toContain(`name="priceBookVersion" value="${newer}"`);
    await savePriceBook(db, starterPriceBook, true, "owner");
  });

  it("prices a version older than the one before the one in force with the one in force, on the request and its confirmation", async () => {
    // Issue 43, finding 3: "priceBookVersion": 11 stored an old (cheaper) range. Two saves later the
    // visitor's version is no page's, cached or open: the book in force prices it, and says its own version.
    const dearer = (low: number, high: number) => ({ ...starterPriceBook, loads: { ...starterPriceBook.loads, quarter: { low, high } } });
    await savePriceBook(db, dearer(20000, 30000), true, "owner");
    const inForce = (await savePriceBook(db, dearer(21000, 31000), true, "owner")).version;
    const email = uniqueEmail("stale");
    const json = await postJson({ ...validQuote, email, estimate: { load: "quarter" }, priceBookVersion: version });
    expect(json.status).toBe(201);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "quarter" }, low: 21000, high: 31000, version: inForce });
    const plain = uniqueEmail("stale-plain");
    const res = await postForm({ ...validQuote, email: plain, returnTo: "/", priceBookVersion: String(version), estimateLoad: "quarter" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(confirmationAt("/", `&sv=junk-removal&pv=${inForce}&l=quarter`));
    expect(await estimateOf(plain)).toEqual({ estimate: { load: "quarter" }, low: 21000, high: 31000, version: inForce });
    // A confirmation link that names the old version (bookmarked, or written by hand) says the book in force's range.
    expect(await page(`/?quote=received&sv=junk-removal&pv=${version}&l=quarter`)).toContain("Your estimate: $210–$310");
    expect(await page(`/?quote=received&sv=junk-removal&pv=${inForce - 1}&l=quarter`)).toContain("Your estimate: $200–$300");
    await savePriceBook(db, starterPriceBook, true, "owner");
  });

  it("keeps a request whose book cannot be read while D1 is down: the picks go with it, without a range", async () => {
    const email = uniqueEmail("outage");
    // An older version is read from D1, which fails: the request is kept on the queue all the same.
    const res = await postJsonWith(
      { DB: faultyD1(env.DB, outage()) },
      { ...validQuote, email, estimate: { load: "half" }, priceBookVersion: version, idempotencyKey: crypto.randomUUID() },
    );
    expect(res.status).toBe(201);
    expect(await eventually(async () => (await countQuotes("email = ?", email)) === 1)).toBe(true);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "half" }, low: null, high: null, version: null });
  });
});

describe("with the price book switched off", () => {
  it("shows no section, and stores an API client's picks without a range", async () => {
    await savePriceBook(db, starterPriceBook, false, "owner");
    const form = await quoteForm("/junk-removal");
    expect(form).not.toContain("How much is going?");
    expect(form).not.toContain('name="priceBookVersion"');
    expect(form).not.toContain("$");
    const email = uniqueEmail("off");
    expect((await postJson({ ...validQuote, email, estimate: { load: "half" } })).status).toBe(201);
    expect(await estimateOf(email)).toEqual({ estimate: { load: "half" }, low: null, high: null, version: null });
    const confirmation = await get("/junk-removal?quote=received&sv=junk-removal&pv=1&l=half");
    expect(await confirmation.text()).not.toMatch(/Your estimate: \$/);
  });
});
