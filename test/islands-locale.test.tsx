import { env } from "cloudflare:workers";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import type { Locale } from "../src/content/locale";
import { catalogue } from "../src/content/i18n";
import { assets } from "../src/manifest";
import { Island } from "../src/components/Island";
import { LocaleContext } from "../src/components/locale-context";
import { Navbar } from "../src/components/Navbar";
import { QuoteBar } from "../src/components/QuoteBar";
import { quoteFormWords } from "../src/components/quote-form-words";
import { fieldMessages } from "../src/islands/quote-form/words";
import type { QuoteFormState } from "../src/lib/quote-form-state";
import { makeQuoteSchema } from "../src/lib/quote-schema";
import { serviceTypeValues } from "../src/lib/service-types";

// Issue 14, item 2: every word an island shows or says is the page's language, and comes from the
// server as props: the browser bundle holds neither language, so no page ships the other one.

const inLocale = (locale: Locale, node: ReactNode) =>
  renderToString(<LocaleContext.Provider value={locale}>{node}</LocaleContext.Provider>);
const quoteForm = (locale: Locale, state?: QuoteFormState) =>
  renderToString(
    <Island
      name="QuoteForm"
      props={{
        returnTo: locale === "es" ? "/es/" : "/",
        locale,
        words: quoteFormWords(locale),
        dateBounds: { min: "2026-11-23", max: "2026-12-23" },
        ...(state ? { state } : {}),
      }}
    />,
  );
