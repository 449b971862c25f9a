// HR's 1–5 rating of an application as a radio group of stars (arrow keys move and choose, as in any
// radio group) with a "Clear rating" button. Saved on every choice; the list is read again after.
import { useId } from "react";
import { useRateApplication } from "../api/notes";
import { RATING_MAX } from "../../../../shared/hr/notes";
import { cx } from "../../../lib/cx";
import { serverMessage } from "../../../lib/error-message";
import { Button } from "../../../components/ui/button";

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);
const STAR_PATH = "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z";
const RATE_FAILED = "Failed to save the rating.";

export function RatingStars({ applicationId, rating }: { applicationId: number; rating: number | null }) {
  const name = useId();
  const rate = useRateApplication(applicationId);
  // While a choice is being saved, show it rather than the stored one (this control only sends numbers,
  // though the input schema also takes their text).
  const shown = rate.isPending ? (rate.variables.rating as number | null) : rating;
  const choose = (value: number | null) => rate.mutate({ applicationId, rating: value });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <fieldset className="flex items-center">
        <legend className="sr-only">Rating</legend>
        {STARS.map((value) => (
          <label key={value} className="cursor-pointer p-0.5">
            <input
              type="radio"
              name={name}
              value={value}
              checked={shown === value}
              onChange={() => choose(value)}
              className="peer sr-only"
              aria-label={`${value} of ${RATING_MAX} stars`}
            />
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={cx(
                "size-6 rounded stroke-amber-500 stroke-[1.5] peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500",
                shown !== null && value <= shown ? "fill-amber-400" : "fill-transparent dark:stroke-amber-400",
              )}
            >
              <path d={STAR_PATH} strokeLinejoin="round" />
            </svg>
          </label>
        ))}
      </fieldset>
      <span className="text-sm text-slate-600 dark:text-slate-400">{shown === null ? "Not rated" : `${shown} of ${RATING_MAX}`}</span>
      {shown !== null ? (
        <Button variant="link" size="sm" onClick={() => choose(null)} disabled={rate.isPending}>
          Clear rating
        </Button>
      ) : null}
      {rate.isError ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {serverMessage(rate.error, RATE_FAILED)}
        </p>
      ) : null}
    </div>
  );
}
