// False until the page has loaded and the browser has a quiet moment, on the server and through
// hydration too. Decoration that can wait (the hero's motion and its other backgrounds) waits for
// it, so it never competes with the first paint or the app's start on a slow phone.
import { useEffect, useState } from "react";

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (handle: number) => void };

export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const win = window as IdleWindow;
    let idle: number | undefined;
    let timer: number | undefined;
    const settle = () => {
      if (win.requestIdleCallback) idle = win.requestIdleCallback(() => setSettled(true));
      else timer = window.setTimeout(() => setSettled(true), 200);
    };
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
    return () => {
      window.removeEventListener("load", settle);
      if (idle !== undefined) win.cancelIdleCallback?.(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return settled;
}
