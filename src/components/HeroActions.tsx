import Phone from "lucide-react/icons/phone";
import { business, phoneHref } from "../config/business";
import { useCopy } from "./locale-context";
import { ButtonLink, type ButtonVariant } from "./Button";

// Every hero's and the red band's pair of calls to action: the quote (a plain link to #contact,
// smooth by CSS) and a call.
export function HeroActions({
  quoteLabel,
  quoteVariant = "primary",
  className = "mt-10 flex flex-col gap-3 sm:flex-row",
}: {
  quoteLabel: string;
  quoteVariant?: ButtonVariant;
  className?: string;
}) {
  const { ui } = useCopy();
  return (
    <div className={className}>
      <ButtonLink href="#contact" variant={quoteVariant}>
        {quoteLabel}
      </ButtonLink>
      <ButtonLink href={phoneHref} variant="outlineLight">
        <Phone className="size-5" aria-hidden="true" /> {ui.call(business.phone)}
      </ButtonLink>
    </div>
  );
}
