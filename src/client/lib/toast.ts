// Toasts without sonner in the first bundle: the toaster (app-toaster.tsx) is loaded once the app
// has hydrated, and a toast asked for before that waits for it instead of being lost.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type SonnerToast = typeof sonnerToast;

let toasterReady: (toast: SonnerToast) => void = () => undefined;
const ready = new Promise<SonnerToast>((resolve) => {
  toasterReady = resolve;
});

/** Called by the mounted toaster with sonner's `toast`. */
export function markToasterReady(toast: SonnerToast): void {
  toasterReady(toast);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void ready.then((show) => show.success(message, options)),
  error: (message: string, options?: ExternalToast) => void ready.then((show) => show.error(message, options)),
};
