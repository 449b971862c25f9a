// The nine employee cards. A pressed card is highlighted for 2 s (spec doc 2 §2).
import { useEffect, useState } from "react";
import { cx } from "../../../lib/cx";
import { TESTIMONIALS, type Testimonial } from "../../../content/testimonials";
import { Avatar } from "./avatar";
import { StarRating } from "./star-rating";

export const HIGHLIGHT_MS = 2000;

export function TestimonialGrid({ showRating }: { showRating: boolean }) {
  const [highlighted, setHighlighted] = useState<{ id: number; at: number } | null>(null);

  useEffect(() => {
    if (!highlighted) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {TESTIMONIALS.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard
            testimonial={testimonial}
            showRating={showRating}
            highlighted={highlighted?.id === testimonial.id}
            // A fresh object restarts the 2 s even when the same card is pressed again.
            onPress={() => setHighlighted({ id: testimonial.id, at: performance.now() })}
          />
        </li>
      ))}
    </ul>
  );
}

type TestimonialCardProps = { testimonial: Testimonial; showRating: boolean; highlighted: boolean; onPress: () => void };

function TestimonialCard({ testimonial, showRating, highlighted, onPress }: TestimonialCardProps) {
  return (
    <figure
      data-highlighted={highlighted}
      onClick={onPress}
      className={cx(
        "flex h-full cursor-pointer flex-col rounded-2xl border bg-white p-6 shadow-sm transition duration-300 motion-reduce:transition-none dark:bg-slate-900",
        highlighted
          ? "scale-[1.02] border-brand-500 shadow-lg ring-4 ring-brand-500/30 dark:border-indigo-400"
          : "border-slate-200 dark:border-slate-800",
      )}
    >
      {/* A figure's caption is its first or last child. */}
      <figcaption className="flex items-center gap-4">
        <Avatar name={testimonial.name} photo={testimonial.photo} className="size-14 text-lg" />
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">{testimonial.name}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{testimonial.role}</span>
        </span>
      </figcaption>
      {showRating && (
        <div className="mt-4">
          <StarRating rating={testimonial.rating} />
        </div>
      )}
      <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-300">
        <p>“{testimonial.text}”</p>
      </blockquote>
    </figure>
  );
}
