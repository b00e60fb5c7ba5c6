import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { schema } from "../src/db";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { call, db, postForm, seedRequest } from "./admin-helpers";

// Issue 32, in Spanish: the customer's page as a Spanish request's customer uses it, by plain forms
// (what the browser tests clicked through in Spanish, with and without JavaScript): a question, the
// quote approved, the booking moved, each answered in the customer's words.

const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const open = async (path: string) => {
  const res = await call(path, { ip: ip() });
  expect(res.status, path).toBe(200);
  return res.text();
};
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { ip: ip() });
const today = houstonDate();
/** The href of the link whose text is `text`, unescaped. */
const hrefOf = (html: string, text: string) =>
  new RegExp(`<a[^>]*href="([^"]+)"[^>]*>\\s*${text}\\s*</a>`).exec(html)?.[1]?.replace(/&amp;/g, "&");

async function spanishCustomer(values: Parameters<typeof seedRequest>[0] = {}) {
  const request = await seedRequest({ firstName: "Lucía", locale: "es", ...values });
  const token = await issueCustomerLink(db, request.id, "customer");
  return { request, base: `/my/${token}` };
}

describe("the customer's page in Spanish", () => {
  it("greets the customer and takes a question by the plain form, saying so and showing it in what has happened", async () => {
    const { base } = await spanishCustomer();
    const page = await open(base);
    expect(page).toContain("Hola, Lucía");
    expect(page).toContain("Recibimos su solicitud");
    expect(page).toContain(`action="${base}/question"`);
    expect(page).toContain("Su pregunta");
    expect(page).toContain("Enviar la pregunta");
    const sent = await post(`${base}/question`, { text: "¿Pueden venir el sábado?" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${base}?done=asked#notice`);
    const after = await open(`${base}?done=asked`);
    expect(after).toMatch(/role="status"[^>]*>\s*(<[^>]+>\s*)*Su pregunta fue enviada\. Le respondemos por teléfono o por correo\./);
    const happened = after.slice(after.indexOf("Lo que ha pasado"));
    expect(happened, "the timeline").toContain("¿Pueden venir el sábado?");
  });

  it("approves the quote and moves the booking in the customer's words", async () => {
    const { request, base } = await spanishCustomer({ status: "quoted" });
    await db.insert(schema.quotes).values({
      quoteRequestId: request.id,
      version: 1,
      lowCents: 15_000,
      highCents: 15_000,
      included: "Mano de obra, carga y desecho",
      validUntil: addDays(today, 14),
      createdBy: "owner",
      createdAt: new Date(),
    });
    const quoted = await open(base);
    expect(quoted).toContain("Su cotización");
    expect(quoted).toContain("$150");
    expect(quoted).toContain("Aprobar la cotización");
    const approved = await post(`${base}/approve`, { version: "1" });
    expect(approved.headers.get("location")).toBe(`${base}?done=approved#notice`);
    expect(await open(`${base}?done=approved`)).toContain("¡Gracias! Recibimos su aprobación.");

    // Booked by the owner for the day after tomorrow, 9–11: the customer asks for another time, five days on, 5–7 PM.
    await db
      .update(schema.quoteRequests)
      .set({ status: "scheduled", bookedDate: addDays(today, 2), bookedWindow: "09-11" })
      .where(eq(schema.quoteRequests.id, request.id));
    const booked = await open(base);
    expect(booked).toContain("Su cita");
    const another = hrefOf(booked, "Necesito otra hora");
    expect(another, "the Necesito otra hora link").toBeTruthy();
    const days = await open(another!);
    const later = addDays(today, 5);
    expect(days).toContain(`?move=${later}#move"`);
    const windows = await open(`${base}?move=${later}`);
    expect(windows).toContain('value="17-19"');
    expect(windows).toContain("5–7\u00a0p.\u00a0m.");
    expect(windows).toContain("Cambiar mi cita a esta hora");
    const moved = await post(`${base}/move`, { date: later, window: "17-19" });
    expect(moved.headers.get("location")).toBe(`${base}?done=moved#notice`);
    const after = await open(`${base}?done=moved`);
    expect(after).toContain("Listo: su cita ahora es el");
    expect(after).toMatch(/Agendado para el [^<]+, 5–7\u00a0p\.\u00a0m\./);
  });
});
