import { beforeAll, describe, expect, it } from "vitest";
import { call, seedRequest, signedIn } from "./admin-helpers";

// The owner's search must work for anything the search field accepts (100 characters, any
// script): D1 refuses LIKE patterns over 50 bytes, so a long search once answered 500.

let cookie = "";
const ids: Record<string, string> = {};
const long = {
  ascii: "a".repeat(100),
  accented: "é".repeat(100),
  emoji: "😀".repeat(50),
  cjk: "東京都".repeat(33),
  mixed: "José Núñez-O'Brien 🚚 Ελένη Παπαδοπούλου Иван Петров 山田太郎 محمد علي 77379 junk".padEnd(100, "!"),
};

beforeAll(async () => {
  ({ cookie } = await signedIn());
  await seedRequest({ firstName: "Unrelated", lastName: "Person", email: "someone@example.com" });
  for (const [key, text] of Object.entries(long)) ids[key] = (await seedRequest({ lastName: text })).id;
  ids.wildcards = (await seedRequest({ cityZip: "Spring big%_sale\\ deal" })).id;
});

async function apiIds(q: string) {
  const res = await call(`/api/quote-requests?q=${encodeURIComponent(q)}`, { cookie });
  expect(res.status, q).toBe(200);
  return ((await res.json()) as { items: { id: string }[] }).items.map((r) => r.id);
}

async function inboxIds(q: string) {
  const res = await call(`/admin?q=${encodeURIComponent(q)}`, { cookie });
  expect(res.status, q).toBe(200);
  return [...(await res.text()).matchAll(/href="\/admin\/requests\/([0-9a-f-]{36})"/g)]
    .map((m) => m[1]!)
    .filter((id, i, all) => all.indexOf(id) === i);
}

async function csvIds(q: string) {
  const res = await call(`/admin/export.csv?q=${encodeURIComponent(q)}`, { cookie });
  expect(res.status, q).toBe(200);
  return [...(await res.text()).matchAll(/,([0-9a-f-]{36})(?:,[^,\r\n]*){23}\r\n/g)].map((m) => m[1]!);
}

describe("owner search of any length the field allows", () => {
  for (const [key, q] of Object.entries(long)) {
    it(`answers a ${q.length}-character ${key} search with 200 and the matching row on the API, the inbox and the CSV`, async () => {
      expect(q.length).toBeLessThanOrEqual(100);
      expect(new TextEncoder().encode(q).length).toBeGreaterThan(49);
      expect(await apiIds(q)).toEqual([ids[key]]);
      expect(await inboxIds(q)).toEqual([ids[key]]);
      expect(await csvIds(q)).toEqual([ids[key]]);
    });
  }

  it("finds the end of a long name from a 60-byte search, ignoring ASCII case", async () => {
    const q = long.ascii.slice(0, 60).toUpperCase();
    expect(await apiIds(q)).toEqual([ids.ascii]);
  });

  it("matches %, _ and \\ literally: they are text, not wildcards or escapes", async () => {
    expect(await apiIds("big%_sale\\")).toEqual([ids.wildcards]);
    expect(await apiIds("%_")).toEqual([ids.wildcards]);
    expect(await apiIds("%o")).toEqual([]);
  });
});
