import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { schema } from "../src/db";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { db, postForm, seedRequest, signedIn } from "./admin-helpers";
import { fakePushService, makeDevice, subscribeDevice, type Device } from "./push-helpers";

// What a customer does on their page reaches the owner's phone at once: the routes send the alerts.

let device: Device;
let fake: ReturnType<typeof fakePushService> | undefined;
beforeAll(async () => {
  device = await makeDevice();
  await subscribeDevice((await signedIn()).cookie, device);
});
afterEach(() => fake?.restore());

const post = (path: string, fields: Record<string, string>) =>
  postForm(path, fields, { ip: `192.0.2.${Math.floor(Math.random() * 250) + 1}` });

describe("the owner hears of what the customer did", () => {
  it("an approval, a question and a move each push an alert that opens the request", async () => {
    const day = addDays(houstonDate(), 6);
    const request = await seedRequest({ firstName: "Rosa", lastName: "Diaz", status: "scheduled", bookedDate: day, bookedWindow: "07-09" });
    await db.insert(schema.quotes).values({
      quoteRequestId: request.id,
      version: 1,
      lowCents: 20_000,
      highCents: 20_000,
      included: "Everything",
      validUntil: addDays(houstonDate(), 9),
      createdBy: "owner",
      createdAt: new Date(),
    });
    const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
    fake = fakePushService([device]);
    expect((await post(`${base}/approve`, { version: "1" })).status).toBe(303);
    await fake.until(1);
    expect((await post(`${base}/question`, { text: "Is parking on the street fine?" })).status).toBe(303);
    await fake.until(2);
    expect((await post(`${base}/move`, { date: day, window: "13-15" })).status).toBe(303);
    await fake.until(3);
    expect(fake.errors).toEqual([]);
    const payloads = fake.received.map((r) => r.payload);
    expect(payloads.map((p) => p.title)).toEqual(["Quote approved: Rosa Diaz", "Question from Rosa Diaz", "Rosa Diaz moved the booking"]);
    expect(payloads[1]!.body).toContain("Is parking on the street fine?");
    expect(payloads.every((p) => p.url === `/admin/requests/${request.id}`)).toBe(true);
  });
});
