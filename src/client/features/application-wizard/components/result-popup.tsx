// The submission result popup: a success closes itself after 3 s (spec doc 2 §9) or earlier with
// its button or Escape; an error stays until dismissed (WCAG 2.2.1: no time limit on reading it).
// `onClosed` runs either way.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect } from "react";

export const POPUP_MS = 3000;

export type PopupMessage = { kind: "success" | "error"; message: string; detail?: string | undefined };

export function ResultPopup({ popup, onClosed }: { popup: PopupMessage | null; onClosed: () => void }) {
  useEffect(() => {
    if (popup?.kind !== "success") return;
    const timer = setTimeout(onClosed, POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup, onClosed]);

  return (
    <Dialog.Root open={popup !== null} onOpenChange={(open) => !open && onClosed()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl focus:outline-none dark:bg-slate-900"
        >
          <Dialog.Title
            className={`text-lg font-semibold ${popup?.kind === "success" ? "text-emerald-700 dark:text-emerald-400" : "text-rose-700 dark:text-rose-400"}`}
          >
            {popup?.kind === "success" ? "Success" : "Submission failed"}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-800 dark:text-slate-200">{popup?.message}</Dialog.Description>
          {popup?.detail && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{popup.detail}</p>}
          <Dialog.Close className="mt-5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
            OK
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
