import Phone from "lucide-react/icons/phone";
import { business, phoneHref } from "../content/business";
import { ButtonLink, type ButtonVariant } from "./Button";

// Every hero's pair of calls to action: the quote (a plain link to #contact, smooth by CSS) and a call.
export function HeroActions({ quoteLabel, quoteVariant = "primary" }: { quoteLabel: string; quoteVariant?: ButtonVariant }) {
  return (
    <div className="mt-10 flex flex-col gap-3 sm:flex-row">
      <ButtonLink href="#contact" variant={quoteVariant}>{quoteLabel}</ButtonLink>
      <ButtonLink href={phoneHref} variant="outlineLight">
        <Phone className="size-5" aria-hidden="true" /> {`Call ${business.phone}`}
      </ButtonLink>
    </div>
  );
}
