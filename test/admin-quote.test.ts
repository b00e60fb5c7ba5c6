import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/password";
import { business } from "../src/config/business";
import { getDb, schema } from "../src/db";
import { forgetPricesInForce, savePriceBook } from "../src/db/price-book";
import { quotesOf, writeQuote } from "../src/db/quotes";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { call, db, postForm, seedRequest, sessionToken, signedIn } from "./admin-helpers";

// Issue 31, item 4: the owner's quote on a request's detail: versions, the status, the timeline,
// the form's checks and starting values, the text in the customer's language, the JSON API.
let cookie = "";
let username = "";
const today = houstonDate();
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const detail = async (id: string, query = "") => html(await call(`/admin/requests/${id}${query}`, { cookie }));
/** The detail a saved quote redirects to. */
const followed = async (res: Response) => html(await call(res.headers.get("location")!, { cookie }));
const valid = { from: "180", to: "", included: "Labor, loading and disposal", validUntil: addDays(today, 14), note: "" };
const sendQuote = (id: string, fields: Partial<typeof valid> = {}, init: { cookie?: string; origin?: string | null } = { cookie }) =>
  postForm(`/admin/requests/${id}/quote`, { ...valid, ...fields }, init);
const rows = (id: string) => quotesOf(db, id);
const statusChanges = (id: string) =>
  db.query.quoteStatusChanges.findMany({ where: (c, { eq }) => eq(c.quoteRequestId, id), orderBy: (c, { asc }) => asc(c.id) });
const statusOf = async (id: string) => (await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id) }))!.status;
/** The panel's form: the part of the page after its heading. */
const formOf = (page: string) => page.slice(page.indexOf('action="/admin/requests/'), page.indexOf("Save quote"));
const fieldValue = (page: string, name: string) => formOf(page).match(new RegExp(`name="${name}"[^>]*value="([^"]*)"`))?.[1];
const mailtoOf = (page: string) => page.match(/href="(mailto:[^"]*)"[^>]*>E-mail the quote/)?.[1]?.replaceAll("&amp;", "&");

beforeAll(async () => {
  const session = await signedIn();
  cookie = session.cookie;
  username = session.owner.username;
});

