import { describe, expect, it } from "vitest";
import { leadMessage } from "../src/routes/quote/notify-lead";

describe("lead e-mail message", () => {
  it("keeps visitor text out of the headers: no line breaks in the subject", () => {
    const lead = {
      id: "id-1",
      firstName: "Eve\r\nBcc: victim@example.com",
      lastName: "X",
      phone: "2815550100",
      email: "eve@example.com",
      serviceType: "demo-removal",
      cityZip: "",
      description: "Tear out a deck.\nSecond line stays in the body.",
      createdAt: new Date("2026-11-22T08:00:00Z"),
    };
    const message = leadMessage(lead, "owner@example.com", "quotes@example.com");
    expect(message.subject).toBe("New quote request: Demo & Removal for Eve Bcc: victim@example.com X");
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.text).toContain("City or ZIP: (not given)");
    expect(message.text).toContain("Tear out a deck.\nSecond line stays in the body.");
    expect(message.text).toContain("Received: 2026-11-22T08:00:00.000Z");
  });
});
