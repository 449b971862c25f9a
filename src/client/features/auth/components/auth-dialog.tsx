// A small centred modal (Radix Dialog: focus trap, Escape, labelled by its title) for the account
// confirmations and the sign-up success message.
import type { ReactNode } from "react";
import { Modal } from "../../../components/ui/modal";

type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

export function AuthDialog({ open, onOpenChange, title, description, children }: AuthDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} className="w-[calc(100vw-2rem)] max-w-sm">
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
    </Modal>
  );
}