describe("writing a quote", () => {
  it("a single amount is stored in cents, shows as $180, marks the request Quoted and is on the timeline", async () => {
    const { id } = await seedRequest({ firstName: "Single" });
    const res = await sendQuote(id);
    // Issue 44: redirected with the one-tap text's one-time code (never the customer's token).
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(new RegExp(`^/admin/requests/${id}\\?quote=1&text=[\\w-]{22}$`));
    const saved = await followed(res);
    const [quote] = await rows(id);
    expect(quote).toMatchObject({ version: 1, lowCents: 18000, highCents: 18000, createdBy: username, validUntil: valid.validUntil });
    expect(await statusOf(id)).toBe("quoted");
    expect(await statusChanges(id)).toMatchObject([{ fromStatus: "pending", toStatus: "quoted", changedBy: username }]);
    expect(saved).toContain("Quote v1 saved: $180.");
    const page = await detail(id);
    const timeline = page.slice(page.indexOf('id="timeline-heading"'));
    expect(timeline).toMatch(/Quote v1: \$180, valid until \w{3}, \w{3} \d{1,2}<\/p><p class="text-xs text-ink-700">By /);
    expect(timeline).toContain(`By ${username},`);
    // The quote is listed above the status change it made, both at the same instant.
    expect(timeline.indexOf("Quote v1: $180")).toBeLessThan(timeline.indexOf("Pending → Quoted"));
  });

  it("a range is stored as low and high cents and shows as $180–$240", async () => {
    const { id } = await seedRequest({ firstName: "Ranged" });
    const res = await sendQuote(id, { from: "$180", to: "240.00" });
    expect(res.status).toBe(303);
    expect(await rows(id)).toMatchObject([{ lowCents: 18000, highCents: 24000 }]);
    const page = await followed(res);
    expect(page).toContain("Quote v1 saved: $180–$240.");
    expect(page).toContain("Quote v1: $180–$240");
  });

  it("a second quote is version 2, version 1 stays listed, and the status is changed once", async () => {
    const { id } = await seedRequest({ firstName: "Twice" });
    await sendQuote(id, { from: "180", to: "240" });
    const res = await sendQuote(id, { from: "199.50", to: "", note: "Includes the old shed" });
    expect(res.headers.get("location")).toMatch(new RegExp(`^/admin/requests/${id}\\?quote=2&text=`));
    expect((await rows(id)).map((q) => [q.version, q.lowCents, q.highCents])).toEqual([
      [2, 19950, 19950],
      [1, 18000, 24000],
    ]);
    expect(await statusChanges(id)).toHaveLength(1);
    const page = await followed(res);
    expect(page).toContain("Quote v2 saved: $199.50.");
    const earlier = page.slice(page.indexOf("Earlier versions"), page.indexOf('action="/admin/requests/'));
    expect(earlier).toContain("Quote v1: $180–$240");
    expect(earlier).not.toContain("Quote v2");
    expect(page).toContain("Write a new version");
    // The next version starts from the newest one.
    expect(fieldValue(page, "from")).toBe("199.50");
    expect(page).toContain(">Includes the old shed</textarea>");
  });

  it("a scheduled job keeps its status; a declined request quoted again is Quoted", async () => {
    const scheduled = await seedRequest({ status: "scheduled", bookedDate: addDays(today, 3), bookedWindow: "07-09" });
    expect((await sendQuote(scheduled.id)).status).toBe(303);
    expect(await statusOf(scheduled.id)).toBe("scheduled");
    expect(await statusChanges(scheduled.id)).toHaveLength(0);
    const declined = await seedRequest({ status: "declined" });
    await sendQuote(declined.id);
    expect(await statusChanges(declined.id)).toMatchObject([{ fromStatus: "declined", toStatus: "quoted" }]);
  });

  it("two writes at once get versions 1 and 2, never the same version twice", async () => {
    const { id } = await seedRequest();
    const draft = { lowCents: 10000, highCents: 10000, included: "All", validUntil: addDays(today, 5), note: null, priceBookVersion: null };
    const written = await Promise.all([1, 2, 3].map(() => writeQuote(getDb(env), id, draft, "owner")));
    expect(written.map((q) => q!.version).sort()).toEqual([1, 2, 3]);
    expect(await statusChanges(id)).toHaveLength(1);
    expect(await writeQuote(getDb(env), "no-such-request", draft, "owner")).toBeNull();
  });
});

describe("a refused quote", () => {
  const cases: Array<[string, Partial<typeof valid>, string]> = [
    ["no amount", { from: "" }, "Enter the price, or the low end of a range"],
    ["words for an amount", { from: "about 200" }, "Enter an amount like 180 or 179.99"],
    ["three decimals", { from: "180.001" }, "Enter an amount like 180 or 179.99"],
    ["commas that group nothing", { from: "1,0,0" }, "Enter an amount like 180 or 179.99"],
    ["commas before any digit", { from: "100", to: ",,,5" }, "Enter an amount like 180 or 179.99"],
    ["a zero amount", { from: "0" }, "Enter an amount above $0"],
    ["a bad “To”", { to: "2OO" }, "Enter an amount like 180 or 179.99"],
    ["“To” below “From”", { from: "240", to: "180" }, "“To” must be at least “From”, or empty for a single amount"],
    ["no such day", { validUntil: "2026-02-30" }, "Choose the last day the quote is valid"],
    ["yesterday", { validUntil: addDays(today, -1) }, "Choose a day from today to 90 days ahead"],
    ["91 days ahead", { validUntil: addDays(today, 91) }, "Choose a day from today to 90 days ahead"],
    ["nothing included", { included: "   " }, "Say what the price includes"],
    ["301 characters included", { included: "x".repeat(301) }, "At most 300 characters"],
    ["a 1,001-character note", { note: "n".repeat(1001) }, "A note can be at most 1,000 characters"],
  ];
  it.each(cases)("%s: 400, the message by its field, the typed values kept, nothing stored", async (_, fields, message) => {
    const { id } = await seedRequest();
    const res = await sendQuote(id, fields);
    expect(res.status).toBe(400);
    const page = await html(res);
    expect(page).toMatch(
      new RegExp(`<p id="quote-\\w+-error" class="mt-1 text-sm font-medium text-red-700">${message.replace(/[$()]/g, "\\$&")}`),
    );
    expect(page).toContain('aria-invalid="true"');
    const typed = { ...valid, ...fields };
    expect(fieldValue(page, "from")).toBe(typed.from);
    expect(await rows(id)).toHaveLength(0);
    expect(await statusOf(id)).toBe("pending");
  });

  it("300 characters included and a 1,000-emoji note pass; 90 days ahead and today pass", async () => {
    const { id } = await seedRequest();
    expect((await sendQuote(id, { included: "y".repeat(300), note: "🚚".repeat(1000), validUntil: addDays(today, 90) })).status).toBe(303);
    expect((await sendQuote(id, { validUntil: today })).status).toBe(303);
    expect(await rows(id)).toHaveLength(2);
  });

  it("an oversize post is 413; an unknown request is 404, even with a bad form", async () => {
    const { id } = await seedRequest();
    expect((await sendQuote(id, { note: "x".repeat(20_000) })).status).toBe(413);
    expect((await sendQuote("nope")).status).toBe(404);
    expect((await sendQuote("nope", { from: "" })).status).toBe(404);
    expect(await rows(id)).toHaveLength(0);
  });
});

