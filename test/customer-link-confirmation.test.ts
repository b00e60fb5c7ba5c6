import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { openCustomerLink } from "../src/auth/customer-links";
import { hashToken } from "../src/auth/session";
import { faultyD1, outage } from "./fault-injection";
import type { Submission } from "../src/db/quote-requests";
import { keptQueue } from "../src/jobs/kept-requests";
import { db } from "./admin-helpers";
import { get, rendered } from "./html";
import { eventually, postFormWith, postJsonWith, postMultipartWith } from "./outage-helpers";
import { countQuotes, postJson, validQuote } from "./quote-helpers";

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

/** The token of the plain form's redirect to the confirmation, checked for shape. */
const redirectToken = (res: Response, returnTo: string) => {
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  const escaped = returnTo.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  expect(location).toMatch(new RegExp(`^${escaped}\\?quote=received&my=[A-Za-z0-9_-]{43}(&[^#]*)?#quote-form$`));
  return { location, token: new URL(location, "http://localhost").searchParams.get("my")! };
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
    expect(await countQuotes("idempotency_key = ?", `k:${key}`)).toBe(1);
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

    const form = redirectToken(await postFormWith(up, { ...validQuote, returnTo: "/", website: "buy pills" }), "/");
    expect(await opens(form.token)).toBeNull();
    expect(await countQuotes()).toBe(before);
  });
});

describe("the plain form's confirmation", () => {
  it("redirects with the token, and the page shows the link to save, in English", async () => {
    const key = newKey();
    const { location, token } = redirectToken(
      await postFormWith(up, { ...validQuote, firstName: "Plainform", returnTo: "/junk-removal", locale: "en", idempotencyKey: key }),
      "/junk-removal",
    );
    const stored = await env.DB.prepare("SELECT id FROM quote_requests WHERE idempotency_key = ?").bind(`k:${key}`).first<{ id: string }>();
    expect(await opens(token)).toBe(stored!.id);

    const res = await get(location);
    expect(res.status).toBe(200);
    const { shown, href, text } = savedLink(await res.text());
    expect(shown).toContain("Quote request received");
    expect(shown).toContain("This link is your page for this job");
    // Its whole address, to select, and texted to themselves in one tap (the sms: form iOS and Android both read).
    expect(shown).toContain(`>http://localhost/my/${token}</p>`);
    expect(shown).toContain(`href="sms:?&amp;body=${encodeURIComponent(`http://localhost/my/${token}`)}"`);
    // No customer e-mail on this site: no "E-mail it to me".
    expect(shown).not.toContain("E-mail it to me");
    expect(href).toBe(`/my/${token}`);
    expect(text).toBe("Open your page");
  });

  it("redirects a multipart post (the form with its file field) the same way", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validQuote, firstName: "Multipart", returnTo: "/", locale: "en" }))
      form.set(name, value);
    const { token } = redirectToken(await postMultipartWith(up, form), "/");
    expect((await openCustomerLink(db, token))?.request.firstName).toBe("Multipart");
  });

  it("shows the link in Spanish on a Spanish page", async () => {
    const { location, token } = redirectToken(
      await postFormWith(up, { ...validQuote, firstName: "Lucía", returnTo: "/es/", locale: "es", idempotencyKey: newKey() }),
      "/es/",
    );
    expect((await openCustomerLink(db, token))?.request).toMatchObject({ firstName: "Lucía", locale: "es" });
    const { shown, href, text } = savedLink(await (await get(location)).text());
    expect(shown).toContain("Este enlace es su página para este trabajo");
    expect(shown).toContain("Enviárselo por mensaje");
    expect(shown).not.toContain("This link is your page");
    expect(href).toBe(`/my/${token}`);
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
    expect(await eventually(async () => (await countQuotes("idempotency_key = ?", `k:${key}`)) === 1)).toBe(true);
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

  it("redirects the plain form's post with the token, which opens the request once the kept copy is written", async () => {
    const key = newKey();
    const { token } = redirectToken(
      await postFormWith(
        { DB: faultyD1(env.DB, outage()) },
        { ...validQuote, returnTo: "/junk-removal", locale: "en", idempotencyKey: key },
      ),
      "/junk-removal",
    );
    expect(await eventually(async () => (await countQuotes("idempotency_key = ?", `k:${key}`)) === 1)).toBe(true);
    expect((await openCustomerLink(db, token))?.request.idempotencyKey).toBe(`k:${key}`);
  });

  it("writes a kept copy delivered twice (a redelivery, or after the late write landed) once, link and all, and acks both", async () => {
    const token = "K".repeat(43);
    const kept: Submission = {
      id: crypto.randomUUID(),
      key: `k:${newKey()}`,
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
