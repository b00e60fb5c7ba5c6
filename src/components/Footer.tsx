import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { addressLine, business, phoneHref } from "../config/business";
import { ofKind, type Page } from "../content/site-map";
import { LinkList, type ListLink } from "../islands/LinkList";
import { logo } from "./Navbar";
import { SocialLinks } from "./SocialLinks";
import { LanguageSwitch } from "./LanguageSwitch";
import { useCopy } from "./locale-context";

const heading = "text-sm font-bold uppercase tracking-widest text-white";
const link = "text-ink-200 hover:text-white hover:underline underline-offset-4";

function FooterLinks(props: { id: string; heading: string; className: string; listClassName: string; links: ListLink[] }) {
  return (
    <nav aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id} className={heading}>
        {props.heading}
      </h2>
      <LinkList links={props.links} className={props.listClassName} linkClassName={link} />
    </nav>
  );
}

/** The footer's link columns come from the page list: the services in the spec's footer order, then every city. */
export function Footer({ pages }: { pages?: readonly Page[] }) {
  const { home, labels, licenceCopy, ui, pages: own } = useCopy();
  const list = pages ?? own.all;
  const services = ofKind(list, "service").sort((a, b) => a.content.footerOrder - b.content.footerOrder);
  const cities = ofKind(list, "city");
  const privacy = ofKind(list, "privacy")[0];
  return (
    <footer className="bg-ink-900 text-ink-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <a href={own.home.path} className="inline-flex items-center gap-3 rounded-lg">
            <img src={logo.src} width={logo.width} height={logo.height} alt="" className="size-12" />
            <span className="text-lg font-extrabold leading-tight text-white">{business.name}</span>
          </a>
          <p className="mt-4 leading-relaxed">{home.footerBlurb}</p>
          <div className="mt-6">
            <SocialLinks footer />
          </div>
        </div>
        <FooterLinks
          id="footer-services"
          heading={labels.footer.services}
          className="lg:col-span-2"
          listClassName="mt-4 space-y-2.5"
          links={services.map((p) => ({ href: p.path, label: p.content.title }))}
        />
        <FooterLinks
          id="footer-areas"
          heading={labels.footer.areas}
          className="lg:col-span-3"
          listClassName="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-1"
          links={cities.map((p) => ({ href: p.path, label: p.content.listName }))}
        />
        <div className="lg:col-span-3">
          <h2 className={heading}>{labels.footer.contact}</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />
              <a href={phoneHref} className={link}>
                {business.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />
              {home.contact.hoursLine}
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />
              {addressLine}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-x-8 gap-y-3 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>{ui.footer.copyright(new Date().getFullYear(), business.name)}</span>
            {privacy && (
              <a href={privacy.path} className={`inline-flex min-h-6 items-center underline ${link}`}>
                {privacy.content.footerLink}
              </a>
            )}
            <LanguageSwitch className={`inline-flex min-h-6 items-center gap-1.5 font-semibold ${link}`} />
          </p>
          <p className="tabular-nums">{licenceCopy.footerLine}</p>
        </div>
      </div>
    </footer>
  );
}
