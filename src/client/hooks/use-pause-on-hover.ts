// Pauses a moving element (a carousel, a rotator) while the pointer is over it or focus is inside
// it: spread `pauseHandlers` on the element and read `paused`.
import { useState } from "react";

export function usePauseOnHover() {
  const [paused, setPaused] = useState(false);
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  return { paused, pauseHandlers: { onMouseEnter: pause, onMouseLeave: resume, onFocus: pause, onBlur: resume } };
}
