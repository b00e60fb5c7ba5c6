import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { customerEventsOf, recordCustomerEvent } from "../src/db/customer-events";
import { saveCompletion } from "../src/db/job-completions";
import type { QuoteRequest } from "../src/db/schema";
import { adminRequest, customerPageAction } from "../src/lib/paths";
import { writtenPerDay } from "../src/use-cases/customer/messages";
import { call, db, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";
import { textOf } from "./html";
import { fakePushService, makeDevice, subscribeDevice, type Device } from "./push-helpers";

// Issue 43, findings 6 and 7: what a customer writes to the owner from their page. Twenty questions
// in a row were each taken and each pushed to the owner's phones; blank-looking text (U+200B, U+2800)
// was taken as a question; a question of 1,000 emoji (legal: the field allows 1,000 characters) got a
// plain-text 413, its percent-encoded body over the 8 KB limit.

let n = 0;
const ip = () => `198.18.44.${(++n % 250) + 1}`;
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { ip: ip() });

async function customer(values: Parameters<typeof seedRequest>[0] = {}) {
  const request = await seedRequest(values);
  const token = await issueCustomerLink(db, request.id, "customer");
  return { request, action: (name: string) => customerPageAction(token, name) };
}

const completed = (request: QuoteRequest) =>
  saveCompletion(db, request, { finalCents: 20_000, paymentMethod: "cash", workDone: "Garage cleanout", disposal: null }, "owner");

/** The request's questions and messages, oldest first. */
const written = async (requestId: string) =>
  (await customerEventsOf(db, requestId)).filter((e) => e.kind === "question" || e.kind === "message");
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

let device: Device;
let fake: ReturnType<typeof fakePushService> | undefined;
beforeAll(async () => {
  device = await makeDevice();
  await subscribeDevice((await signedIn()).cookie, device);
});
// Every test's pushes go to the stand-in push service, never out; each test waits for its own.
beforeEach(() => {
  fake = fakePushService([device]);
});
afterEach(() => fake?.restore());

/** The pushes for one request, once `count` of them have arrived. */
async function pushesFor(requestId: string, count: number) {
  const ours = () => fake!.received.filter((r) => r.payload.url === adminRequest(requestId));
  while (ours().length < count) await fake!.until(fake!.received.length + fake!.errors.length + 1);
  return ours().map((r) => r.payload.body);
}

describe("questions and messages: a daily cap per request", () => {
  it(`takes ${writtenPerDay} of 20 questions in a row, then refuses with 429 and says why by the field`, async () => {
    const { request, action } = await customer();
    const statuses: number[] = [];
    let last = "";
    for (let i = 1; i <= 20; i++) {
      const res = await post(action("question"), { text: `Question number ${i}` });
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses).toEqual([...Array<number>(writtenPerDay).fill(303), ...Array<number>(20 - writtenPerDay).fill(429)]);
    expect(textOf(last)).toContain(`You have sent ${writtenPerDay} questions and messages in the last 24 hours`);
    expect(last).toMatch(/id="question-error"[^>]*>You have sent/);
    // What they wrote comes back in the field, to keep or copy.
    expect(last).toContain("Question number 20");
    expect(await written(request.id)).toHaveLength(writtenPerDay);
    expect(await pushesFor(request.id, 1)).toEqual(["Question number 1"]);
  });

  it("counts questions and messages together over the last 24 hours, in the customer's language", async () => {
    const { request, action } = await customer({ locale: "es" });
    await completed(request);
    for (let i = 0; i < writtenPerDay - 1; i++)
      await recordCustomerEvent(db, request.id, "question", { text: `q${i}` }, minutesAgo(23 * 60));
    // A day and more ago: no longer counted.
    await recordCustomerEvent(db, request.id, "question", { text: "old" }, minutesAgo(25 * 60));
    expect((await post(action("message"), { text: "Gracias por todo" })).status).toBe(303);
    const refused = await post(action("message"), { text: "Una cosa más" });
    expect(refused.status).toBe(429);
    expect(textOf(await refused.text())).toContain(`Ya nos envió ${writtenPerDay} preguntas y mensajes en las últimas 24 horas`);
    expect(await pushesFor(request.id, 1)).toEqual(["Gracias por todo"]);
  });
});

describe("blank-looking text", () => {
  const blanks = [
    "\u200b",
    "\u2800\u2800",
    " \u200b\u200c\u200d\u2060\ufeff ",
    "\u3164",
    "\u00ad\u034f\ufe0f",
    "\u180e\u115f\u1160\uffa0",
    "\u2028\u3000\t",
  ];
  it("is refused as empty, as a question and as a message after the job", async () => {
    const { request, action } = await customer();
    for (const text of blanks) {
      const res = await post(action("question"), { text });
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(await res.text()).toContain("Write your question first");
    }
    await completed(request);
    const message = await post(action("message"), { text: "\u2800\u200b" });
    expect(message.status).toBe(400);
    expect(await message.text()).toContain("Write your message first");
    expect(await written(request.id)).toEqual([]);
    // Text with something to read in it is taken, invisible characters and all.
    expect((await post(action("question"), { text: "\u200bOK 👍" })).status).toBe(303);
    expect(await pushesFor(request.id, 1)).toEqual(["\u200bOK 👍"]);
  });
});

describe("the owner's alerts for a burst of questions", () => {
  it("push once for several close together, then again after ten quiet minutes", async () => {
    const { request, action } = await customer({ firstName: "Burst", lastName: "Writer" });
    for (const text of ["First question", "Second question", "Third question"])
      expect((await post(action("question"), { text })).status).toBe(303);
    expect((await written(request.id)).map((e) => (e.detail as { pushed?: boolean } | null)?.pushed === true)).toEqual([
      true,
      false,
      false,
    ]);
    const other = await customer({ firstName: "Quiet", lastName: "Writer" });
    await recordCustomerEvent(db, other.request.id, "question", { text: "Earlier", pushed: true }, minutesAgo(11));
    expect((await post(other.action("question"), { text: "A new one" })).status).toBe(303);
    // The other request's last push was eleven minutes ago: its next question pushes again.
    expect(await pushesFor(other.request.id, 1)).toEqual(["A new one"]);
    expect(await pushesFor(request.id, 1)).toEqual(["First question"]);
  });
});

describe("a question of 1,000 emoji", () => {
  const emoji = (count: number) => "😀".repeat(count);

  it("is taken: its body fits the limit at the field's largest legal encoding", async () => {
    const { request, action } = await customer();
    const res = await post(action("question"), { text: emoji(1000) });
    expect(res.status).toBe(303);
    expect((await written(request.id))[0]!.detail).toMatchObject({ text: emoji(1000) });
    // The push cuts it for a lock screen, at a whole character.
    expect(await pushesFor(request.id, 1)).toEqual([`${emoji(179)}…`]);
  });

  it("over the body limit, brings the page back with the field's message (413), not plain text", async () => {
    const { request, action } = await customer({ locale: "es" });
    const res = await call(action("question"), {
      method: "POST",
      ip: ip(),
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ text: emoji(2000) }).toString(),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(/id="question-error"[^>]*>Una pregunta puede tener como máximo 1,000 caracteres/);
    expect(textOf(html)).toContain(request.firstName);
  });
});
