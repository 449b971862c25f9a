// The HR area's modal (Radix Dialog: focus trap, Escape and outside press close it, labelled by
// its title) for confirmations, forms and details.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { cx } from "../../../components/cx";
import { Icon } from "../../../components/icon";

type HrDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, shown at the bottom. */
  actions?: ReactNode;
  wide?: boolean;
};

export function HrDialog({ open, onOpenChange, title, description, children, actions, wide }: HrDialogProps) {
  // These dialogs are opened by buttons elsewhere, not a Dialog.Trigger, so Radix has no element to
  // give focus back to on close: keep the one that had focus when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={cx(
            "fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100",
            wide ? "max-w-3xl" : "max-w-md",
          )}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded-full p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children ? <div className="mt-4 min-h-0 overflow-y-auto">{children}</div> : null}
          {actions ? <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
