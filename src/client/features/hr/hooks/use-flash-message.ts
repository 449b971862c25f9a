// A success message that clears itself after a while (2 s in the HR area, spec doc 2 §9).
import { useCallback, useEffect, useState } from "react";

const MESSAGE_CLEAR_MS = 2000;

export function useFlashMessage(clearAfterMs: number = MESSAGE_CLEAR_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [message, clearAfterMs]);
  const show = useCallback((next: string) => setMessage(next), []);
  return [message, show];
}
