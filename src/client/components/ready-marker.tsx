// Marks <html data-app-ready> once the page itself is live: before that, server-rendered buttons do
// nothing, so tests (and anyone measuring) wait for it. It sits in each layout, below the router's
// Suspense boundary: React hydrates the shell first and what is inside that boundary in a later,
// low-priority pass, and only then is the page interactive.
import { useEffect } from "react";

export function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}
