// A centred modal (Radix Dialog: focus trap, Escape, labelled by its title and described by its
// description) over a dimmed page; the body is the caller's.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { cx } from "../../lib/cx";
import { Icon } from "../icon";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Without one, the title describes the dialog too (Radix wants a description). */
  description?: ReactNode;
  /** The box's width (and anything else it adds to the box). */
  className: string;
  titleClassName?: string;
  /** A close (×) button beside the title. */
  closeButton?: boolean;
  children: ReactNode;
};

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  className,
  titleClassName = "text-lg",
  closeButton,
  children,
}: ModalProps) {
  // Modals opened by buttons elsewhere, not a Dialog.Trigger, leave Radix no element to give focus
  // back to on close: keep the one that had focus when the modal opened.
  const opener = useRef<HTMLElement | null>(null);
  const heading = <Dialog.Title className={cx("font-semibold", titleClassName)}>{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={cx(
            "fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100",
            className,
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
          {closeButton ? (
            <div className="flex items-start justify-between gap-4">
              {heading}
              <Dialog.Close
                aria-label="Close"
                className="rounded-full p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
              >
                <Icon name="close" />
              </Dialog.Close>
            </div>
          ) : (
            heading
          )}
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
