import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { addressLine, business, phoneHref } from "../content/business";
import { home } from "../content/home";
import { ofKind, pages, type Page } from "../content/pages";
import { logo } from "./Navbar";
import { SocialLinks } from "./SocialLinks";
import { labels } from "../content/labels";

const heading = "text-sm font-bold uppercase tracking-widest text-white";
const link = "text-ink-200 hover:text-white hover:underline underline-offset-4";

/** The footer's link columns come from the page list: the services in the spec's footer order, then every city. */
export function Footer({ pages: list = pages }: { pages?: readonly Page[] }) {
  const services = ofKind(list, "service").sort((a, b) => a.content.footerOrder - b.content.footerOrder);
  const cities = ofKind(list, "city");
  return (
    <footer className="bg-ink-900 text-ink-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <a href="/" className="inline-flex items-center gap-3 rounded-lg">
            <img src={logo.src} width={logo.width} height={logo.height} alt="" className="size-12" />
            <span className="text-lg font-extrabold leading-tight text-white">{business.name}</span>
          </a>
          <p className="mt-4 leading-relaxed">{home.footerBlurb}</p>
          <div className="mt-6">
            <SocialLinks footer />
          </div>
        </div>
        <nav aria-labelledby="footer-services" className="lg:col-span-2">
          <h2 id="footer-services" className={heading}>{labels.footer.services}</h2>
          <ul className="mt-4 space-y-2.5">
            {services.map((p) => (
              <li key={p.path}><a href={p.path} className={link}>{p.content.title}</a></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-areas" className="lg:col-span-3">
          <h2 id="footer-areas" className={heading}>{labels.footer.areas}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-1">
            {cities.map((p) => (
              <li key={p.path}><a href={p.path} className={link}>{p.content.listName}</a></li>
            ))}
          </ul>
        </nav>
        <div className="lg:col-span-3">
          <h2 className={heading}>{labels.footer.contact}</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-3"><Phone className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" /><a href={phoneHref} className={link}>{business.phone}</a></li>
            <li className="flex gap-3"><Clock className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />{home.contact.hoursLine}</li>
            <li className="flex gap-3"><MapPin className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />{addressLine}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          {`© ${new Date().getFullYear()} ${business.name}. ${labels.footer.rights}`}
        </p>
      </div>
    </footer>
  );
}
