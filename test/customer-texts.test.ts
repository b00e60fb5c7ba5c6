import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { bookedText, clockTime, doneText, onTheWayText, quoteText, rescheduledText } from "../src/use-cases/customer-texts";
import { smsHref } from "../src/pages/admin/CustomerPagePanel";

// Issue 44, item 1: the one-tap text at each moment of a job, in the customer's language, built by
// pure functions: the price and the link, the day and window, old and new, the clock time.

const url = "https://www.example.com/my/abc123";
const en = { firstName: "Ana", locale: "en" as const };
const es = { firstName: "José", locale: "es" as const };
const quote = { lowCents: 29500, highCents: 34500, included: "Loading, hauling and disposal" };
// 2026-12-01 14:47 in Houston (CST, UTC-6).
const marked = new Date(Date.UTC(2026, 11, 1, 20, 47));

describe("the one-tap texts", () => {
  it("quote: the price or range, what is included and the link where they approve, in English and Spanish", () => {
    expect(quoteText(en, quote, url)).toBe(
      `Hi Ana, this is ${business.shortName}. Your quote: $295–$345, including Loading, hauling and disposal. See it and approve it on your page: ${url}`,
    );
    const single = quoteText(es, { ...quote, highCents: 29500 }, url);
    expect(single).toContain("Su cotización: $295, incluye Loading");
    expect(single).toContain(`apruébela en su página: ${url}`);
    expect(single.startsWith(`Hola, José, le escribe ${business.shortName}.`)).toBe(true);
  });

  it("booked: the day and window, and the link", () => {
    const booking = { date: "2026-12-01", window: "09-11" };
    expect(bookedText(en, booking, url)).toContain(`You're booked for Tuesday, December 1, 9–11 AM. See or change it on your page: ${url}`);
    expect(bookedText(es, booking, url)).toMatch(
      /Su cita quedó para el martes, 1 de diciembre, 9–11\u00a0a\.\u00a0m\. Véala o cámbiela en su página: /,
    );
  });

  it("rescheduled: the old and the new day and window", () => {
    const from = { date: "2026-12-01", window: "09-11" };
    const to = { date: "2026-12-03", window: "13-15" };
    expect(rescheduledText(en, from, to, url)).toContain(
      "We moved your booking from Tuesday, December 1, 9–11 AM to Thursday, December 3, 1–3 PM.",
    );
    expect(rescheduledText(es, from, to, url)).toMatch(
      /Cambiamos su cita del martes, 1 de diciembre, 9–11\u00a0a\.\u00a0m\. al jueves, 3 de diciembre, 1–3\u00a0p\.\u00a0m\./,
    );
    expect(rescheduledText(es, from, to, url)).toContain(url);
  });

  it("on our way: the arrival as a Houston clock time, rounded to 5 minutes, and the crew lead", () => {
    expect(onTheWayText(en, { at: marked, minutes: 30, crewLead: "Luis" })).toBe(
      `Hi Ana, this is ${business.shortName}. We're on the way: Luis and the crew arrive about 3:15\u00a0PM.`,
    );
    const spanish = onTheWayText(es, { at: marked, minutes: 30, crewLead: "Luis" });
    expect(spanish).toMatch(/Vamos en camino: Luis y el equipo llegan hacia las 3:15\u00a0p\.\s?m\.$/);
    expect(onTheWayText(es, { at: marked, minutes: 15, crewLead: null })).toMatch(/el equipo llega hacia las 3:00\u00a0p\.\s?m\./);
    // One o'clock is "la 1".
    expect(onTheWayText(es, { at: new Date(Date.UTC(2026, 11, 1, 18, 40)), minutes: 30, crewLead: null })).toMatch(
      /hacia la 1:10\u00a0p\.\s?m\./,
    );
    expect(onTheWayText(en, { at: marked, minutes: 15, crewLead: null })).toContain("the crew arrives about 3:00\u00a0PM.");
  });

  it("writes the clock time in Houston's zone across daylight saving, noon and midnight", () => {
    expect(clockTime(new Date(Date.UTC(2026, 6, 1, 17, 0)), "en")).toBe("12:00\u00a0PM"); // CDT, UTC-5
    expect(clockTime(new Date(Date.UTC(2026, 11, 2, 6, 2)), "en")).toBe("12:00\u00a0AM");
    expect(clockTime(new Date(Date.UTC(2026, 11, 1, 15, 58)), "es")).toMatch(/^10:00\u00a0a\.\s?m\.$/);
  });

  it("never writes a double stop after a. m. / p. m. in Spanish", () => {
    const from = { date: "2026-12-01", window: "09-11" };
    const to = { date: "2026-12-03", window: "13-15" };
    const texts = [
      bookedText(es, to, url),
      rescheduledText(es, from, to, url),
      onTheWayText(es, { at: marked, minutes: 30, crewLead: "Luis" }),
      onTheWayText(es, { at: marked, minutes: 30, crewLead: null }),
    ];
    for (const text of texts) expect(text).not.toMatch(/m\.\./);
  });

  it("done: the receipt link and the review link", () => {
    const text = doneText(en, url, `${url}/review`);
    expect(text).toContain(`Your receipt: ${url} `);
    expect(text).toContain(`review us on Google: ${url}/review`);
    expect(doneText(es, url, `${url}/review`)).toContain(
      `Su recibo: ${url} ¿Nos ayudaría con una reseña en Google? Solo toma un minuto: ${url}/review`,
    );
  });

  it("goes into an sms: link in the ?&body= form, the whole text encoded", () => {
    const href = smsHref("(281) 555-0199", onTheWayText(es, { at: marked, minutes: 30, crewLead: "Luis" }));
    expect(href.startsWith("sms:+12815550199?&body=")).toBe(true);
    expect(decodeURIComponent(href.slice("sms:+12815550199?&body=".length))).toContain("hacia las 3:15");
  });
});
