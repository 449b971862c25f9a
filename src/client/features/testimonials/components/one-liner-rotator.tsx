// Employee one-liners, one at a time, advancing every 4 s; the dots pick one. Hovering or focusing
// the rotator pauses it.
import { cx } from "../../../lib/cx";
import { DotPicker } from "../../../components/dot-picker";
import { useRotatingIndex } from "../../../hooks/use-rotating-index";
import { ONE_LINERS } from "../../../content/testimonials";
import { usePauseOnHover } from "../../../hooks/use-pause-on-hover";

export const ONE_LINER_MS = 4000;

export function OneLinerRotator() {
  const { paused, pauseHandlers } = usePauseOnHover();
  const { index, select } = useRotatingIndex(ONE_LINERS.length, ONE_LINER_MS, !paused);

  return (
    <section
      aria-labelledby="one-liners-title"
      {...pauseHandlers}
      className="rounded-2xl bg-gradient-to-br from-brand-600 to-teal-700 px-6 py-10 text-center text-white shadow-lg"
    >
      <h2 id="one-liners-title" className="text-sm font-semibold uppercase tracking-wider text-indigo-100">
        Employee One-Liners
      </h2>
      {/* Every line sits in the same grid cell, so the box keeps the height of the longest one. */}
      <div className="mx-auto mt-4 grid max-w-2xl">
        {ONE_LINERS.map((line, i) => (
          <figure
            key={line.quote}
            aria-hidden={i !== index}
            className={cx(
              "[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none",
              i === index ? "opacity-100" : "invisible opacity-0",
            )}
          >
            <blockquote className="text-2xl font-semibold sm:text-3xl">
              <p>“{line.quote}”</p>
            </blockquote>
            <figcaption className="mt-3 text-indigo-100">{line.author}</figcaption>
          </figure>
        ))}
      </div>
      <DotPicker
        count={ONE_LINERS.length}
        current={index}
        onPick={select}
        label="Choose a one-liner"
        dotLabel={(i) => `Show one-liner ${i + 1} of ${ONE_LINERS.length}`}
        tone="light"
        className="mt-6 justify-center"
      />
    </section>
  );
}
