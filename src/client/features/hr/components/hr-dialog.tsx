// The HR area's modal (Radix Dialog: focus trap, Escape and outside press close it, labelled by
// its title) for confirmations, forms and details; a confirmation's failure shows in it as an alert.
import type { ReactNode } from "react";
import { cx } from "../../../lib/cx";
import { Modal } from "../../../components/ui/modal";

type HrDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, shown at the bottom. */
  actions?: ReactNode;
  /** Why the dialog's action failed, announced under its content. */
  error?: string | null;
  wide?: boolean;
};

export function HrDialog({ open, onOpenChange, title, description, children, actions, error, wide }: HrDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={cx("flex max-h-[90vh] w-[calc(100vw-2rem)] flex-col", wide ? "max-w-3xl" : "max-w-md")}
      closeButton
    >
      {children || error ? (
        <div className="mt-4 min-h-0 overflow-y-auto">
          {children}
          {error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {actions ? <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div> : null}
    </Modal>
  );
}
