import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteSchema } from "../src/lib/quote-schema";
import { serviceTypeValues } from "../src/lib/service-types";
import { countQuotes, postQuote } from "./quote-helpers";

// Property tests: whatever a client sends, the answer is never a 5xx, and every request the
// endpoint accepts is in D1 exactly once, stored as the schema reads it. 1300 bodies in all.

const contentTypes = ["application/json", "application/x-www-form-urlencoded", "text/plain", "application/json; charset=utf-8", "multipart/form-data"];
const anyText = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary", maxLength: 300 }), fc.string({ maxLength: 12_000 }));
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
  .tuple(validQuote, fc.dictionary(fc.constantFrom("firstName", "lastName", "phone", "email", "serviceType", "description", "cityZip", "extra"), fc.oneof(fc.anything(), anyText), { maxKeys: 3 }))
  .map(([quote, patch]) => ({ ...quote, ...patch }));

type Tally = { accepted: number };

async function checkJson(body: unknown, tally: Tally) {
  const res = await postQuote(JSON.stringify(body), "application/json");
  expect(res.status).toBeLessThan(500);
  if (res.status !== 201) return;
  const { id } = (await res.json()) as { id: string };
  const row = await env.DB.prepare("SELECT first_name, last_name, phone, email, service_type, city_zip, description FROM quote_requests WHERE id = ?").bind(id).all();
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

describe("no client input produces a 5xx; every accepted request is stored exactly once", { timeout: 60_000 }, () => {
  it("valid, mangled and arbitrary JSON values (700 bodies)", async () => {
    const tally = { accepted: 0 };
    await fc.assert(fc.asyncProperty(fc.oneof(validQuote, mangledQuote, fc.jsonValue(), fc.anything()), (body) => checkJson(body, tally)), { numRuns: 700 });
    expect(tally.accepted).toBeGreaterThan(100);
  });

  it("form-encoded fields and garbage (350 bodies)", async () => {
    const formBody = fc.oneof(
      validQuote.map((q) => new URLSearchParams({ ...q, returnTo: "/" }).toString()),
      fc.dictionary(fc.oneof(fc.constantFrom("firstName", "email", "returnTo", "serviceType"), fc.string()), anyText).map((d) => new URLSearchParams(d).toString()),
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
          expect(res.headers.get("location")).toMatch(/^\/[a-z-]*\?quote=received#contact$/);
          expect(stored).toBe(1);
          accepted++;
        } else expect(stored).toBe(0);
      }),
      { numRuns: 350 },
    );
    expect(accepted).toBeGreaterThan(30);
  });

  it("raw strings and bytes under any content type (250 bodies)", async () => {
    const rawBody = fc.oneof(anyText, fc.uint8Array({ maxLength: 2000 }));
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom(...contentTypes, null), async (body, type) => {
        const before = await countQuotes();
        const res = await postQuote(body, type);
        expect(res.status).toBeLessThan(500);
        if (res.status !== 201 && res.status !== 303) expect(await countQuotes()).toBe(before);
      }),
      { numRuns: 250 },
    );
  });
});
