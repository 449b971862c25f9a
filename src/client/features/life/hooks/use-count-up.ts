// Counts from 0 up to `target` over `durationMs` once `running` turns true, easing out at the end.
// The server's markup (and so a crawler, or a page whose scripts have not run) has the final figure,
// not a 0; the count starts from 0 once the page is hydrated.
import { useEffect, useState } from "react";
import { useHydrated } from "../../../hooks/use-hydrated";

export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

export function useCountUp(target: number, durationMs: number, running: boolean): number {
  const hydrated = useHydrated();
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, running]);

  return hydrated ? value : target;
}
