import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { business } from "../src/config/business";
import { uiEn, uiEs } from "./content-helpers";
import { app } from "../src/index";
import { formLocale, jsonLocale } from "../src/routes/quote/locale";
import { page, rendered } from "./html";
import { brokenQueue } from "./outage-helpers";
import { countQuotes, postForm, postJson, postQuote, url, validQuote, inOneRateWindow } from "./quote-helpers";

// Issue 14, item 5: a quote request keeps the language of the form it was sent with, and the API
// answers it in that language (JSON: the body's `locale`; the plain form: its hidden `locale`
// field, else the language of its returnTo page). Anything but "en" or "es" is English.

const storedLocale = (id: string) => env.DB.prepare("SELECT locale FROM quote_requests WHERE id = ?").bind(id).first<string>("locale");
const created = async (res: Response) => {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const allRequired = (required: string) => ({
  firstName: required,
  lastName: required,
  phone: required,
  email: required,
  serviceType: required,
  description: required,
});
/** The message under a field of the server-rendered form. */
const fieldMessage = (html: string, field: string) => html.match(new RegExp(`<p id="quote-${field}-error"[^>]*>([^<]*)</p>`))?.[1];

describe("the JSON API and the request's language", () => {
  it("stores a Spanish request as locale es, and one that names no language as en", async () => {
    expect(await storedLocale(await created(await postJson({ ...validQuote, locale: "es", sourcePage: "/" })))).toBe("es");
    expect(await storedLocale(await created(await postJson({ ...validQuote, locale: "en" })))).toBe("en");
    expect(await storedLocale(await created(await postJson(validQuote)))).toBe("en");
  });

  it("answers an empty Spanish request with Spanish messages: Obligatorio under every required field", async () => {
    const before = await countQuotes();
    const res = await postJson({ locale: "es" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Corrija los campos marcados, por favor.", fields: allRequired("Obligatorio") });
    expect(await countQuotes()).toBe(before);
  });

  it("says every kind of field message in Spanish, with the length limit filled in", async () => {
    const res = await postJson({
      locale: "es",
      firstName: "x".repeat(101),
      lastName: 7,
      phone: "12",
      email: "nadie",
      serviceType: "plomeria",
      cityZip: "y".repeat(101),
      description: "Un sofá",
    });
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      firstName: "Debe tener 100 caracteres o menos",
      lastName: "Debe ser texto",
      phone: "Escriba un número de teléfono válido",
      email: "Escriba un correo electrónico válido",
      serviceType: "Elija uno de los servicios de la lista",
      cityZip: "Debe tener 100 caracteres o menos",
    });
  });

  it("answers in English when the request names no language", async () => {
    expect(await (await postJson({})).json()).toEqual({ error: "Please correct the highlighted fields.", fields: allRequired("Required") });
  });

  it("ignores a locale that is not one of the site's: the request is kept, stored as en and answered in English", async () => {
    for (const locale of ["fr", "ES", "es-US", "", " es", 5, true, null, ["es"], { es: true }]) {
      expect(await storedLocale(await created(await postJson({ ...validQuote, locale }))), JSON.stringify(locale)).toBe("en");
      const invalid = (await (await postJson({ locale })).json()) as { error: string; fields: Record<string, string> };
      expect(invalid.error, JSON.stringify(locale)).toBe("Please correct the highlighted fields.");
      expect(Object.keys(invalid.fields)).not.toContain("locale");
    }
  });

  it("says the rate limit in Spanish to a Spanish request", async () => {
    await inOneRateWindow(async (attempt) => {
      const ip = { "cf-connecting-ip": `203.0.113.${77 + attempt}` };
      for (let i = 0; i < 5; i++) await created(await postJson({ ...validQuote, locale: "es" }, ip));
      const limited = await postJson({ ...validQuote, locale: "es" }, ip);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: uiEs.quoteMessages.rateLimited });
      expect(uiEs.quoteMessages.rateLimited).toContain(`llámenos al ${business.phone}`);
    });
  });

  it("says the database failure (D1 and the queue it would be kept on) in Spanish to a Spanish request", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenDb = {
      prepare: () => {
        throw new Error("D1_ERROR");
      },
    } as unknown as D1Database;
    const res = await app.request(
      url,
      {
        method: "POST",
        body: JSON.stringify({ ...validQuote, locale: "es" }),
        headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": "203.0.113.78" },
      },
      { ...env, DB: brokenDb, KEPT_REQUESTS: brokenQueue },
    );
    log.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: uiEs.quoteMessages.unavailable });
  });
});

