// Enroll Now and what it shows (spec doc 2 §2: tell the visitor whom to contact): an in-page dialog
// rather than the browser's alert, so it follows the theme, traps focus and returns it to the button.
import * as Dialog from "@radix-ui/react-dialog";
import { COMPANY } from "../../../../shared/company";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { Icon } from "../../../components/icon";

export const ENROLL_MESSAGE = `Thank you for your interest! Please contact ${COMPANY.trainingCompany} at ${COMPANY.email} or ${COMPANY.phone} for enrollment details.`;

export function EnrollNowButton({ className, withArrow = false }: { className: string; withArrow?: boolean }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={className}>
        Enroll Now
        {withArrow && <Icon name="arrow-right" className="size-4" />}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="text-lg font-semibold">Enrollment</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{ENROLL_MESSAGE}</Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={BUTTON_PRIMARY}>OK</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
