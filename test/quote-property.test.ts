import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { serviceTypeValues } from "../src/lib/service-types";
import { quoteSchemaFor } from "../src/routes/quote/messages";
import { call, seedRequest, signedIn } from "./admin-helpers";
import { hostileForm, hostileJson, hostileSearch, type FormCase, type JsonCase } from "./hostile-inputs";
import { confirmationAt, countQuotes, postQuote } from "./quote-helpers";

const quoteSchema = quoteSchemaFor("en").schema;

// Property tests: whatever a client sends, the answer is never a 5xx, and every request the
// endpoint accepts is in D1 exactly once, stored as the schema reads it. 470 bodies a run, new random
// ones every run, so the runs together search far more (1,300 a run cost about 6 s of the suite), then
// the hostile battery: generated bad inputs whose outcome is known, across the quote API (JSON
// and form) and the owner's search.

const contentTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "text/plain",
  "application/json; charset=utf-8",
  "multipart/form-data",
];
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ maxLength: 12_000 }),
);
const nonBlank = (max: number) => fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);
const validQuote = fc.record(
  {
    firstName: nonBlank(100),
    lastName: nonBlank(100),
    phone: fc.stringMatching(/^\+?[0-9]{3}[ .-]?[0-9]{3}[ .-]?[0-9]{4}$/),
    email: fc.stringMatching(/^[a-z0-9_+-]{1,12}(\.[a-z0-9_+-]{1,12})?@[a-z0-9]{1,15}\.[a-z]{2,6}$/),
    serviceType: fc.constantFrom(...serviceTypeValues),
    description: nonBlank(5000),
    cityZip: fc.string({ unit: "grapheme", maxLength: 100 }),
  },
  { requiredKeys: ["firstName", "lastName", "phone", "email", "serviceType", "description"] },
);
// Valid quotes with some fields replaced by anything at all (wrong types, huge or unicode strings).
const mangledQuote = fc
  .tuple(
    validQuote,
    fc.dictionary(
      fc.constantFrom("firstName", "lastName", "phone", "email", "serviceType", "description", "cityZip", "extra"),
      fc.oneof(fc.anything(), anyText),
      { maxKeys: 3 },
    ),
  )
  .map(([quote, patch]) => ({ ...quote, ...patch }));

type Tally = { accepted: number };

async function checkJson(body: unknown, tally: Tally) {
  const res = await postQuote(JSON.stringify(body), "application/json");
  expect(res.status).toBeLessThan(500);
  if (res.status !== 201) return;
  const { id } = (await res.json()) as { id: string };
  const row = await env.DB.prepare(
    "SELECT first_name, last_name, phone, email, service_type, city_zip, description FROM quote_requests WHERE id = ?",
  )
    .bind(id)
    .all();
  expect(row.results).toHaveLength(1);
  const expected = quoteSchema.parse(body);
  expect(row.results[0]).toEqual({
    first_name: expected.firstName,
    last_name: expected.lastName,
    phone: expected.phone,
    email: expected.email,
    service_type: expected.serviceType,
    city_zip: expected.cityZip ?? "",
    description: expected.description,
  });
  tally.accepted++;
}

