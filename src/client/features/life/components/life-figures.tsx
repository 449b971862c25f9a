// The numbers section: each figure counts up over 2 s once the section is in view (at once with
// reduced motion). Screen readers get the final figure only.
import { useRef } from "react";
import { useReducedMotion } from "../../../hooks/use-reduced-motion";
import { LIFE_FIGURES } from "../../../content/life";
import { useCountUp } from "../hooks/use-count-up";
import { useInView } from "../hooks/use-in-view";

export const COUNT_UP_MS = 2000;

export function LifeFigures() {
  const ref = useRef<HTMLDListElement>(null);
  const visible = useInView(ref);
  return (
    <dl ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {LIFE_FIGURES.map((figure) => (
        <Figure key={figure.label} {...figure} running={visible} />
      ))}
    </dl>
  );
}

function Figure({ target, suffix, label, running }: (typeof LIFE_FIGURES)[number] & { running: boolean }) {
  const reducedMotion = useReducedMotion();
  const counted = useCountUp(target, COUNT_UP_MS, running && !reducedMotion);
  const value = reducedMotion ? target : counted;
  return (
    <div className="flex flex-col-reverse gap-1 rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/20">
      <dt className="text-sm font-medium text-indigo-100">{label}</dt>
      <dd className="text-4xl font-bold tabular-nums text-white">
        <span aria-hidden="true" data-testid="figure-value">
          {value}
          {suffix}
        </span>
        <span className="sr-only">
          {target}
          {suffix}
        </span>
      </dd>
    </div>
  );
}
