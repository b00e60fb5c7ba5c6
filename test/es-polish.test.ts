import { describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { schema } from "../src/db";
import { catalogue } from "../src/content/i18n";
import { customerPayWords } from "../src/content/i18n/customer-pay";
import { pagesIn } from "../src/content/site-map";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { call, db, seedRequest } from "./admin-helpers";

// Issue 44, item 8: Spanish writes the half of the day one way, "a. m." and "p. m.", held to its
// number by no-break spaces (U+00A0) so "5 p. m." never breaks across two lines, and a sentence that
// ends on one never gets a second full stop ("p. m..").

/** Every way the markup breaks that rule, with a little of what surrounds it. */
function meridiemProblems(html: string) {
  const problems: string[] = [];
  const rules: [string, RegExp][] = [
    ["a double stop", /[ap]\.[\s\u00a0\u202f]?m\.\./g],
    ["a form without its space", /\d[\s\u00a0\u202f]*[ap]\.m\./g],
    ["a breakable space before it", /\d[ \t\r\n\u202f]+[ap]\.[\s\u00a0\u202f]?m\./g],
    ["a breakable space inside it", /\d[\s\u00a0\u202f]*[ap]\.[ \t\r\n\u202f]+m\./g],
    ["capitals", /\d[\s\u00a0\u202f]*(AM|PM|A\. ?M\.|P\. ?M\.)(?![a-zA-Z])/g],
  ];
  for (const [name, pattern] of rules) {
    for (const m of html.matchAll(pattern)) {
      problems.push(`${name}: …${html.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10)}…`);
    }
  }
  return problems;
}

/** A Spanish quote, approved today and good for two weeks. */
const approvedQuote = (quoteRequestId: string) =>
  db.insert(schema.quotes).values({
    quoteRequestId,
    version: 1,
    lowCents: 15_000,
    highCents: 18_000,
    included: "Mano de obra, carga y desecho",
    validUntil: addDays(houstonDate(), 14),
    createdBy: "owner",
    createdAt: new Date(),
    approvedAt: new Date(),
  });

const open = async (path: string) => {
  const res = await call(path, { ip: `192.0.2.${Math.floor(Math.random() * 250) + 1}` });
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("a. m. and p. m. in Spanish", () => {
  it("the rule itself finds each problem and lets the one right form through", () => {
    expect(meridiemProblems("Trabajamos de 5\u00a0a.\u00a0m. a 9\u00a0p.\u00a0m.")).toEqual([]);
    expect(meridiemProblems("de 5\u00a0a.\u00a0m. a 9\u00a0p.\u00a0m..")).toHaveLength(1);
    expect(meridiemProblems("a las 3:15 p.m.")).toHaveLength(2);
    expect(meridiemProblems("7–9 a. m.")).toHaveLength(2);
    expect(meridiemProblems("7–9\u00a0a. m.")).toHaveLength(1);
  });

  it("holds on every Spanish page", async () => {
    const found: string[] = [];
    for (const page of pagesIn("es")) {
      for (const problem of meridiemProblems(await open(page.path))) found.push(`${page.path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });

  it("holds on the customer's page in Spanish: booked across noon, a quote approved, the move chooser and its answer", async () => {
    const today = houstonDate();
    const request = await seedRequest({
      firstName: "Lucía",
      locale: "es",
      status: "scheduled",
      preferredDate: addDays(today, 3),
      preferredWindow: "17-19",
      bookedDate: addDays(today, 2),
      bookedWindow: "11-13",
    });
    await approvedQuote(request.id);
    const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
    const found: string[] = [];
    for (const path of [base, `${base}?done=moved`, `${base}?done=approved`, `${base}?move=${addDays(today, 5)}`]) {
      const html = await open(path);
      expect(html, path).toMatch(/a\.\u00a0m\.|p\.\u00a0m\./);
      for (const problem of meridiemProblems(html)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
});

describe("the Spanish words themselves", () => {
  const es = catalogue("es");

  it("a sentence that ends on a morning time gets one stop: the approved job's window, and the deposit's", async () => {
    const today = houstonDate();
    const request = await seedRequest({ locale: "es", status: "quoted", preferredDate: addDays(today, 3), preferredWindow: "09-11" });
    await approvedQuote(request.id);
    const html = await open(`/my/${await issueCustomerLink(db, request.id, "customer")}`);
    expect(html).toMatch(/Usted pidió el [^<]*11\u00a0a\.\u00a0m\. Todavía está libre\./);
    expect(meridiemProblems(html)).toEqual([]);
    expect(customerPayWords("es").payAsked("lunes, 7 de diciembre, 9–11\u00a0a.\u00a0m.", "$50")).toBe(
      "Usted pidió el lunes, 7 de diciembre, 9–11\u00a0a.\u00a0m. Sigue libre: pague el depósito de $50 para reservarlo.",
    );
  });

  it("a crew lead with the crew arrive (plural), the crew alone arrives", () => {
    expect(es.customer.status.onTheWay("3:15\u00a0p.\u00a0m.", "José")).toContain(
      "José y el equipo llegan a eso de las 3:15\u00a0p.\u00a0m.",
    );
    expect(es.customer.notify.onTheWayBody(30, "José")).toBe("José y el equipo llegan en unos 30 minutos.");
    expect(es.customer.status.onTheWay("3:15\u00a0p.\u00a0m.", null)).toContain("el equipo llega a eso de las 3:15");
  });

  it("names services in sentence case, as running text writes them", () => {
    const names = [...Object.values(es.ui.form.serviceOptions), ...Object.values(es.services).map((s) => s.title)];
    for (const name of names) expect(name, name).toMatch(/^[^ ]+( [a-záéíóúñ][^ ]*)*$/);
    expect(es.ui.form.serviceOptions["junk-removal"]).toBe("Retiro de basura");
  });

  it("writes every load size alike: a fraction, then 'de camión'", () => {
    const { minimum, full, ...fractions } = es.labels.loadSizes;
    expect([minimum, full]).toEqual(["Carga mínima", "Camión lleno"]);
    for (const size of Object.values(fractions)) expect(size).toMatch(/^\d\/\d de camión$/);
  });

  it("calls open times 'horarios libres' wherever it names them", () => {
    expect(es.customer.booking.pickWindow("lunes")).toBe("Horarios libres el lunes");
    const all = JSON.stringify(Object.values(es).map((v) => (typeof v === "object" ? v : null)));
    expect(all).not.toMatch(/horas libres/i);
  });
});
