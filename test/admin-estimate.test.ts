import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { savePriceBook } from "../src/db/price-book";
import { noEstimate } from "../src/db/quote-requests";
import type { QuoteRequest } from "../src/db/schema";
import type { PriceBook } from "../src/lib/pricing/book";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { alertNewLead } from "../src/push/lead-alert";
import { leadMessage } from "../src/use-cases/lead-email";
import { ORIGIN, call, seedRequest, signedIn } from "./admin-helpers";
import { fakePushService, makeDevice } from "./push-helpers";
import { textOf as text } from "./html";

// Issue 31, section 2: the visitor's estimate as the owner meets it: a mark on the inbox row, a panel
// on the detail, a field of the API, four CSV columns, a line in the lead e-mail and the push alert.
// Rows are seeded as the quote route stores them (picks, the range shown, the book's version).

let cookie = "";
let version = 0;
let junk: QuoteRequest;
let move: QuoteRequest;
let skipped: QuoteRequest;
let renamed: QuoteRequest;

// The book the visitor priced with names the mattress "Queen mattress"; the one in force later renames it.
const shown: PriceBook = {
  ...starterPriceBook,
  items: starterPriceBook.items.map((i) => (i.id === "mattress" ? { ...i, name: { en: "Queen mattress", es: "Colchón" } } : i)),
};

beforeAll(async () => {
  ({ cookie } = await signedIn());
  const db = getDb(env);
  version = (await savePriceBook(db, shown, true, "owner", new Date("2026-11-20T15:30:00Z"))).version;
  await savePriceBook(db, starterPriceBook, true, "owner");
  junk = await seedRequest({
    firstName: "Junia",
    serviceType: "junk-removal",
    estimate: { load: "quarter", items: { mattress: 2, refrigerator: 1 }, stairs: 2, heavy: true },
    estimateLowCents: 41_000,
    estimateHighCents: 51_000,
    priceBookVersion: version,
  });
  move = await seedRequest({
    firstName: "Mover",
    serviceType: "moving-services",
    estimate: { crew: "two", hours: 3 },
    estimateLowCents: 41_700,
    estimateHighCents: 53_600,
    priceBookVersion: version,
  });
  skipped = await seedRequest({ firstName: "Skipper", ...noEstimate });
  // A version that is not stored (a restore from before it): the ids still read as words.
  renamed = await seedRequest({
    firstName: "Orphan",
    estimate: { items: { "hot-tub": 1 } },
    estimateLowCents: 35_000,
    estimateHighCents: 35_000,
    priceBookVersion: 9999,
  });
});

describe("the inbox row", () => {
  it("marks a request with the range the visitor saw, and one without none", async () => {
    const html = (await (await call("/admin", { cookie })).text()).replaceAll("<!-- -->", "");
    const row = (name: string) => {
      const at = html.indexOf(`>${name} `);
      return text(html.slice(at, html.indexOf("</li>", at)));
    };
    expect(row("Junia")).toContain("Est. $410–$510");
    expect(row("Mover")).toContain("Est. $417–$536");
    expect(row("Orphan")).toContain("Est. $350");
    expect(row("Skipper")).not.toContain("Est.");
  });
});

describe("the detail's estimate panel", () => {
  const panel = async (id: string) => {
    const html = await (await call(`/admin/requests/${id}`, { cookie })).text();
    const at = html.indexOf('aria-labelledby="estimate-heading"');
    return at < 0 ? null : text(html.slice(at, html.indexOf("</section>", at)));
  };

  it("lists each pick with the item names of the version the visitor saw, the range, the promise and the version's date", async () => {
    const shownPanel = await panel(junk.id);
    expect(shownPanel).toContain("Visitor's estimate");
    expect(shownPanel).toContain("$410–$510");
    expect(shownPanel).toContain("The visitor was told the final price is confirmed on site before work starts.");
    for (const pick of ["1/4 truck", "2 × Queen mattress", "1 × Refrigerator", "2 flights of stairs", "heavy material"]) {
      expect(shownPanel).toContain(pick);
    }
    expect(shownPanel).toContain(`Price book v${version}, saved Nov 20, 9:30 AM`);
  });

  it("shows a move's crew and hours", async () => {
    const p = await panel(move.id);
    expect(p).toContain("2 movers and a truck");
    expect(p).toContain("3 hours");
    expect(p).toContain("$417–$536");
  });

  it("names an item by its id when its version is not stored, and says so", async () => {
    const p = await panel(renamed.id);
    expect(p).toContain("1 × Hot tub");
    expect(p).toContain("Price book v9999 (no longer stored)");
  });

  it("is absent for a request sent without an estimate", async () => {
    expect(await panel(skipped.id)).toBeNull();
  });
});

type ApiEstimate = { picks: unknown; lowCents: number; highCents: number; priceBookVersion: number; summary: string } | null;
type ApiItem = { id: string; estimate: ApiEstimate };

