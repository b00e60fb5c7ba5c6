import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rateLimitKey } from "../src/auth/rate-limit-key";
import { confirmationAt, countQuotes, postForm, postJson, postQuote, uuid, validQuote, inOneRateWindow } from "./quote-helpers";

// What the attack run found at the quote endpoint: bots that fill the honeypot with a non-string,
// IPv6 clients with a whole /64 of addresses, and JSON text that is not well-formed Unicode.

let markers = 0;
const marked = () => `Hostile${++markers}-${crypto.randomUUID().slice(0, 8)}`;

async function expectDecoy(res: Response, lastName: string) {
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: string; status: string; createdAt: string };
  expect(body).toMatchObject({ id: expect.stringMatching(uuid), status: "pending" });
  expect(await countQuotes("id = ? OR last_name = ?", body.id, lastName)).toBe(0);
}

describe("honeypot: any value but absent, empty or whitespace is a bot", () => {
  for (const website of [123, 0, true, false, null, ["x"], [], { a: 1 }, {}, "x", " bot "]) {
    it(`answers JSON with website: ${JSON.stringify(website)} like a stored request (201) and stores nothing`, async () => {
      const lastName = marked();
      await expectDecoy(await postJson({ ...validQuote, lastName, website }), lastName);
    });
  }

  it("stores a JSON request whose website is absent, empty or whitespace", async () => {
    for (const extra of [{}, { website: "" }, { website: "  \n\t" }]) {
      const lastName = marked();
      expect((await postJson({ ...validQuote, lastName, ...extra })).status).toBe(201);
      expect(await countQuotes("last_name = ?", lastName)).toBe(1);
    }
  });

  it("answers a form post with any non-blank website value, even after an empty one, with the confirmation (303) and stores nothing", async () => {
    for (const honeypot of ["website=123", "website=true", "website=&website=x", "website=%20&website=%5B%22x%22%5D"]) {
      const lastName = marked();
      const body = `${new URLSearchParams({ ...validQuote, lastName, returnTo: "/" })}&${honeypot}`;
      const res = await postQuote(body, "application/x-www-form-urlencoded");
      expect(res.status, honeypot).toBe(303);
      expect(res.headers.get("location")).toMatch(confirmationAt("/"));
      expect(await countQuotes("last_name = ?", lastName), honeypot).toBe(0);
    }
  });

  it("stores a form post whose website fields are all empty or whitespace", async () => {
    const lastName = marked();
    const res = await postQuote(
      `${new URLSearchParams({ ...validQuote, lastName, returnTo: "/" })}&website=&website=%20`,
      "application/x-www-form-urlencoded",
    );
    expect(res.status).toBe(303);
    expect(await countQuotes("last_name = ?", lastName)).toBe(1);
  });
});

describe("text that is not well-formed Unicode", () => {
  const textFields = ["firstName", "lastName", "phone", "email", "description", "cityZip"] as const;
  for (const field of textFields) {
    for (const lone of ["\ud800", "\udfff", "\ude00\ud83d"]) {
      it(`answers 400 "Must be text" for ${JSON.stringify(lone)} in ${field}, storing nothing`, async () => {
        const lastName = marked();
        const quote: Record<string, string> = { ...validQuote, lastName, cityZip: "77379" };
        quote[field] = field === "email" ? `ma${lone}ria@example.com` : `${quote[field]}${lone}`;
        const res = await postJson(quote);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe("Must be text");
        expect(await countQuotes("last_name = ? OR last_name = ?", lastName, quote.lastName)).toBe(0);
      });
    }
  }

  it("stores well-formed text outside the Basic Multilingual Plane unchanged (emoji, rare CJK)", async () => {
    const lastName = `${marked()} 😀𠀋`;
    const res = await postJson({ ...validQuote, lastName, description: "Sofa 🛋️ and fridge 🧊" });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT last_name, description FROM quote_requests WHERE last_name = ?").bind(lastName).first();
    expect(row).toEqual({ last_name: lastName, description: "Sofa 🛋️ and fridge 🧊" });
  });
});

describe("rate-limit keys", () => {
  const key = (ip?: string) =>
    rateLimitKey(new Request("http://localhost/", { headers: ip === undefined ? {} : { "cf-connecting-ip": ip } }));

  it("keys IPv4 clients by address and IPv6 clients by their /64, however the address is written", () => {
    expect(key("203.0.113.7")).toBe("203.0.113.7");
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:0:0:0:9",
      "[2001:db8:1:2::abcd]",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(key(ip), ip).toBe("2001:db8:1:2::/64");
    }
    expect(key("::1")).toBe("0:0:0:0::/64");
    expect(key("2001:db8::1:2:3:4")).toBe("2001:db8:0:0::/64");
    expect(key("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(key("2001:db8:1:3::1")).not.toBe(key("2001:db8:1:2::1"));
  });

  it("gives a missing or unreadable client address a bounded key of its own", () => {
    expect(key()).toBe("unknown");
    expect(key("not an ip")).toBe("other:not an ip");
    expect(key("x".repeat(500)).length).toBeLessThanOrEqual(70);
  });

  it("puts every IPv6 address of one /64 into one quote rate-limit bucket", async () => {
    await inOneRateWindow(async (attempt) => {
      for (let i = 1; i <= 5; i++)
        expect((await postJson(validQuote, { "cf-connecting-ip": `2001:db8:77:${1 + 10 * attempt}::${i}` })).status).toBe(201);
      expect((await postJson(validQuote, { "cf-connecting-ip": `2001:db8:77:${1 + 10 * attempt}:dead:beef:0:1` })).status).toBe(429);
      expect((await postForm({ ...validQuote, returnTo: "/" }, { "cf-connecting-ip": `2001:db8:77:${1 + 10 * attempt}::99` })).status).toBe(
        429,
      );
      expect((await postJson(validQuote, { "cf-connecting-ip": `2001:db8:77:${2 + 10 * attempt}::1` })).status).toBe(201);
    });
  });
});
