import Languages from "lucide-react/icons/languages";
import { useOtherLanguages } from "./locale-context";

// "English" on a Spanish page, "Español" on an English one (a link for each other language): each
// language named in itself, marked with its language so a screen reader says it right, leading to
// the same page in that language.
export function LanguageSwitch({ className }: { className: string }) {
  return useOtherLanguages().map((other) => (
    <a key={other.locale} href={other.href} hrefLang={other.htmlLang} lang={other.htmlLang} className={className} data-language-switch="">
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      {other.label}
    </a>
  ));
}
