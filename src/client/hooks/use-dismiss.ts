// A popup's dismissal: a press outside its container or the first Escape closes it, and Escape
// gives focus back to the button that opened it. Put `containerRef` on the popup's wrapper
// (button included) and `buttonRef` on the button.
import { useEffect, useEffectEvent, useRef } from "react";

export function useDismiss<Container extends HTMLElement>(open: boolean, close: () => void) {
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useEffectEvent((reason: "outside" | "escape") => {
    close();
    if (reason === "escape") buttonRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) dismiss("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss("escape");
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return { containerRef, buttonRef };
}