describe("who may write one", () => {
  it("staff may; signed out is a sign-in redirect and cross-site a 403, storing nothing", async () => {
    const password = "staff member's long password";
    await db.insert(schema.users).values({ username: "quote-staff", password: await hashPassword(password), role: "staff" });
    const signIn = await postForm("/admin/sign-in", { username: "quote-staff", password }, { ip: "192.0.2.77" });
    const staffCookie = `__Host-session=${sessionToken(signIn)}`;
    const { id } = await seedRequest();
    expect((await sendQuote(id, {}, { cookie: staffCookie })).status).toBe(303);
    expect(await rows(id)).toMatchObject([{ createdBy: "quote-staff" }]);

    const other = await seedRequest();
    const signedOut = await sendQuote(other.id, {}, {});
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toContain("/admin/sign-in");
    expect((await sendQuote(other.id, {}, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect(await rows(other.id)).toHaveLength(0);
  });
});

describe("where the form starts", () => {
  beforeAll(async () => {
    await savePriceBook(getDb(env), starterPriceBook, true, "owner");
  });

  it("from the visitor's own estimate, with the price book's words for what is included, valid two weeks", async () => {
    const { id } = await seedRequest({
      estimate: { load: "quarter" },
      estimateLowCents: 17900,
      estimateHighCents: 26000,
      priceBookVersion: 1,
    });
    const page = await detail(id);
    expect(fieldValue(page, "from")).toBe("179");
    expect(fieldValue(page, "to")).toBe("260");
    expect(fieldValue(page, "validUntil")).toBe(addDays(today, 14));
    expect(fieldValue(page, "priceBookVersion")).toBe("1");
    expect(page).toContain(`>${starterPriceBook.included.en}</textarea>`);
    expect(page).toContain("Starts from the visitor&#x27;s own estimate: $179–$260.");
  });

  it("from the price book in force when the request has picks but no range; in Spanish for a Spanish request", async () => {
    const { id } = await seedRequest({ locale: "es", estimate: { load: "quarter", stairs: 1 } });
    const page = await detail(id);
    // A quarter truck, $150–$250, and a flight of stairs, $25.
    expect(fieldValue(page, "from")).toBe("175");
    expect(fieldValue(page, "to")).toBe("275");
    expect(page).toContain(`>${starterPriceBook.included.es}</textarea>`);
    expect(page).toMatch(/price book in force \(v\d+\)/);
  });

  it("empty when there is nothing to start from", async () => {
    await db.insert(schema.priceBooks).values({ book: starterPriceBook, enabled: false, createdAt: new Date(), createdBy: "owner" });
    forgetPricesInForce();
    const { id } = await seedRequest({ estimate: { load: "quarter" } });
    const page = await detail(id);
    expect(page).toContain("Write a quote");
    expect(page).toContain("No quote yet.");
    expect(fieldValue(page, "from")).toBe("");
    expect(fieldValue(page, "to")).toBe("");
    expect(page).toContain("Nothing to start from");
  });
});

describe("the quote as the customer reads it", () => {
  // A day three weeks ahead, and how each language writes it (an oracle apart from the code's Intl formats).
  const day = addDays(today, 21);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  const es = {
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  };
  const en = {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  };
  const decoded = (mailto: string) => {
    const [address, query] = mailto.slice("mailto:".length).split("?");
    const params = new URLSearchParams(query!.replaceAll("+", "%2B"));
    return { address, subject: params.get("subject")!, body: params.get("body")! };
  };

  it("in Spanish for a Spanish request: copy text and mailto, encoded, with CRLF line breaks", async () => {
    const { id } = await seedRequest({ locale: "es", firstName: "Ana", email: "ana+casa@example.com" });
    await sendQuote(id, {
      from: "180",
      to: "240",
      included: "Mano de obra y desecho",
      validUntil: day,
      note: "Incluye el sofá\nY la nevera",
    });
    const page = await detail(id);
    const mailto = mailtoOf(page)!;
    expect(mailto).toMatch(/^mailto:ana%2Bcasa@example\.com\?subject=[^ ?&]+&body=[^ ?&]+$/);
    expect(mailto).toContain("%0D%0A");
    const { subject, body } = decoded(mailto);
    expect(subject).toBe(`Su cotización de ${business.name}`);
    const lines = body.split("\r\n");
    expect(lines[0]).toBe("Hola, Ana:");
    expect(lines).toContain("Rango de precio: $180–$240");
    expect(lines).toContain("Incluye: Mano de obra y desecho");
    expect(lines).toContain(`Válida hasta: ${es.weekdays[weekday]}, ${date} de ${es.months[month - 1]} de ${year}`);
    expect(lines).toEqual(expect.arrayContaining(["Nota:", "Incluye el sofá", "Y la nevera"]));
    expect(lines).toContain("El precio final se confirma en el lugar antes de empezar.");
    expect(lines).toContain(`Para aceptarla, responda a este correo o llámenos al ${business.phone}.`);
    // The same text to copy, in a read-only box the owner can select without JavaScript.
    expect(page).toContain("Quote text, in Spanish");
    expect(page).toMatch(/<textarea[^>]*readOnly=""[^>]*>Hola, Ana:\n/);
    expect(page).toContain('data-island="CopyText"');
  });

  it("in English otherwise, a single amount as Price", async () => {
    const { id } = await seedRequest({ firstName: "Bob", email: "bob@example.com" });
    await sendQuote(id, { from: "95.50", validUntil: day });
    const { address, subject, body } = decoded(mailtoOf(await detail(id))!);
    expect(address).toBe("bob@example.com");
    expect(subject).toBe(`Your quote from ${business.name}`);
    const lines = body.split("\r\n");
    expect(lines[0]).toBe("Hello Bob,");
    expect(lines).toContain("Price: $95.50");
    expect(lines).toContain(`Valid until: ${en.weekdays[weekday]}, ${en.months[month - 1]} ${date}, ${year}`);
    expect(lines).toContain("The final price is confirmed on site before we start.");
    expect(lines).toContain(`To accept, reply to this e-mail or call us at ${business.phone}.`);
    expect(lines).not.toContain("Note:");
  });
});

describe("the JSON API", () => {
  it("lists every version of the request's quote, newest first", async () => {
    const { id } = await seedRequest();
    await sendQuote(id, { from: "180", to: "240" });
    await sendQuote(id, { from: "200" });
    const res = await call(`/api/quote-requests/${id}`, { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { quotes: { version: number; lowCents: number; highCents: number; createdBy: string }[] };
    expect(body.quotes).toMatchObject([
      { version: 2, lowCents: 20000, highCents: 20000, createdBy: username },
      { version: 1, lowCents: 18000, highCents: 24000 },
    ]);
  });
});
