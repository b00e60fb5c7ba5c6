import type { IconType } from "@icons-pack/react-simple-icons";
import SiFacebook from "@icons-pack/react-simple-icons/icons/SiFacebook";
import SiInstagram from "@icons-pack/react-simple-icons/icons/SiInstagram";
import SiPinterest from "@icons-pack/react-simple-icons/icons/SiPinterest";
import SiTiktok from "@icons-pack/react-simple-icons/icons/SiTiktok";
import SiX from "@icons-pack/react-simple-icons/icons/SiX";
import SiYoutube from "@icons-pack/react-simple-icons/icons/SiYoutube";
import { business } from "../config/business";
import { useCopy } from "./locale-context";

// Every network the site has a mark for; business.ts lists the ones the business is on (setup
// removes a profile the business does not have), so the map is keyed by all six, not by that list.
// A network added there without a mark here fails the typecheck where the icon is looked up.
type Network = "Facebook" | "X" | "Instagram" | "YouTube" | "TikTok" | "Pinterest";

// Each network's own mark (simple-icons), imported one by one so the Worker carries only these six.
// Rendered on the server only: no icon ships to the browser as JavaScript.
const icons: Record<Network, IconType> = {
  Facebook: SiFacebook,
  X: SiX,
  Instagram: SiInstagram,
  YouTube: SiYoutube,
  TikTok: SiTiktok,
  Pinterest: SiPinterest,
};

const looks = {
  /** On the light contact card. */
  light: "bg-white text-ink-800 ring-ink-200 hover:bg-ink-900 hover:text-white hover:ring-ink-900",
  /** On the dark footer. */
  dark: "text-ink-100 ring-white/30 hover:bg-white hover:text-ink-900",
} as const;

/** Icon links, 44 px round; each link is named by its network (the icon itself is hidden from screen readers). */
export function SocialLinks({ footer = false }: { footer?: boolean }) {
  const { labels, ui } = useCopy();
  const links = business.social.filter((s) => !footer || s.inFooter);
  return (
    <ul className="flex flex-wrap gap-2" aria-label={ui.contact.socialLabel}>
      {links.map((s) => {
        const Icon = icons[s.network];
        return (
          <li key={s.network}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex size-11 items-center justify-center rounded-full ring-1 transition-colors ${looks[footer ? "dark" : "light"]}`}
            >
              <Icon size={20} aria-hidden="true" focusable="false" />
              <span className="sr-only">{`${s.network}${labels.newTab}`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
