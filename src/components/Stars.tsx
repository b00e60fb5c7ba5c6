import Star from "lucide-react/icons/star";
import { useCopy } from "./locale-context";

export function Stars({ rating, className = "text-accent-500" }: { rating: number; className?: string }) {
  const { ui } = useCopy();
  return (
    <div className={`flex gap-0.5 ${className}`} role="img" aria-label={ui.reviews.stars(rating)}>
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} className="size-5 fill-current" aria-hidden="true" />
      ))}
    </div>
  );
}
