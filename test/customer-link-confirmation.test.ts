import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import { openCustomerLink } from "../src/auth/customer-links";
import { hashToken } from "../src/auth/session";
import { faultyD1, outage } from "./fault-injection";
import type { Submission } from "../src/db/quote-requests";
import { keptQueue } from "../src/jobs/kept-requests";
import { db } from "./admin-helpers";
import { get, rendered } from "./html";
import { eventually, postFormWith, postJsonWith, postMultipartWith } from "./outage-helpers";
import { confirmationAt, countByKey, countQuotes, keyHashOf, postJson, validQuote } from "./quote-helpers";

// Issue 32: every request sent gets the link to the customer's own page, shown once on the
// confirmation (the island's JSON answer, or the plain form's redirect), and the link opens that
// request: stored at once, stored later from the kept copy, or the first of a repeated submission.

const up = {};
const newKey = () => crypto.randomUUID();
const myPage = /^\/my\/([A-Za-z0-9_-]{43})$/;

type Created = { id: string; status: string; createdAt: string; myPage?: string };
const created = async (res: Response) => {
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
};
/** The token of an answer's myPage, checked for shape. */
const tokenOf = (answer: Created) => {
  expect(answer.myPage).toMatch(myPage);
  return myPage.exec(answer.myPage!)![1]!;
};
const opens = async (token: string) => (await openCustomerLink(db, token))?.request.id ?? null;
const linkCount = async (quoteRequestId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM customer_links WHERE quote_request_id = ?").bind(quoteRequestId).first<{ n: number }>())!
    .n;

/** The token of the plain form's redirect to the confirmation while D1 is down, checked for shape. */
const redirectToken = (res: Response, returnTo: string) => {
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location).toMatch(confirmationAt(returnTo, "", "token"));
  return { location, token: new URL(location, "http://localhost").searchParams.get("my")! };
};

/** The one-time code of the plain form's redirect to the confirmation (issue 43), checked for shape: no token in it. */
const redirectCode = (res: Response, returnTo: string) => {
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location).toMatch(confirmationAt(returnTo));
  expect(location).not.toContain("my=");
  return { location, code: new URL(location, "http://localhost").searchParams.get("code")! };
};
/** The token of the link a confirmation page shows. */
const shownToken = (html: string) => {
  const { href } = savedLink(html);
  expect(href).toMatch(myPage);
  return myPage.exec(href!)![1]!;
};

/** The confirmation's "save this page" block: its words and its link's address. */
const savedLink = (html: string) => {
  const shown = rendered(html);
  const link = /<a href="(\/my\/[^"]*)"[^>]*>([^<]*)<\/a>/.exec(shown);
  return { shown, href: link?.[1] ?? null, text: link?.[2] ?? null };
};

describe("the link to the customer's page, given with the confirmation", () => {
  it("answers the island's post with myPage, which opens the stored request", async () => {
    const answer = await created(await postJson({ ...validQuote, firstName: "Linked", idempotencyKey: newKey() }));
    const token = tokenOf(answer);
    expect(await opens(token)).toBe(answer.id);
    const row = await env.DB.prepare("SELECT token_hash, created_by FROM customer_links WHERE quote_request_id = ?")
      .bind(answer.id)
      .first<{ token_hash: string; created_by: string }>();
    expect(row).toEqual({ token_hash: await hashToken(token), created_by: "customer" });
  });

  it("answers a repeated submission with a new link to the first request, both working", async () => {
    const key = newKey();
    const first = await created(await postJsonWith(up, { ...validQuote, idempotencyKey: key }));
    const again = await created(await postJsonWith(up, { ...validQuote, idempotencyKey: key }));
    expect(again.id).toBe(first.id);
    const [a, b] = [tokenOf(first), tokenOf(again)];
    expect(b).not.toBe(a);
    expect(await opens(a)).toBe(first.id);
    expect(await opens(b)).toBe(first.id);
    expect(await countByKey(key)).toBe(1);
    expect(await linkCount(first.id)).toBe(2);
  });

  it("answers a honeypot-filled post with a link of the same shape that opens nothing", async () => {
    const before = await countQuotes();
    const links = async () => (await env.DB.prepare("SELECT count(*) AS n FROM customer_links").first<{ n: number }>())!.n;
    const linksBefore = await links();
    const answer = await created(await postJson({ ...validQuote, website: "buy pills" }));
    expect(await opens(tokenOf(answer))).toBeNull();
    expect(await countQuotes()).toBe(before);
    expect(await links()).toBe(linksBefore);

    // The plain form's: a code of the same shape, which its confirmation exchanges for nothing.
    const form = redirectCode(await postFormWith(up, { ...validQuote, returnTo: "/", website: "buy pills" }), "/");
    const page = await (await get(form.location)).text();
    expect(rendered(page)).toContain("Quote request received");
    expect(savedLink(page).href).toBeNull();
    expect(await countQuotes()).toBe(before);
    expect(await links()).toBe(linksBefore);
  });
});

