import { describe, expect, it } from "vitest";
import { leadMessage } from "../src/use-cases/lead-email";
import { noEstimate } from "../src/db/quote-requests";

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
      locale: "en" as const,
      preferredDate: null,
      preferredWindow: null,
      photoUrls: [],
      ...noEstimate,
    };
    const message = leadMessage(lead, "owner@example.com", "quotes@example.com");
    expect(message.subject).toBe("New quote request: Demo & Removal for Eve Bcc: victim@example.com X");
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.text).toContain("City or ZIP: (not given)");
    expect(message.text).toContain("Tear out a deck.\nSecond line stays in the body.");
    expect(message.text).toContain("Received: Sun, Nov 22, 2026, 2:00 AM CST");
    expect(message.text).toContain("Preferred time: (not given)");
    expect(message.text).toContain("Photos: none");
  });

  it("gives the preferred day and window, and how many photos wait in the inbox", () => {
    const lead = {
      id: "id-4",
      firstName: "Ana",
      lastName: "Ruiz",
      phone: "2815550104",
      email: "ana@example.com",
      serviceType: "junk-removal",
      cityZip: "77373",
      description: "Garage",
      createdAt: new Date("2026-11-22T08:00:00Z"),
      locale: "en" as const,
      preferredDate: "2026-11-24",
      preferredWindow: "11-13",
      photoUrls: ["photos/a", "photos/b"],
      ...noEstimate,
    };
    const message = leadMessage(lead, "owner@example.com", "quotes@example.com");
    expect(message.text).toContain("Preferred time: Tue, Nov 24, 11 AM\u20131 PM");
    expect(message.text).toContain("Photos: 2 (see them in the inbox)");
  });

  it("says Prefers Spanish in the subject and the body for a request from the Spanish pages, and nothing of the kind otherwise", () => {
    const lead = {
      id: "id-2",
      firstName: "Lucía",
      lastName: "Garza",
      phone: "2815550101",
      email: "lucia@example.com",
      serviceType: "moving-services",
      cityZip: "77379",
      description: "Mudanza de un apartamento de dos recámaras.",
      createdAt: new Date("2026-11-22T09:00:00Z"),
      preferredDate: null,
      preferredWindow: null,
      photoUrls: [],
      ...noEstimate,
    };
    const spanish = leadMessage({ ...lead, locale: "es" }, "owner@example.com", "quotes@example.com");
    expect(spanish.subject).toBe("New quote request (Prefers Spanish): Moving Services for Lucía Garza");
    expect(spanish.text).toContain("Prefers Spanish: it was sent from the Spanish site, so answer in Spanish if you can.");
    expect(spanish.text).toContain("Mudanza de un apartamento de dos recámaras.");
    const english = leadMessage({ ...lead, locale: "en" }, "owner@example.com", "quotes@example.com");
    expect(english.subject).toBe("New quote request: Moving Services for Lucía Garza");
    expect(english.text).not.toMatch(/Spanish/);
  });

  it("keeps Prefers Spanish in a subject that is cut for a very long name", () => {
    const message = leadMessage(
      {
        id: "id-3",
        firstName: "A".repeat(100),
        lastName: "B".repeat(100),
        phone: "2815550102",
        email: "a@example.com",
        serviceType: "junk-removal",
        cityZip: "",
        description: "x",
        createdAt: new Date(),
        locale: "es",
        preferredDate: null,
        preferredWindow: null,
        photoUrls: [],
        ...noEstimate,
      },
      "owner@example.com",
      "quotes@example.com",
    );
    expect(message.subject.length).toBeLessThanOrEqual(120);
    expect(message.subject).toMatch(/^New quote request \(Prefers Spanish\): /);
  });
});