const withoutProps = (html: string) => html.replace(/ data-props="[^"]*"/g, "");
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What a visitor reads or hears: text nodes, and the attributes assistive technology reads out. */
function heard(html: string) {
  const markup = withoutProps(html).replaceAll("<!-- -->", "");
  const texts = [...markup.matchAll(/>([^<]+)</g)].map((m) => m[1]!);
  const attributes = [...markup.matchAll(/ (?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map((m) => m[1]!);
  return new Set([...texts, ...attributes].map((s) => decode(s).trim()).filter(Boolean));
}
/** Every string in a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

// The same in both languages: names and numbers, the toast's "Error" and the list markers.
const neutral = new Set([business.name, business.shortName, business.phone, "Error", "×", ".", "1", "2", "3"]);
const shared = (es: Iterable<string>, en: Iterable<string>) => {
  const english = new Set(en);
  return [...es].filter((s) => english.has(s) && !neutral.has(s));
};

describe("the quote form island in Spanish", () => {
  const es = quoteForm("es");

  it("labels every field, option and action in Spanish, the option values staying the spec's", () => {
    expect(es).toContain('aria-label="Solicite su cotización gratis"');
    for (const label of [
      "Nombre",
      "Apellido",
      "Teléfono",
      "Correo electrónico",
      "Tipo de servicio",
      "Ciudad o código postal (opcional)",
      "Detalles del trabajo",
      "Fotos (opcional)",
      "Día preferido (opcional)",
      "Horario de llegada (opcional)",
    ]) {
      expect(es).toMatch(new RegExp(`<label for="quote-[a-zA-Z]+"[^>]*>${label.replace(/[()]/g, "\\$&")}</label>`));
    }
    const options = [...es.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], decode(m[2]!)]);
    expect(options).toEqual([
      ["", "Seleccione un servicio"],
      ...serviceTypeValues.map((v) => [
        v,
        {
          "junk-removal": "Retiro de basura",
          "moving-services": "Servicios de mudanza",
          "cleanout-services": "Servicios de vaciado",
          "demo-removal": "Demolición y retiro",
        }[v],
      ]),
      // The arrival windows: values the same in both languages, Spanish labels.
      ["", "Cualquier hora"],
      ["05-07", "5–7\u00a0a.\u00a0m."],
      ["07-09", "7–9\u00a0a.\u00a0m."],
      ["09-11", "9–11\u00a0a.\u00a0m."],
      ["11-13", "11\u00a0a.\u00a0m.–1\u00a0p.\u00a0m."],
      ["13-15", "1–3\u00a0p.\u00a0m."],
      ["15-17", "3–5\u00a0p.\u00a0m."],
      ["17-19", "5–7\u00a0p.\u00a0m."],
      ["19-21", "7–9\u00a0p.\u00a0m."],
    ]);
    expect(es).toContain("Hasta 6 fotos de lo que hay que sacar o mudar: muchas veces podemos cotizar sin visitarle.");
    expect(es).toContain('placeholder="¿Qué hay que sacar o qué vamos a mudar? Escaleras, acceso, fechas..."');
    expect(es).toContain("Todos los campos son obligatorios, salvo los marcados como opcionales.");
    expect(es).toMatch(/<button type="submit"[^>]*>Solicite su cotización gratis<\/button>/);
    expect(es).toMatch(
      /Usamos sus datos solo para responder a su solicitud\.<!-- --> <a href="\/es\/privacidad"[^>]*>Política de privacidad<\/a>/,
    );
    expect(es).toContain('<input type="hidden" name="locale" value="es"/>');
  });

  it("shows no English in the form, its messages or its confirmation", () => {
    expect(heard(es).size).toBeGreaterThan(15);
    expect(shared(heard(es), heard(quoteForm("en")))).toEqual([]);
    // After a no-JavaScript post the messages are the server's, in the request's language.
    const invalid = (locale: Locale): QuoteFormState => ({
      values: { firstName: "Ana" },
      errors: { lastName: catalogue(locale).ui.form.messages.required },
      formError: catalogue(locale).ui.quoteMessages.invalid,
    });
    const invalidEs = heard(quoteForm("es", invalid("es")));
    expect(invalidEs).toContain("Obligatorio");
    expect(invalidEs).toContain(`Llame al ${business.phone}`);
    expect(shared(invalidEs, heard(quoteForm("en", invalid("en"))))).toEqual([]);
    const received = heard(quoteForm("es", { received: true }));
    expect(shared(received, heard(quoteForm("en", { received: true })))).toEqual([]);
    for (const text of ["Recibimos su solicitud de cotización", "Lo que sigue", `Llame al ${business.phone}`, "Enviar otra solicitud"])
      expect(received).toContain(text);
  });

  it("carries the words it shows later (toasts, failure notice, submitting state, messages) in Spanish in its props", () => {
    const words = quoteFormWords("es");
    expect(words.submitting).toBe("Enviando...");
    expect(words.messages.required).toBe("Obligatorio");
    expect(words.toasts.success.title).toBe("¡Solicitud de cotización enviada!");
    expect(words.toasts.failure.description).toBe("No se pudo enviar su solicitud de cotización. Por favor, inténtelo de nuevo.");
    expect(words.toasts).toMatchObject({ region: "Notificación", viewport: "Notificaciones ({hotkey})", close: "Cerrar" });
    expect(words.failure.reasons.offline).toMatch(/^Parece que no tiene conexión/);
    expect(words.photos).toMatchObject({ add: "Agregar fotos", remove: "Quitar la foto {n}", uploading: "Subiendo…" });
    expect(words.messages.photoType).toBe("Las fotos deben ser imágenes JPEG, PNG o WebP");
    // The window values ("07-09") are the API's, the same in both languages; their labels are not.
    const wordsOnly = (w: typeof words) => strings({ ...w, windowOptions: w.windowOptions.map((o) => o.label) });
    expect(shared(wordsOnly(words), wordsOnly(quoteFormWords("en")))).toEqual([]);
  });

  it("checks fields in the browser with Spanish messages, the length limits filled in", () => {
    const schema = makeQuoteSchema(fieldMessages(quoteFormWords("es").messages));
    const issues = schema.safeParse({
      firstName: "x".repeat(101),
      lastName: "",
      phone: "12",
      email: "nadie",
      serviceType: "",
      description: "ok",
    }).error!.issues;
    expect(Object.fromEntries(issues.map((i) => [i.path[0], i.message]))).toEqual({
      firstName: "Debe tener 100 caracteres o menos",
      lastName: "Obligatorio",
      phone: "Escriba un número de teléfono válido",
      email: "Escriba un correo electrónico válido",
      serviceType: "Obligatorio",
    });
    const english = makeQuoteSchema(fieldMessages(quoteFormWords("en").messages));
    expect(english.safeParse({ description: "x".repeat(5001) }).error!.issues.find((i) => i.path[0] === "description")!.message).toBe(
      "Must be 5000 characters or fewer",
    );
  });
});

describe("the header and the phone's bottom bar in Spanish", () => {
  it("names the header's links, landmarks, menu button and call button in Spanish", () => {
    const html = inLocale("es", <Navbar />);
    expect(html).toContain(`aria-label="${business.name.replace("&", "&amp;")}, página de inicio"`);
    expect(html).toContain('<nav aria-label="Principal"');
    expect(html).toContain('<nav id="mobile-menu" aria-label="Menú móvil"');
    expect(html).toContain('aria-label="Abrir menú"');
    expect(html).toContain(`aria-label="Llame al ${business.phone}"`);
    expect(html).toMatch(/<a href="\/es\/" class="nav-link">Inicio<\/a>/);
    for (const word of ["Servicios", "Áreas de servicio", "Contacto"]) expect(heard(html)).toContain(word);
    // The service names are the page list's (the lead's Spanish entries): only the interface words are checked here.
    const english = heard(inLocale("en", <Navbar />));
    const services = [...html.matchAll(/<a href="\/[^"#]+" class="block rounded-lg px-4[^>]*>([^<]+)<\/a>/g)].map((m) => decode(m[1]!));
    expect(shared(heard(html), english).filter((s) => !services.includes(s))).toEqual([]);
  });

  it("says Llamar and Cotización gratis on the bar, and links the Spanish home page's form from a page without one", () => {
    const html = inLocale("es", <QuoteBar hasContact={false} />);
    expect(html).toContain('aria-label="Llamar o pedir una cotización"');
    expect(html).toContain(`aria-label="Llame al ${business.phone}"`);
    expect(html).toMatch(/<a href="\/es\/#contact"[^>]*>Cotización gratis<\/a>/);
    expect(shared(heard(html), heard(inLocale("en", <QuoteBar hasContact={false} />)))).toEqual([]);
  });

  it("keeps the English words on English pages", () => {
    const html = inLocale("en", <Navbar />);
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain(`aria-label="Call ${business.phone}"`);
    expect(html).toMatch(/<a href="\/" class="nav-link">Home<\/a>/);
    expect(inLocale("en", <QuoteBar hasContact={false} />)).toMatch(/<a href="\/#contact"[^>]*>Free Quote<\/a>/);
  });
});

describe("the islands' browser code", () => {
  const code = async (path: string) => {
    const res = await env.ASSETS.fetch(new Request(`http://localhost${path}`));
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("holds none of the interface's words in either language: the entry and every chunk it may load", async () => {
    // Every file reachable from the public entry, by static import or by import() at run time.
    const seen = new Map<string, string>();
    const visit = async (path: string) => {
      if (seen.has(path)) return;
      const text = await code(path);
      seen.set(path, text);
      const linked = [...text.matchAll(/(?:import\(|from\s*|import\s*)"((?:\.\.?|\/build)\/[^"]+\.js)"/g)].map(
        (m) => new URL(m[1]!, `http://x${path}`).pathname,
      );
      for (const next of linked) await visit(next);
    };
    await visit(assets.js);
    // The entry, React with the islands, the counters, and the form's extras at least.
    expect(seen.size).toBeGreaterThan(3);
    expect([...seen.keys()].some((p) => p.includes("/chunks/extras-"))).toBe(true);
    const all = [...seen.values()].join("\n");
    // ASCII words: the bundler escapes other characters.
    const words = [
      "Submitting...",
      "Enviando...",
      "Quote Request Submitted",
      "Quote request received",
      "Obligatorio",
      "Enter a valid phone number",
      "Select a service",
      "Seleccione un servicio",
      "Open menu",
      "Service Areas",
      "Free Quote",
      "We use your details",
      "Usamos sus datos",
      "Leave this field empty",
    ];
    for (const word of words) expect(all, word).not.toContain(word);
  });
});
