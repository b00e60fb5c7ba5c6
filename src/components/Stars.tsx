import Star from "lucide-react/icons/star";

export function Stars({ rating, className = "text-accent-500" }: { rating: number; className?: string }) {
  return (
    <div className={`flex gap-0.5 ${className}`} role="img" aria-label={`Rated ${rating} out of 5 stars`}>
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} className="size-5 fill-current" aria-hidden="true" />
      ))}
    </div>
  );
}