describe("the lead e-mail of a Spanish request", () => {
  it("says Prefers Spanish in its subject and body", async () => {
    const send = vi.fn(async () => ({ messageId: "m-es" }));
    const pending: Promise<unknown>[] = [];
    const executionCtx = {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext;
    const res = await app.request(
      url,
      {
        method: "POST",
        body: JSON.stringify({ ...validQuote, locale: "es" }),
        headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": "203.0.113.79" },
      },
      { ...env, QUOTE_EMAIL: { send }, QUOTE_NOTIFY_TO: "owner@example.com" },
      executionCtx,
    );
    await created(res);
    await Promise.all(pending);
    const message = (send.mock.calls[0] as unknown as [{ subject: string; text: string }])[0];
    expect(message.subject).toBe("New quote request (Prefers Spanish): Junk Removal for Maria Lopez");
    expect(message.text).toContain("Prefers Spanish");
  });
});

describe("the plain HTML form post and the request's language", () => {
  it("writes the page's language into the form, so a post without JavaScript carries it", async () => {
    const html = rendered(await page("/"));
    expect(html).toMatch(/<input type="hidden" name="locale" value="en"\/>/);
  });

  it("stores the language of the hidden locale field", async () => {
    const res = await postForm({ ...validQuote, returnTo: "/", locale: "es", firstName: "Lucía" });
    expect(res.status).toBe(303);
    expect(await countQuotes("first_name = 'Lucía' AND locale = 'es'")).toBe(1);
  });

  it("re-renders an invalid Spanish post with Spanish messages, the values kept", async () => {
    const res = await postForm({ ...validQuote, lastName: " ", email: "maria-arroba", serviceType: "", returnTo: "/", locale: "es" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldMessage(html, "lastName")).toBe("Obligatorio");
    expect(fieldMessage(html, "email")).toBe("Escriba un correo electrónico válido");
    expect(fieldMessage(html, "serviceType")).toBe("Obligatorio");
    expect(html).toMatch(/role="alert"[^>]*><p>Corrija los campos marcados, por favor.<\/p>/);
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Maria"/);
  });

  it("takes the language from a Spanish returnTo page when the post has no locale field", async () => {
    const invalid = await postForm({ ...validQuote, phone: "", returnTo: "/es/" });
    expect(invalid.status).toBe(400);
    expect(fieldMessage(await invalid.text(), "phone")).toBe("Obligatorio");
    const res = await postForm({ ...validQuote, returnTo: "/es/", firstName: "Inés" });
    expect(res.status).toBe(303);
    expect(await countQuotes("first_name = 'Inés' AND locale = 'es'")).toBe(1);
  });

  it("stays English for an English page or an unknown locale field", async () => {
    for (const [fields, name] of [
      [{ returnTo: "/" }, "Uno"],
      [{ returnTo: "/junk-removal", locale: "de" }, "Dos"],
    ] as const) {
      const invalid = await postForm({ ...validQuote, ...fields, phone: "" });
      expect(fieldMessage(await invalid.text(), "phone")).toBe("Required");
      expect((await postForm({ ...validQuote, ...fields, firstName: name })).status).toBe(303);
      expect(await countQuotes("first_name = ? AND locale = 'en'", name)).toBe(1);
    }
  });

  it("answers an oversized post from a Spanish page in Spanish", async () => {
    const body = new URLSearchParams({ ...validQuote, description: "x".repeat(40_000), returnTo: "/es/", locale: "es" }).toString();
    const res = await postQuote(body, "application/x-www-form-urlencoded", { referer: "http://localhost/es/" });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(uiEs.quoteMessages.tooLarge);
    const english = await postQuote(body, "application/x-www-form-urlencoded", { referer: "http://localhost/" });
    expect(await english.text()).toContain(uiEn.quoteMessages.tooLarge);
  });
});

describe("the request's language, from what each kind of post says", () => {
  it("JSON: the body's locale when it is en or es, else en", () => {
    expect(jsonLocale({ locale: "es" })).toBe("es");
    expect(jsonLocale({ locale: "en" })).toBe("en");
    expect(jsonLocale({})).toBe("en");
    expect(jsonLocale({ locale: "ES" })).toBe("en");
    expect(jsonLocale({ locale: ["es"] })).toBe("en");
  });

  it("the plain form: the hidden field first, else the returnTo page's language", () => {
    expect(formLocale({ locale: "es", returnTo: "/" })).toBe("es");
    expect(formLocale({ locale: "en", returnTo: "/es/" })).toBe("en");
    expect(formLocale({ returnTo: "/es/retiro-de-basura" })).toBe("es");
    expect(formLocale({ returnTo: "/es" })).toBe("es");
    expect(formLocale({ locale: "pt", returnTo: "/es/spring-tx" })).toBe("es");
    expect(formLocale({ returnTo: "/estate-cleanouts" })).toBe("en");
    expect(formLocale({ returnTo: "/junk-removal" })).toBe("en");
    expect(formLocale({})).toBe("en");
  });
});
