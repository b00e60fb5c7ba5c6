import fc from "fast-check";
import { quoteLimits } from "../src/lib/quote-fields";

// Generated hostile inputs for the battery in quote-property.test.ts. Every case carries the
// outcome a client must see, so the battery can check it: a bad input is refused (4xx) or, for a
// filled honeypot, answered like a success; either way nothing is stored. Controls are valid
// requests carrying hostile-looking text, which must be stored exactly once.

type Quote = Record<string, string>;
export type JsonCase = { kind: string; body: unknown; status: number; stored: 0 | 1 };
export type FormCase = { kind: string; body: string; status: number; stored: 0 | 1 };

const textFields = ["firstName", "lastName", "phone", "email", "description", "cityZip"] as const;
const maxLength = {
  firstName: quoteLimits.name,
  lastName: quoteLimits.name,
  phone: quoteLimits.phone,
  email: quoteLimits.email,
  description: quoteLimits.description,
  cityZip: quoteLimits.cityZip,
};
const loneSurrogate = fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff");
const insertAt = (text: string, piece: string, at: number) => text.slice(0, at) + piece + text.slice(at);
/** The spec of the honeypot, restated: only absent, "" or whitespace is a person. */
const filled = (v: unknown) => v !== undefined && !(typeof v === "string" && v.trim() === "");
const notText = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
// Text an attacker hopes will run somewhere: in a page, a spreadsheet, SQL, a template or a path.
export const payloads = fc.constantFrom(
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '=HYPERLINK("http://evil.example","x")',
  "+cmd|' /C calc'!A0",
  "'; DROP TABLE quote_requests; --",
  '" OR ""="',
  "{{7*7}} ${7*7}",
  "../../etc/passwd",
  "\u202Egnp.exe",
  "%00%27",
  "\u0000",
);

export const hostileJson = (validQuote: fc.Arbitrary<Quote>): fc.Arbitrary<JsonCase> =>
  fc.oneof(
    fc
      .tuple(validQuote, fc.anything().filter(filled))
      .map(([q, website]) => ({ kind: "json honeypot", body: { ...q, website }, status: 201, stored: 0 as const })),
    fc.tuple(validQuote, fc.constantFrom(...textFields), loneSurrogate, fc.nat()).map(([q, field, lone, at]) => {
      const base = q[field] ?? "";
      return {
        kind: "json lone surrogate",
        body: { ...q, [field]: insertAt(base, lone, at % (base.length + 1)) },
        status: 400,
        stored: 0 as const,
      };
    }),
    fc
      .tuple(validQuote, fc.constantFrom(...textFields, "serviceType"), notText)
      .map(([q, field, value]) => ({ kind: "json wrong type", body: { ...q, [field]: value }, status: 400, stored: 0 as const })),
    fc.tuple(validQuote, fc.constantFrom(...textFields), fc.integer({ min: 1, max: 40 })).map(([q, field, extra]) => ({
      kind: "json too long",
      body: { ...q, [field]: "a".repeat(maxLength[field] + extra) },
      status: 400,
      stored: 0 as const,
    })),
    fc
      .tuple(
        validQuote,
        fc.constantFrom("firstName", "lastName", "phone", "email", "serviceType", "description"),
        fc.constantFrom(undefined, "", "   "),
      )
      .map(([q, field, value]) => ({
        kind: "json missing field",
        body: { ...q, [field]: value },
        status: 400,
        stored: 0 as const,
      })),
    fc.tuple(validQuote, fc.constantFrom("email", "phone", "serviceType"), payloads).map(([q, field, payload]) => ({
      kind: "json payload in a checked field",
      body: { ...q, [field]: payload },
      status: 400,
      stored: 0 as const,
    })),
    fc.tuple(validQuote, fc.constantFrom("firstName", "lastName", "description", "cityZip"), payloads).map(([q, field, payload]) => ({
      kind: "json control: payload as plain text",
      body: { ...q, [field]: `${q[field] ?? ""} ${payload}`.slice(-maxLength[field as keyof typeof maxLength]) },
      status: 201,
      stored: 1 as const,
    })),
  );

const form = (fields: Record<string, string>, extra = "") => `${new URLSearchParams(fields)}${extra}`;
const blank = fc.constantFrom("", " ", "\t");

export const hostileForm = (validQuote: fc.Arbitrary<Quote>): fc.Arbitrary<FormCase> =>
  fc.oneof(
    fc.tuple(validQuote, fc.string({ minLength: 1 }).filter(filled), fc.option(blank)).map(([q, website, decoy]) => ({
      kind: "form honeypot",
      body: form(
        { ...q, returnTo: "/" },
        `${decoy === null ? "" : `&website=${encodeURIComponent(decoy)}`}&website=${encodeURIComponent(website)}`,
      ),
      status: 303,
      stored: 0 as const,
    })),
    fc.tuple(validQuote, fc.constantFrom("email", "phone", "serviceType"), payloads).map(([q, field, payload]) => ({
      kind: "form payload in a checked field",
      body: form({ ...q, [field]: payload, returnTo: "/" }),
      status: 400,
      stored: 0 as const,
    })),
    fc.tuple(validQuote, fc.constantFrom(...textFields), fc.integer({ min: 1, max: 40 })).map(([q, field, extra]) => ({
      kind: "form too long",
      body: form({ ...q, [field]: "a".repeat(maxLength[field] + extra), returnTo: "/" }),
      status: 400,
      stored: 0 as const,
    })),
    fc
      .tuple(
        validQuote,
        fc.constantFrom("//evil.example", "https://evil.example/", "javascript:alert(1)", "/admin", "/%2e%2e/", "\\\\evil"),
      )
      .map(([q, returnTo]) => ({
        kind: "form control: hostile returnTo",
        body: form({ ...q, returnTo }),
        status: 303,
        stored: 1 as const,
      })),
  );

/** Search text for the owner's inbox: any script, emoji, SQL and LIKE syntax, and raw bytes that are not UTF-8. */
export const hostileSearch = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 100 }).map(encodeURIComponent),
  fc.string({ unit: "grapheme-ascii", maxLength: 120 }).map(encodeURIComponent),
  fc.constantFrom("%", "_", "\\", "%%%%", "' OR 1=1 --", "😀".repeat(50), "é".repeat(100), "a".repeat(101)).map(encodeURIComponent),
  payloads.map(encodeURIComponent),
  fc.uint8Array({ minLength: 1, maxLength: 120 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")),
);