describe("the API", () => {
  it("gives one request's estimate as picks, cents, version and the owner's summary", async () => {
    const res = await call(`/api/quote-requests/${junk.id}`, { cookie });
    expect(res.status).toBe(200);
    const { request } = await res.json<{ request: ApiItem }>();
    expect(request.estimate).toEqual({
      picks: { load: "quarter", items: { mattress: 2, refrigerator: 1 }, stairs: 2, heavy: true },
      lowCents: 41_000,
      highCents: 51_000,
      priceBookVersion: version,
      summary: `1/4 truck, 2 × Queen mattress, 1 × Refrigerator, 2 flights of stairs, heavy material — $410–$510 (price book v${version})`,
    });
  });

  it("gives every listed request its estimate, or null", async () => {
    const res = await call("/api/quote-requests", { cookie });
    const { items } = await res.json<{ items: ApiItem[] }>();
    const of = (id: string) => items.find((i) => i.id === id)!.estimate;
    expect(of(move.id)!.summary).toBe(`2 movers and a truck, 3 hours — $417–$536 (price book v${version})`);
    expect(of(renamed.id)!.summary).toBe("1 × Hot tub — $350 (price book v9999)");
    expect(of(skipped.id)).toBeNull();
  });

  it("keeps the field on the answer to a status change", async () => {
    const res = await call(`/api/quote-requests/${junk.id}`, {
      method: "PATCH",
      cookie,
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(res.status).toBe(200);
    expect((await res.json<ApiItem>()).estimate!.summary).toContain("2 × Queen mattress");
  });
});

describe("the CSV export", () => {
  it("has the estimate in words, its range as plain dollar numbers and the book's version", async () => {
    const res = await call("/admin/export.csv", { cookie });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const header = lines[0]!.split(",");
    // The completed job's nine columns (issue 33) and the three of online payments (issue 46) follow, empty here.
    expect(header.slice(-16, -12)).toEqual(["Estimate", "Estimate Low (USD)", "Estimate High (USD)", "Price Book Version"]);
    const line = (id: string) => lines.find((l) => l.includes(id))!;
    expect(line(junk.id)).toMatch(
      new RegExp(
        `,"1/4 truck, 2 × Queen mattress, 1 × Refrigerator, 2 flights of stairs, heavy material — \\$410–\\$510",410\\.00,510\\.00,${version},,,,,,,,,,,,$`,
      ),
    );
    expect(line(move.id).endsWith(`,"2 movers and a truck, 3 hours — $417–$536",417.00,536.00,${version},,,,,,,,,,,,`)).toBe(true);
    expect(line(skipped.id).endsWith(",,,,")).toBe(true);
  });
});

describe("the lead e-mail and the push alert", () => {
  const stored = {
    id: "id-est",
    firstName: "Ana",
    lastName: "Ruiz",
    phone: "2815550104",
    email: "ana@example.com",
    serviceType: "junk-removal",
    cityZip: "77373",
    description: "Garage full of boxes",
    createdAt: new Date("2026-11-22T08:00:00Z"),
    locale: "en" as const,
    preferredDate: null,
    preferredWindow: null,
    photoUrls: [],
    estimate: { load: "quarter" as const, items: { "hot-tub": 1 } },
    estimateLowCents: 18_000,
    estimateHighCents: 24_000,
    priceBookVersion: 3,
  };

  it("e-mails the picks (items named from their ids) and the range", () => {
    const message = leadMessage(stored, "owner@example.com", "quotes@example.com");
    expect(message.text).toContain("\nVisitor's estimate: 1/4 truck, 1 × Hot tub — $180–$240 (price book v3)\n");
    const without = leadMessage({ ...stored, ...noEstimate }, "owner@example.com", "quotes@example.com");
    expect(without.text).not.toContain("estimate");
  });

  let fake: ReturnType<typeof fakePushService> | undefined;
  afterEach(() => fake?.restore());

  it("pushes the range on the alert's first line, and nothing of it without an estimate", async () => {
    const device = await makeDevice();
    const subscribed = await call("/api/push/subscribe", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(device.subscription),
    });
    expect(subscribed.status).toBe(201);
    fake = fakePushService([device]);
    const work: Promise<unknown>[] = [];
    alertNewLead(env, getDb(env), stored, (p) => void work.push(p));
    alertNewLead(env, getDb(env), { ...stored, id: "id-none", ...noEstimate }, (p) => void work.push(p));
    await Promise.all(work);
    await fake.until(2);
    expect(fake.errors).toEqual([]);
    const bodies = Object.fromEntries(fake.received.map((r) => [r.payload.url, r.payload.body]));
    expect(bodies["/admin/requests/id-est"]).toBe("Junk Removal · 77373 · Est. $180–$240\nGarage full of boxes");
    expect(bodies["/admin/requests/id-none"]).toBe("Junk Removal · 77373\nGarage full of boxes");
  });
});
