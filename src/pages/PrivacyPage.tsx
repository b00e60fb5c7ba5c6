import { useRequestContext } from "@hono/react-renderer";
import CircleCheck from "lucide-react/icons/circle-check";
import { Breadcrumb } from "../components/Breadcrumb";
import { HeroShell } from "../components/PageHero";
import { Section } from "../components/Section";
import { RichText } from "../components/service/RichText";
import { SiteLayout } from "../components/SiteLayout";
import type { PrivacyCopy } from "../content/types";
import type { AppEnv } from "../env";
import { retentionMonths } from "../config/retention";

// The privacy page: a short dark hero, then the copy's sections. No contact section and no quote
// form here: the page explains the form, and its last section says how to reach the business.
export function PrivacyPage({ privacy }: { privacy: PrivacyCopy }) {
  // The retention period the scheduled job applies (RETENTION_MONTHS), stated from the same setting.
  const months = retentionMonths(useRequestContext<AppEnv>().env ?? {});
  return (
    <SiteLayout contact={false}>
      <HeroShell tone="dark" grid="py-14 sm:py-16 lg:py-20">
        <div className="mx-auto w-full max-w-3xl">
          <Breadcrumb current={privacy.heading} />
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {privacy.heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-ink-200 sm:text-xl">{privacy.intro}</p>
        </div>
      </HeroShell>
      <Section>
        <div className="mx-auto max-w-3xl space-y-12">
          {privacy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700">
                {section.body.map((block, i) =>
                  Array.isArray(block) ? (
                    <RichText
                      key={i}
                      runs={block.map((run) => ({ ...run, text: run.text.replace("{retentionMonths}", String(months)) }))}
                    />
                  ) : (
                    <ul key={i} className="space-y-2">
                      {block.list.map((item) => (
                        <li key={item} className="flex gap-3">
                          <CircleCheck className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </Section>
    </SiteLayout>
  );
}
