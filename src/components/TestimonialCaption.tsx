import type { Testimonial } from "../content/types";
import { useCopy } from "./locale-context";

// Who wrote a review, where and about what (and, on a page in another language, that it is a
// translation): the same caption under every review, on light cards and on the dark band.
export function TestimonialCaption({ testimonial: t, tone }: { testimonial: Testimonial; tone: "light" | "dark" }) {
  const { testimonialNote } = useCopy();
  const look =
    tone === "dark"
      ? { rule: "mt-6 border-white/15 pt-4", muted: "text-ink-200" }
      : { rule: "mt-4 border-ink-100 pt-3 sm:mt-6 sm:pt-4", muted: "text-ink-600" };
  return (
    <figcaption className={`border-t ${look.rule}`}>
      <span className="block font-extrabold">{t.author}</span>
      <span className={`text-sm ${look.muted}`}>{`${t.location} · ${t.service}`}</span>
      {testimonialNote && <span className={`mt-1 block text-xs ${look.muted}`}>{testimonialNote}</span>}
    </figcaption>
  );
}
