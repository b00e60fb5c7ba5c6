import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { faqFor, hours as catalogueHours, serviceFaqs } from "./content-helpers";
import { labels } from "./content-helpers";
import { services } from "./content-helpers";
import type { Faq } from "../src/content/types";
import { esc, page, section } from "./html";
import { readHead } from "./seo-helpers";
import { richResultProblems, schemaOrgProblems } from "./schemaorg-validate";
import { schemaOrg } from "./schemaorg-vocabulary";

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The question and answer of every <details> in the FAQ section, as a visitor reads them. */
function renderedFaq(html: string): Faq[] {
  const faq = section(html, "faq");
  return [...faq.matchAll(/<details[^>]*><summary[^>]*><span>([^<]*)<\/span>[\s\S]*?<\/summary><p[^>]*>([^<]*)<\/p><\/details>/g)].map(
    (m) => ({
      question: decode(m[1]!),
      answer: decode(m[2]!),
    }),
  );
}

/** Google's required FAQPage properties (its FAQ rich-result rules, which structured-data-validator
 * does not implement): at least one Question in mainEntity, each with a name and an acceptedAnswer
 * Answer with text. */
function faqRuleProblems(block: Record<string, unknown>): string[] {
  const questions = block.mainEntity;
  if (!Array.isArray(questions) || questions.length === 0) return ["FAQPage: mainEntity needs at least one Question"];
  return questions.flatMap((q: Record<string, unknown>, i) => {
    const answer = q.acceptedAnswer as Record<string, unknown> | undefined;
    const problems: string[] = [];
    if (q["@type"] !== "Question") problems.push(`mainEntity[${i}]: not a Question`);
    if (typeof q.name !== "string" || !q.name.trim()) problems.push(`mainEntity[${i}]: missing name`);
    if (answer?.["@type"] !== "Answer") problems.push(`mainEntity[${i}]: missing acceptedAnswer Answer`);
    else if (typeof answer.text !== "string" || !answer.text.trim()) problems.push(`mainEntity[${i}]: Answer without text`);
    return problems;
  });
}