describe("the plain form's confirmation", () => {
  it("redirects with a one-time code, never the token; the page exchanges it for the link to save, once (issue 43)", async () => {
    const key = newKey();
    const { location } = redirectCode(
      await postFormWith(up, { ...validQuote, firstName: "Plainform", returnTo: "/junk-removal", locale: "en", idempotencyKey: key }),
      "/junk-removal",
    );
    const stored = await env.DB.prepare("SELECT id FROM quote_requests WHERE idempotency_key_hash = ?")
      .bind(await keyHashOf(key))
      .first<{ id: string }>();
    // No link yet: the code is the request's only way to one, and only its hash is kept.
    expect(await linkCount(stored!.id)).toBe(0);

    const res = await get(location);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const { shown, text } = savedLink(html);
    expect(shown).toContain("Quote request received");
    const token = shownToken(html);
    expect(shown).toContain("This link is your page for this job");
    // Its whole address, to select, and texted to themselves in one tap (the sms: form iOS and Android both read).
    expect(shown).toContain(`>http://localhost/my/${token}</p>`);
    expect(shown).toContain(`href="sms:?&amp;body=${encodeURIComponent(`http://localhost/my/${token}`)}"`);
    // No customer e-mail on this site: no "E-mail it to me".
    expect(shown).not.toContain("E-mail it to me");
    expect(text).toBe("Open your page");
    expect(await opens(shownToken(html))).toBe(stored!.id);
    expect(await linkCount(stored!.id)).toBe(1);

    // A reload, or the address from the history: the code is used, the page says received, with no link.
    const again = await (await get(location)).text();
    expect(rendered(again)).toContain("Quote request received");
    expect(savedLink(again).href).toBeNull();
    expect(await linkCount(stored!.id)).toBe(1);
  });

  it("exchanges no code older than ten minutes, and none after the owner revoked the request's links", async () => {
    const post = () => postFormWith(up, { ...validQuote, returnTo: "/", locale: "en", idempotencyKey: newKey() });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() - 11 * 60_000);
      const stale = redirectCode(await post(), "/");
      vi.useRealTimers();
      expect(savedLink(await (await get(stale.location)).text()).href).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    const fresh = redirectCode(await post(), "/");
    const id = (await env.DB.prepare("SELECT quote_request_id AS id FROM confirmation_codes WHERE code_hash = ?")
      .bind(await hashToken(fresh.code))
      .first<{ id: string }>())!.id;
    await env.DB.prepare(
      "INSERT INTO customer_links (token_hash, quote_request_id, created_at, created_by, revoked_at) VALUES ('x', ?, 1, 'owner', 2)",
    )
      .bind(id)
      .run();
    expect(savedLink(await (await get(fresh.location)).text()).href).toBeNull();
  });

  it("redirects a multipart post (the form with its file field) the same way", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validQuote, firstName: "Multipart", returnTo: "/", locale: "en" }))
      form.set(name, value);
    const { location } = redirectCode(await postMultipartWith(up, form), "/");
    const token = shownToken(await (await get(location)).text());
    expect((await openCustomerLink(db, token))?.request.firstName).toBe("Multipart");
  });

  it("shows the link in Spanish on a Spanish page", async () => {
    const { location } = redirectCode(
      await postFormWith(up, { ...validQuote, firstName: "Lucía", returnTo: "/es/", locale: "es", idempotencyKey: newKey() }),
      "/es/",
    );
    const html = await (await get(location)).text();
    const { shown, text } = savedLink(html);
    expect((await openCustomerLink(db, shownToken(html)))?.request).toMatchObject({ firstName: "Lucía", locale: "es" });
    expect(shown).toContain("Este enlace es su página para este trabajo");
    expect(shown).toContain("Enviárselo por mensaje");
    expect(shown).not.toContain("This link is your page");
    expect(text).toBe("Abrir su página");
  });

  it("shows no link for a my= value of the wrong shape, and nothing of it in the page", async () => {
    const good = "A".repeat(43);
    for (const forged of [
      "A".repeat(42),
      "A".repeat(44),
      `${"A".repeat(42)}+`,
      `${"A".repeat(42)}/`,
      `"><script>alert(1)</script>${"A".repeat(10)}`,
      `../../admin${"A".repeat(32)}`,
      `https://evil.example/${"A".repeat(23)}`,
    ]) {
      const html = await (await get(`/junk-removal?quote=received&my=${encodeURIComponent(forged)}`)).text();
      // Booleans: a failure names the forged value, not the whole page.
      expect(rendered(html).includes("Quote request received"), forged).toBe(true);
      // Not in the markup, nor in the island's props.
      expect(html.includes("/my/"), forged).toBe(false);
      expect(rendered(html).includes("This link is your page"), forged).toBe(false);
    }
    // A token of the right shape is shown (whether it opens anything is the page's business, not the confirmation's).
    expect(savedLink(await (await get(`/junk-removal?quote=received&my=${good}`)).text()).href).toBe(`/my/${good}`);
    // Without quote=received there is no confirmation, and no link.
    expect((await (await get(`/junk-removal?my=${good}`)).text()).includes("/my/")).toBe(false);
  });
});