describe("no client input produces a 5xx; every accepted request is stored exactly once", { timeout: 120_000 }, () => {
  it("valid, mangled and arbitrary JSON values (250 bodies)", async () => {
    const tally = { accepted: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof(validQuote, mangledQuote, fc.jsonValue(), fc.anything()), (body) => checkJson(body, tally)),
      { numRuns: 250 },
    );
    expect(tally.accepted).toBeGreaterThan(35);
  });

  it("form-encoded fields and garbage (120 bodies)", async () => {
    const formBody = fc.oneof(
      validQuote.map((q) => new URLSearchParams({ ...q, returnTo: "/" }).toString()),
      fc
        .dictionary(fc.oneof(fc.constantFrom("firstName", "email", "returnTo", "serviceType"), fc.string()), anyText)
        .map((d) => new URLSearchParams(d).toString()),
      fc.string({ unit: "binary" }),
      fc.constantFrom("%", "%zz", "a=%FF%FE", "=&=&&", "returnTo=//evil&firstName=%00"),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(formBody, async (body) => {
        const before = await countQuotes();
        const res = await postQuote(body, "application/x-www-form-urlencoded");
        expect(res.status).toBeLessThan(500);
        const stored = (await countQuotes()) - before;
        if (res.status === 303) {
          expect(res.headers.get("location")).toMatch(/^\/[a-z-]*\?quote=received&code=[A-Za-z0-9_-]{22}#quote-form$/);
          expect(stored).toBe(1);
          accepted++;
        } else expect(stored).toBe(0);
      }),
      { numRuns: 120 },
    );
    expect(accepted).toBeGreaterThan(10);
  });

  it("raw strings and bytes under any content type (100 bodies)", async () => {
    const rawBody = fc.oneof(anyText, fc.uint8Array({ maxLength: 2000 }));
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom(...contentTypes, null), async (body, type) => {
        const before = await countQuotes();
        const res = await postQuote(body, type);
        expect(res.status).toBeLessThan(500);
        if (res.status !== 201 && res.status !== 303) expect(await countQuotes()).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});

describe("hostile battery: no 5xx, and nothing rejected is stored", { timeout: 120_000 }, () => {
  const tally = { cases: 0, requests: 0, fiveXx: 0, storedExpected: 0, storedActual: 0, byKind: {} as Record<string, number> };
  const count = (kind: string) => {
    tally.cases++;
    tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
  };
  const answered = (res: Response) => {
    tally.requests++;
    if (res.status >= 500) tally.fiveXx++;
    return res;
  };

  async function run(kind: string, stored: 0 | 1, send: () => Promise<Response>) {
    count(kind);
    const before = await countQuotes();
    const res = answered(await send());
    const added = (await countQuotes()) - before;
    tally.storedExpected += stored;
    tally.storedActual += added;
    expect(res.status, kind).toBeLessThan(500);
    expect(added, kind).toBe(stored);
    return res;
  }

  it("quote API, JSON (150 generated bad inputs and controls)", async () => {
    await fc.assert(
      fc.asyncProperty(hostileJson(validQuote), async (c: JsonCase) => {
        const res = await run(c.kind, c.stored, () => postQuote(JSON.stringify(c.body), "application/json"));
        expect(res.status, c.kind).toBe(c.status);
        if (c.kind === "json lone surrogate") expect(JSON.stringify(await res.json())).toContain("Must be text");
      }),
      { numRuns: 150 },
    );
  });

  it("quote API, form posts (80 generated bad inputs and controls)", async () => {
    await fc.assert(
      fc.asyncProperty(hostileForm(validQuote), async (c: FormCase) => {
        const res = await run(c.kind, c.stored, () => postQuote(c.body, "application/x-www-form-urlencoded"));
        expect(res.status, c.kind).toBe(c.status);
        if (c.status === 303) expect(res.headers.get("location")).toMatch(confirmationAt("/"));
      }),
      { numRuns: 80 },
    );
  });

  it("owner search on the inbox, the API and the CSV (70 generated searches)", async () => {
    const { cookie } = await signedIn();
    const names = ["Nguyễn Thị Ánh", "O'Brien-😀-Smith", "山田 太郎", "Ελένη", "x".repeat(100)];
    // Newest of all, so a match is always on the first page whatever else the battery stored.
    const seeded = await Promise.all(names.map((lastName, i) => seedRequest({ lastName, createdAt: new Date(Date.UTC(2100, 0, 1 + i)) })));
    const before = await countQuotes();
    const find = fc.tuple(fc.nat(names.length - 1), fc.nat(), fc.nat()).map(([i, a, b]) => {
      const chars = Array.from(names[i]!);
      const start = a % chars.length;
      return { id: seeded[i]!.id, q: chars.slice(start, start + 1 + (b % (chars.length - start))).join("") };
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSearch.map((raw) => ({ raw, id: null as string | null })),
          find.map(({ id, q }) => ({ raw: encodeURIComponent(q), id })),
        ),
        async ({ raw, id }) => {
          count(id ? "search for a stored name" : "hostile search");
          const decoded = (() => {
            try {
              return decodeURIComponent(raw);
            } catch {
              return null;
            }
          })();
          const api = answered(await call(`/api/quote-requests?q=${raw}`, { cookie }));
          const inbox = answered(await call(`/admin?q=${raw}`, { cookie }));
          const csv = answered(await call(`/admin/export.csv?q=${raw}`, { cookie }));
          if (decoded !== null) expect(api.status, raw).toBe(decoded.trim().length <= 100 ? 200 : 400);
          else expect([200, 400], raw).toContain(api.status);
          expect([inbox.status, csv.status], raw).toEqual([200, 200]);
          if (id) {
            expect(
              ((await api.json()) as { items: { id: string }[] }).items.map((r) => r.id),
              raw,
            ).toContain(id);
            expect(await inbox.text(), raw).toContain(`/admin/requests/${id}"`);
            expect(await csv.text(), raw).toContain(id);
          }
        },
      ),
      { numRuns: 70 },
    );
    expect(await countQuotes()).toBe(before);
  });

  afterAll(() => {
    // The figures the issue asks to report; the assertions above already hold them to 0 and to equal.
    console.log(
      `hostile battery: ${tally.cases} cases, ${tally.requests} requests, 5xx: ${tally.fiveXx}, rows stored: ${tally.storedActual} (expected ${tally.storedExpected})\n` +
        Object.entries(tally.byKind)
          .map(([kind, n]) => `  ${kind}: ${n}`)
          .join("\n"),
    );
    expect(tally.fiveXx).toBe(0);
    expect(tally.storedActual).toBe(tally.storedExpected);
  });
});