type FaqPage = { "@type": string; mainEntity: Array<{ "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }> };

describe("service FAQs: content", () => {
  it("gives every service, and only the services, four to six questions", () => {
    expect(Object.keys(serviceFaqs).sort()).toEqual(services.map((s) => s.slug).sort());
    for (const s of services) {
      expect(s.faq, s.slug).toBe(faqFor(s.slug));
      expect(s.faq.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.faq.length, s.slug).toBeLessThanOrEqual(6);
      expect(new Set(s.faq.map((f) => f.question)).size, s.slug).toBe(s.faq.length);
    }
    expect(() => faqFor("window-cleaning")).toThrow();
  });

  it("answers what is included, how the quote is worked out, what can't be taken, being home, how soon and where things go", () => {
    const topics: Array<[string, RegExp]> = [
      ["included", /\bincluded\b/i],
      ["quote", /\bquote\b/i],
      ["can't take", /\bcan't\b/i],
      ["home", /\b(home|there)\b/i],
      ["how soon", /\b(soon|ahead)\b/i],
      ["where things go", /\b(go|happens)\b/i],
    ];
    for (const s of services) {
      for (const [topic, pattern] of topics)
        expect(
          s.faq.some((f) => pattern.test(f.question)),
          `${s.slug}: ${topic}`,
        ).toBe(true);
      const answers = s.faq.map((f) => f.answer).join(" ");
      expect(answers, s.slug).toMatch(/charit/);
      expect(answers, s.slug).toMatch(/recycl/);
      expect(answers, s.slug).toMatch(/landfill/);
    }
  });

  it("names no amounts, and every business fact it states matches business.ts", () => {
    for (const s of services) {
      const text = s.faq.map((f) => `${f.question} ${f.answer}`).join(" ");
      expect(text, s.slug).not.toMatch(/\$|\bdollars?\b|\bbucks\b/i);
      for (const [, hours] of text.matchAll(/(\d+ AM to \d+ PM)/g)) expect(hours).toBe(catalogueHours.label);
      for (const [, miles] of text.matchAll(/(\d+)-mile/g)) expect(Number(miles)).toBe(business.serviceRadiusMiles);
      for (const [, percent] of text.matchAll(/(\d+)%/g)) expect(Number(percent)).toBe(business.militaryDiscountPercent);
      for (const [, reply] of text.matchAll(/reply within (\d+) hours/g)) expect(Number(reply)).toBe(business.quoteReplyHours);
    }
    // The promises the site makes elsewhere are the ones the answers make.
    const junk = faqFor("junk-removal")
      .map((f) => f.answer)
      .join(" ");
    expect(junk).toContain(`${catalogueHours.label}, ${catalogueHours.days}`);
    expect(junk).toContain(`${business.serviceRadiusMiles}-mile radius`);
    expect(junk).toContain(`${business.militaryDiscountPercent}% military discount`);
  });

  it("writes moving's answers about moving", () => {
    const moving = faqFor("moving-services")
      .map((f) => `${f.question} ${f.answer}`)
      .join(" ");
    expect(moving).toMatch(/crew size, hours and truck/);
    expect(moving).toMatch(/movers/);
    expect(moving).toMatch(/book/);
  });
});

describe.each(services)("service page /$slug: FAQ", (service) => {
  const htmlPromise = page(`/${service.slug}`);

  it("shows the questions as native <details>/<summary> under a heading", async () => {
    const html = await htmlPromise;
    const faq = section(html, "faq");
    expect(faq).toMatch(new RegExp(`<h2 id="faq-heading"[^>]*>${esc(labels.service.faqHeading(service.title))}</h2>`));
    expect(faq).toContain('aria-labelledby="faq-heading"');
    expect(renderedFaq(html)).toEqual(service.faq);
    // Closed until the visitor opens one: no `open` attribute in the markup.
    expect(faq).not.toMatch(/<details[^>]* open/);
  });

  it("sits after the testimonial and before the related services", async () => {
    const html = await htmlPromise;
    const order = ['id="testimonial"', 'id="faq"', 'id="related-services"'].map((m) => html.indexOf(m));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("publishes a FAQPage whose questions and answers are exactly the ones on the page, and which validates", async () => {
    const html = await htmlPromise;
    const blocks = readHead(html).jsonLd;
    const faqPages = blocks.filter((b) => b["@type"] === "FAQPage") as unknown as FaqPage[];
    expect(faqPages).toHaveLength(1);
    const [faqPage] = faqPages;
    expect(faqPage!.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(renderedFaq(html));
    for (const q of faqPage!.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
    }
    expect(schemaOrgProblems(faqPage, schemaOrg)).toEqual([]);
    expect(await richResultProblems([faqPage as unknown as Record<string, unknown>], schemaOrg)).toEqual([]);
    expect(faqRuleProblems(faqPage as unknown as Record<string, unknown>)).toEqual([]);
  });
});

describe("FAQPage validation", () => {
  it("would catch a question without an answer, an empty answer and a misspelt type", () => {
    const broken = {
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Do you haul pianos?" },
        { "@type": "Question", name: "Do you haul safes?", acceptedAnswer: { "@type": "Answer", text: " " } },
        { "@type": "Question", name: "Do you haul boats?", acceptedAnswer: { "@type": "Answr", text: "No." } },
      ],
    };
    expect(faqRuleProblems(broken)).toEqual([
      "mainEntity[0]: missing acceptedAnswer Answer",
      "mainEntity[1]: Answer without text",
      "mainEntity[2]: missing acceptedAnswer Answer",
    ]);
    expect(schemaOrgProblems(broken, schemaOrg)).toContain("$.mainEntity[2].acceptedAnswer: unknown type Answr");
    expect(faqRuleProblems({ "@type": "FAQPage", mainEntity: [] })).toEqual(["FAQPage: mainEntity needs at least one Question"]);
  });

  it("no other page publishes a FAQPage", async () => {
    for (const path of ["/", "/spring-tx", "/houston-tx"]) {
      expect(readHead(await page(path)).jsonLd.map((b) => b["@type"])).not.toContain("FAQPage");
    }
  });
});
