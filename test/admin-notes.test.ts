import { beforeAll, describe, expect, it } from "vitest";
import { call, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";

// Issue 17, item 4: the owner's notes and the timeline they share with status changes.
let cookie = "";
let username = "";
let id = "";
const screen = async (path: string) => (await (await call(path, { cookie })).text()).replaceAll("<!-- -->", "");
const postJson = (path: string, body: unknown, origin: string | null = ORIGIN) =>
  call(path, {
    method: "POST",
    cookie,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
  });

beforeAll(async () => {
  const session = await signedIn();
  cookie = session.cookie;
  username = session.owner.username;
  id = (await seedRequest({ firstName: "Noted", createdAt: new Date(Date.now() - 2 * 3_600_000) })).id;
});

describe("adding a note", () => {
  it("from the detail's form: saved, then shown in the timeline with who and when, escaped", async () => {
    const res = await postForm(`/admin/requests/${id}/notes`, { body: 'Called, left voicemail <script>alert("x")</script>' }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/requests/${id}?noted=1#timeline-heading`);
    const html = await screen(`/admin/requests/${id}?noted=1`);
    expect(html).toContain("Note saved.");
    expect(html).toContain("Called, left voicemail &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain('<script>alert("x")');
    expect(html).toMatch(new RegExp(`Note by ${username}, <time dateTime="\\d{4}-`));
  });

  it("the timeline merges status changes and notes, newest first", async () => {
    expect((await postForm(`/admin/requests/${id}/status`, { status: "contacted" }, { cookie })).status).toBe(303);
    // Newest first by time, not by the tie rule: the note is written once the clock has passed the change.
    const changed = Date.now();
    while (Date.now() <= changed) await scheduler.wait(1);
    expect((await postJson(`/api/quote-requests/${id}/notes`, { body: "Quoted $250 on the phone" })).status).toBe(201);
    const html = await screen(`/admin/requests/${id}`);
    const timeline = html.slice(html.indexOf('id="timeline-heading"'));
    const order = ["Quoted $250 on the phone", "Pending → Contacted", "Called, left voicemail &lt;script", "Received as Pending"].map((t) =>
      timeline.indexOf(t),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("1,000 characters (emoji counted as one) pass; 1,001 answer 400 with the reason by the field", async () => {
    expect((await postForm(`/admin/requests/${id}/notes`, { body: "🚚".repeat(1000) }, { cookie })).status).toBe(303);
    const res = await postForm(`/admin/requests/${id}/notes`, { body: "a".repeat(1001) }, { cookie });
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain('<p id="note-error" class="mt-1 text-sm font-medium text-red-700">A note can be at most 1,000 characters.</p>');
    expect(html).toContain('aria-invalid="true"');
  });

  it("a 10,000-character note is refused with a clear message, by form and by API, and not stored", async () => {
    const form = await postForm(`/admin/requests/${id}/notes`, { body: "x".repeat(10_000) }, { cookie });
    expect([400, 413]).toContain(form.status);
    expect(await form.text()).toContain("A note can be at most 1,000 characters");
    const api = await postJson(`/api/quote-requests/${id}/notes`, { body: "x".repeat(10_000) });
    expect([400, 413]).toContain(api.status);
    expect(((await api.json()) as { error: string }).error).toBe("A note can be at most 1,000 characters");
    const huge = await postForm(`/admin/requests/${id}/notes`, { body: "x".repeat(20_000) }, { cookie });
    expect(huge.status).toBe(413);
    const notes = (await (await call(`/api/quote-requests/${id}/notes`, { cookie })).json()) as { items: { body: string }[] };
    expect(notes.items.some((n) => n.body.startsWith("xxxx"))).toBe(false);
  });

  it("an empty note is refused; an unknown request is 404", async () => {
    expect((await postForm(`/admin/requests/${id}/notes`, { body: "   " }, { cookie })).status).toBe(400);
    expect((await postJson(`/api/quote-requests/${id}/notes`, { body: "" })).status).toBe(400);
    expect((await postForm(`/admin/requests/nope/notes`, { body: "hello" }, { cookie })).status).toBe(404);
    expect((await postJson(`/api/quote-requests/nope/notes`, { body: "hello" })).status).toBe(404);
  });

  it("a cross-site post is 403 and stores nothing; no session is a sign-in redirect or 401", async () => {
    expect((await postForm(`/admin/requests/${id}/notes`, { body: "from evil" }, { cookie, origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await postJson(`/api/quote-requests/${id}/notes`, { body: "from evil" }, "https://evil.example")).status).toBe(403);
    expect((await postJson(`/api/quote-requests/${id}/notes`, { body: "from evil" }, null)).status).toBe(403);
    expect((await postForm(`/admin/requests/${id}/notes`, { body: "anon" })).status).toBe(303);
    expect((await call(`/api/quote-requests/${id}/notes`)).status).toBe(401);
    const notes = (await (await call(`/api/quote-requests/${id}/notes`, { cookie })).json()) as {
      items: { body: string; author: string }[];
    };
    expect(notes.items.map((n) => n.body)).not.toContain("from evil");
    expect(notes.items.map((n) => n.body)).not.toContain("anon");
    expect(notes.items[0]!.author).toBe(username);
  });
});

describe("the CSV export", () => {
  it("has the newest note as 'Last Note', formula-safe; empty without notes", async () => {
    await postJson(`/api/quote-requests/${id}/notes`, { body: '=HYPERLINK("https://evil.example")' });
    const other = await seedRequest({ firstName: "Silent" });
    const csv = (await (await call("/admin/export.csv", { cookie })).text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    // After it: the visitor's estimate's four columns (issue 31) and the completed job's nine (issue 33), empty here.
    expect(csv[0]!.split(",").at(-17)).toBe("Last Note");
    const noted = csv.find((l) => l.includes(id))!;
    expect(noted.endsWith(`,"'=HYPERLINK(""https://evil.example"")",,,,,,,,,,,,,,,,`)).toBe(true);
    expect(csv.find((l) => l.includes(other.id))!.endsWith(",")).toBe(true);
  });

  it("deleting the request deletes its notes", async () => {
    const doomed = await seedRequest({ firstName: "Doomed" });
    await postJson(`/api/quote-requests/${doomed.id}/notes`, { body: "bye" });
    expect((await call(`/api/quote-requests/${doomed.id}`, { method: "DELETE", cookie, headers: { origin: ORIGIN } })).status).toBe(204);
    expect((await call(`/api/quote-requests/${doomed.id}/notes`, { cookie })).status).toBe(404);
    const { env } = await import("cloudflare:workers");
    const left = await env.DB.prepare("SELECT count(*) AS n FROM quote_notes WHERE quote_request_id = ?")
      .bind(doomed.id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});
