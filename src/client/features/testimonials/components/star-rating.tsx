// A rating out of five as stars, read out as "Rated N out of 5".
import { StarIcon } from "../../../components/icon";

export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5 text-amber-500 dark:text-amber-400">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rating} className="size-4" />
      ))}
    </p>
  );
}
