// The toaster, in its own chunk (see lib/toast.ts). Toasts sit at the bottom, away from the site
// and HR navigation at the top, and expanded, so a second toast never hides the first one's error.
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { markToasterReady } from "../lib/toast";

export default function AppToaster() {
  useEffect(() => markToasterReady(toast), []);
  // Toasts vanish after 3.5 s (spec doc 1 §4).
  return <Toaster position="bottom-right" duration={3500} expand richColors closeButton />;
}
