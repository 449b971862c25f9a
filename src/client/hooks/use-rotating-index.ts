// An index that advances every `intervalMs` while `running`; choosing an item restarts the wait.
import { useCallback, useEffect, useState } from "react";

export function useRotatingIndex(count: number, intervalMs: number, running: boolean) {
  const [state, setState] = useState({ index: 0, chosenAt: 0 });

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setInterval(() => setState((s) => ({ ...s, index: (s.index + 1) % count })), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, running, state.chosenAt]);

  const select = useCallback((index: number) => setState((s) => ({ index, chosenAt: s.chosenAt + 1 })), []);

  return { index: state.index, select };
}
