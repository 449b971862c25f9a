// Tracking Application: the interview times HR offered for one application (the `slots` of
// me.interviews), each with a "Book"
// button (the time in the candidate's own zone). One press books it (the button is disabled while
// it goes); a time someone else took meanwhile shows the server's refusal and the list is read
// again. The offer mail links here with ?book=<offerId>: that offer is scrolled to and highlighted.
import { useSearch } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import type { OfferedSlot } from "../../../../shared/interview-slots";
import { Button } from "../../../components/ui/button";
import { cx } from "../../../lib/cx";
import { toast } from "../../../lib/toast";
import { useBookSlot, useMyInterviews } from "../api/my-interviews";
import { serverMessage } from "../../../lib/error-message";
import { formatInterviewTime } from "../../../lib/interview-time";

const BOOK_FAILED = "The time could not be booked. Please try again.";

function groupByOffer(slots: OfferedSlot[]): OfferedSlot[][] {
  const offers = new Map<number, OfferedSlot[]>();
  for (const slot of slots) offers.set(slot.offerId, [...(offers.get(slot.offerId) ?? []), slot]);
  return [...offers.values()];
}

function Offer({ slots, highlighted }: { slots: OfferedSlot[]; highlighted: boolean }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const book = useBookSlot();
  const [error, setError] = useState<string>();
  const first = slots[0]!;

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: "center" });
  }, [highlighted]);

  async function choose(slot: OfferedSlot) {
    setError(undefined);
    try {
      const answer = await book.mutateAsync({ slotId: slot.id });
      toast.success(answer.message);
    } catch (failure) {
      setError(serverMessage(failure, BOOK_FAILED));
    }
  }

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(
        "rounded-xl border p-4",
        highlighted
          ? "border-brand-500 bg-brand-50 ring-2 ring-brand-500/40 dark:border-indigo-400 dark:bg-indigo-950/40"
          : "border-slate-200 dark:border-slate-700",
      )}
    >
      <h4 id={headingId} className="font-medium text-slate-900 dark:text-white">
        Pick a time for your {first.roundLabel} interview
      </h4>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {first.location ? `At ${first.location}` : null}
        {first.location && first.meetingUrl ? " · " : null}
        {first.meetingUrl ? "Online (the link comes with the invitation)" : null}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {slots.map((slot) => {
          const ends = new Date(new Date(slot.startsAt).getTime() + slot.durationMinutes * 60_000).toISOString();
          const time = formatInterviewTime(slot.startsAt, ends);
          return (
            <li key={slot.id}>
              <Button
                variant="secondary"
                className="w-full justify-start text-left"
                aria-label={`Book ${time}`}
                disabled={book.isPending}
                onClick={() => void choose(slot)}
              >
                {book.isPending && book.variables?.slotId === slot.id ? "Booking..." : time}
              </Button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The open offers of one application; nothing while there are none. */
export function OfferedSlots({ applicationId }: { applicationId: number }) {
  const search = useSearch({ strict: false }) as { book?: unknown };
  // The same query as the upcoming interviews (me.interviews: {interviews, slots}), so one read serves
  // both; its failure is shown there.
  const mine = useMyInterviews();
  const slots = (mine.data?.slots ?? []).filter((slot) => slot.applicationId === applicationId);
  if (slots.length === 0) return null;
  const highlighted = Number(search.book);
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Interview times offered</h3>
      {groupByOffer(slots).map((offer) => (
        <Offer key={offer[0]!.offerId} slots={offer} highlighted={offer[0]!.offerId === highlighted} />
      ))}
    </div>
  );
}
