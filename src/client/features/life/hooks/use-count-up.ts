// Counts from 0 up to `target` over `durationMs` once `running` turns true, easing out at the end.
import { useEffect, useState } from "react";

export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

export function useCountUp(target: number, durationMs: number, running: boolean): number {
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

  return value;
}
