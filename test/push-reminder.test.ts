import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { fakePushService, makeDevice } from "./push-helpers";
import { runHourly } from "./cron-helpers";

// Issue 17, item 3: a request still pending after 20 hours gets ONE reminder push, from the hourly trigger.

const hour = 3_600_000;
let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

async function seed(name: string, createdAt: Date, status = "pending") {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, city_zip, description, status, created_at) VALUES (?, ?, 'Test', '(281) 555-0100', 'x@example.com', 'junk-removal', '77373', 'd', ?, ?)",
  )
    .bind(id, name, status, createdAt.getTime())
    .run();
  return id;
}

describe("the reminder push", () => {
  it("fires once for a request pending more than 20 hours, never for a younger or answered one", async () => {
    await env.DB.prepare("INSERT INTO users (id, username, password) VALUES ('u-rem', 'rem', 'x')").run();
    const device = await makeDevice();
    await env.DB.prepare(
      "INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at) VALUES ('s-rem', 'u-rem', ?, ?, ?, 0)",
    )
      .bind(device.subscription.endpoint, device.subscription.keys.p256dh, device.subscription.keys.auth)
      .run();
    const now = new Date("2026-11-23T15:00:00Z");
    const created = new Date(now.getTime() - 20 * hour);
    const due = await seed("Due", new Date(created.getTime() - 60_000));
    await seed("Young", new Date(created.getTime() + 60_000));
    await seed("Answered", new Date(now.getTime() - 22 * hour), "contacted");
    fake = fakePushService([device]);

    await runHourly(now);
    expect(fake.errors).toEqual([]);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.payload).toMatchObject({ title: "Reply due soon: Due Test", url: `/admin/requests/${due}` });
    expect(fake.received[0]!.payload.body).toMatch(/^Still pending, 4 hours left/);

    // The next hours: the same request is not reminded again; the young one is, once it is due.
    await runHourly(new Date(now.getTime() + hour));
    expect(fake.received.map((r) => r.payload.title)).toEqual(["Reply due soon: Due Test", "Reply due soon: Young Test"]);
    await runHourly(new Date(now.getTime() + 2 * hour));
    expect(fake.received).toHaveLength(2);
    const marked = await env.DB.prepare("SELECT count(*) AS n FROM quote_requests WHERE reminder_sent_at IS NOT NULL").first<{
      n: number;
    }>();
    expect(marked!.n).toBe(2);
  });
});