describe("a request kept while the database is down", () => {
  it("gets its link written with the kept copy: the token given at once opens the request once D1 takes it", async () => {
    const key = newKey();
    const answer = await created(await postJsonWith({ DB: faultyD1(env.DB, outage()) }, { ...validQuote, idempotencyKey: key }));
    const token = tokenOf(answer);
    expect(await eventually(async () => (await countByKey(key)) === 1)).toBe(true);
    expect(await opens(token)).toBe(answer.id);
    expect(await linkCount(answer.id)).toBe(1);
    // Made when the visitor was answered, as the request was: the kept copy carries both.
    const times = await env.DB.prepare(
      "SELECT l.created_at AS link, q.created_at AS request, l.created_by AS by FROM customer_links l JOIN quote_requests q ON q.id = l.quote_request_id WHERE q.id = ?",
    )
      .bind(answer.id)
      .first<{ link: number; request: number; by: string }>();
    expect(times).toEqual({ link: Date.parse(answer.createdAt), request: Date.parse(answer.createdAt), by: "customer" });
  });

  it("redirects the plain form's post with the token (no code can be kept), which opens the request once the kept copy is written", async () => {
    const key = newKey();
    const { token } = redirectToken(
      await postFormWith(
        { DB: faultyD1(env.DB, outage()) },
        { ...validQuote, returnTo: "/junk-removal", locale: "en", idempotencyKey: key },
      ),
      "/junk-removal",
    );
    expect(await eventually(async () => (await countByKey(key)) === 1)).toBe(true);
    expect((await openCustomerLink(db, token))?.request.idempotencyKeyHash).toBe(await keyHashOf(key));
  });

  it("writes a kept copy delivered twice (a redelivery, or after the late write landed) once, link and all, and acks both", async () => {
    const token = "K".repeat(43);
    const kept: Submission = {
      id: crypto.randomUUID(),
      keyHash: await keyHashOf(newKey()),
      receivedAt: Date.now() - 60_000,
      input: { ...validQuote, serviceType: "junk-removal", firstName: "Twice", cityZip: "77373" },
      origin: { sourcePage: "/junk-removal", locale: "en" },
      photoUrls: [],
      newPhotos: [],
      linkHash: await hashToken(token),
    };
    const deliver = async () => {
      const acked: string[] = [];
      const retried: string[] = [];
      const message = {
        id: "m0",
        timestamp: new Date(),
        attempts: 1,
        body: kept,
        ack: () => acked.push("m0"),
        retry: () => retried.push("m0"),
      };
      await worker.queue({ queue: keptQueue, messages: [message], ackAll() {}, retryAll() {} } as unknown as MessageBatch<Submission>, env);
      return { acked, retried };
    };
    expect(await deliver()).toEqual({ acked: ["m0"], retried: [] });
    expect(await deliver()).toEqual({ acked: ["m0"], retried: [] });
    expect(await countQuotes("id = ?", kept.id)).toBe(1);
    expect(await linkCount(kept.id)).toBe(1);
    expect(await opens(token)).toBe(kept.id);
  });
});
