import { business } from "../config/business";
import { ButtonLink } from "./Button";
import { useCopy } from "./locale-context";

// The way to all the business's reviews (on Google, in a new tab), under the home page's reviews and
// a service or city page's one review: an outlined button in the tone of its section.
export function ReviewsLink({ tone, className }: { tone: "light" | "dark"; className: string }) {
  const { home, labels } = useCopy();
  return (
    <p className={className}>
      <ButtonLink href={business.reviewsUrl} newTab variant={tone === "dark" ? "outlineLight" : "outlineDark"}>
        {home.testimonials.reviewsLink}
        <span className="sr-only">{labels.newTab}</span>
      </ButtonLink>
    </p>
  );
}
