import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { alertOwnerOfCustomer, type CustomerAlertEnv, type CustomerAlertEvent } from "../src/push/customer-alerts";
import type { Background } from "../src/trace/background";
import { signedIn } from "./admin-helpers";
import { fakePushService, makeDevice, subscribeDevice, type Device } from "./push-helpers";

// Issue 32: the owner hears when a customer approves, asks or moves on their own page: a push every
// member's device decrypts, and an e-mail to the business when the lead e-mail is set up.

const db = getDb(env);
const maria = {
  id: "7c0f5d8e-2f9a-4a51-9d57-3c1e0b6a9f10",
  firstName: "Maria",
  lastName: "Lopez",
  phone: "(281) 555-0199",
  email: "maria@example.com",
};
const approved: CustomerAlertEvent = { kind: "approved", detail: { version: 2 } };
const question: CustomerAlertEvent = { kind: "question", detail: { text: "Can you also take the old washer\nin the garage?" } };
const moved: CustomerAlertEvent = {
  kind: "moved",
  detail: { fromDate: "2030-03-04", fromWindow: "07-09", toDate: "2030-03-05", toWindow: "13-15" },
};

/** A Background that keeps the work, for the test to wait on it. */
function collecting() {
  const work: Promise<unknown>[] = [];
  const background: Background = (p) => void work.push(p);
  return { background, settled: () => Promise.allSettled(work) };
}

type Mail = { from: string; to: string; replyTo?: string; subject: string; text: string };
function mailbox(fail = false) {
  const sent: Mail[] = [];
  const QUOTE_EMAIL = {
    send: async (m: Mail) => {
      if (fail) throw new Error("Email Routing refused it");
      sent.push(m);
    },
  } as unknown as SendEmail;
  return { sent, env: { QUOTE_EMAIL, QUOTE_NOTIFY_TO: "owner@example.com", QUOTE_NOTIFY_FROM: "site@example.com" } };
}

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

let devices: Device[] = [];
beforeAll(async () => {
  devices = [await makeDevice(), await makeDevice()];
  await subscribeDevice((await signedIn()).cookie, devices[0]!);
  await subscribeDevice((await signedIn()).cookie, devices[1]!);
});

async function pushesFor(event: CustomerAlertEvent, extraEnv: Partial<CustomerAlertEnv> = {}) {
  fake = fakePushService(devices);
  const { background, settled } = collecting();
  const scheduled = alertOwnerOfCustomer({ ...env, ...extraEnv } as CustomerAlertEnv, db, maria, event, background);
  await settled();
  expect(fake.errors).toEqual([]);
  return { scheduled, payloads: fake.received.map((r) => r.payload) };
}

describe("alertOwnerOfCustomer: the push", () => {
  it("an approval: 'Quote approved: Maria Lopez' to every device, opening the request", async () => {
    const { scheduled, payloads } = await pushesFor(approved);
    expect(scheduled).toEqual({ pushed: true, mailed: false });
    expect(payloads).toHaveLength(2);
    for (const p of payloads) {
      expect(p.title).toBe("Quote approved: Maria Lopez");
      expect(p.body).toBe("Approved quote v2 on their page: call to book a time.");
      expect(p.url).toBe(`/admin/requests/${maria.id}`);
    }
  });

  it("a question: its text as the body, on one line; a long one cut for the lock screen", async () => {
    const { payloads } = await pushesFor(question);
    expect(payloads[0]!.title).toBe("Question from Maria Lopez");
    expect(payloads[0]!.body).toBe("Can you also take the old washer in the garage?");

    const long = "Could you also haul away ".padEnd(400, "x");
    const cut = (await pushesFor({ kind: "question", detail: { text: long } })).payloads[0]!.body;
    expect([...cut]).toHaveLength(180);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("a move: 'Maria Lopez moved the booking', from → to as the owner reads days and windows", async () => {
    const { payloads } = await pushesFor(moved);
    expect(payloads[0]!.title).toBe("Maria Lopez moved the booking");
    expect(payloads[0]!.body).toBe("Mon, Mar 4, 7–9 AM → Tue, Mar 5, 1–3 PM");
  });

  it("tags a move per request (a second replaces the first on the phone) but never two questions alike", async () => {
    const first = (await pushesFor(moved)).payloads[0]!.tag;
    const second = (await pushesFor(moved)).payloads[0]!.tag;
    expect(first).toBe(`customer-${maria.id}-moved`);
    expect(second).toBe(first);
    const q1 = (await pushesFor(question)).payloads[0]!.tag;
    await new Promise((r) => setTimeout(r, 5));
    const q2 = (await pushesFor(question)).payloads[0]!.tag;
    expect(q1).not.toBe(q2);
  });

  it("sends no push without VAPID keys", async () => {
    const { scheduled, payloads } = await pushesFor(approved, { VAPID_PRIVATE_KEY: "" });
    expect(scheduled.pushed).toBe(false);
    expect(payloads).toEqual([]);
  });
});

describe("alertOwnerOfCustomer: the e-mail to the business", () => {
  it("goes to QUOTE_NOTIFY_TO with the same title, the whole question, and a reply-to of the customer", async () => {
    const mail = mailbox();
    const { scheduled } = await pushesFor(question, { ...mail.env, SITE_URL: "https://www.example.com" });
    expect(scheduled).toEqual({ pushed: true, mailed: true });
    expect(mail.sent).toHaveLength(1);
    const m = mail.sent[0]!;
    expect(m).toMatchObject({
      to: "owner@example.com",
      from: "site@example.com",
      replyTo: "maria@example.com",
      subject: "Question from Maria Lopez",
    });
    expect(m.text).toContain("Can you also take the old washer\nin the garage?");
    expect(m.text).toContain("Phone: (281) 555-0199");
    expect(m.text).toContain(`Open the request: https://www.example.com/admin/requests/${maria.id}`);
  });

  it("says who moved and from → to, and who approved which version", async () => {
    const mail = mailbox();
    await pushesFor(moved, mail.env);
    await pushesFor(approved, mail.env);
    expect(mail.sent.map((m) => m.subject)).toEqual(["Maria Lopez moved the booking", "Quote approved: Maria Lopez"]);
    expect(mail.sent[0]!.text).toContain("Mon, Mar 4, 7–9 AM → Tue, Mar 5, 1–3 PM");
    expect(mail.sent[1]!.text).toContain("Approved quote v2 on their page");
  });

  it("keeps a header one line: a subject never carries a line break", async () => {
    const mail = mailbox();
    const sneaky = { ...maria, lastName: "Lopez\r\nBcc: someone@example.com" };
    const { background, settled } = collecting();
    alertOwnerOfCustomer({ ...env, ...mail.env, VAPID_PRIVATE_KEY: "" } as CustomerAlertEnv, db, sneaky, approved, background);
    await settled();
    expect(mail.sent.at(-1)!.subject).not.toMatch(/[\r\n]/);
  });

  it("is not sent without the binding, and a refused one is recorded as a failure for the digest", async () => {
    expect((await pushesFor(approved, { QUOTE_NOTIFY_TO: "" })).scheduled.mailed).toBe(false);
    const refused = mailbox(true);
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM side_effect_failures WHERE kind = 'lead-email'").first<{
      n: number;
    }>())!.n;
    const { scheduled } = await pushesFor(approved, refused.env);
    expect(scheduled.mailed).toBe(true);
    const after = (await env.DB.prepare("SELECT count(*) AS n FROM side_effect_failures WHERE kind = 'lead-email'").first<{ n: number }>())!
      .n;
    expect(after).toBe(before + 1);
  });
});
