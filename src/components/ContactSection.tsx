import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Medal from "lucide-react/icons/medal";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { addressLine, business, phoneHref } from "../config/business";
import { QuoteFormSlot } from "./QuoteFormSlot";
import { SectionHeading } from "./Section";
import { SocialLinks } from "./SocialLinks";
import { useCopy } from "./locale-context";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">{icon}</span>
      <div>
        <p className="text-sm font-bold uppercase tracking-wider text-ink-600">{label}</p>
        <div className="mt-0.5 text-lg font-semibold text-ink-900">{children}</div>
      </div>
    </li>
  );
}

// The contact section (id "contact") every content page ends with: how to reach us and the quote form.
export function ContactSection() {
  const { home, labels } = useCopy();
  const copy = home.contact;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-ink-50 py-12 sm:py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact-heading" heading={copy.heading} text={copy.text} />
        {/* The form comes first, in the page and on a phone's screen: every "Get Free Quote" lands
            here, so its first field is in view at the end of the scroll (issue 13, item 1). Side by
            side on wide screens. */}
        <div className="grid gap-6 sm:gap-8 lg:grid-cols-5">
          <div id="quote-form" className="scroll-mt-20 lg:col-span-3">
            {/* Right under the section's own heading on a phone it would say the same again; the
                form's accessible name stays "Request Free Quote" either way. Beside it on wide
                screens the contact card starts level with the form's box (lg:mt-12). */}
            <h3 className="sr-only lg:not-sr-only lg:text-2xl lg:font-extrabold lg:tracking-tight">{copy.formHeading}</h3>
            <div className="lg:mt-4">
              <QuoteFormSlot />
            </div>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-ink-100 sm:p-8 lg:col-span-2 lg:mt-12">
            <ul className="space-y-5 sm:space-y-6">
              <Fact icon={<Phone className="size-6" aria-hidden="true" />} label={labels.contact.phone}>
                <a href={phoneHref} className="text-brand-700 underline-offset-4 hover:underline">
                  {business.phone}
                </a>
              </Fact>
              <Fact icon={<Clock className="size-6" aria-hidden="true" />} label={labels.contact.hours}>
                {copy.hoursLine}
              </Fact>
              <Fact icon={<MapPin className="size-6" aria-hidden="true" />} label={labels.contact.address}>
                {addressLine}
                <span className="block text-base font-normal text-ink-600">{labels.contact.radius}</span>
              </Fact>
            </ul>
            <p className="mt-6 flex gap-3 rounded-xl bg-brand-50 p-4 font-semibold text-brand-800 ring-1 ring-brand-100 sm:mt-8">
              <Medal className="size-6 shrink-0" aria-hidden="true" />
              {copy.militaryNote}
            </p>
            <h3 className="mt-6 text-sm font-bold uppercase tracking-wider text-ink-600 sm:mt-8">{labels.contact.social}</h3>
            <div className="mt-3">
              <SocialLinks />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
