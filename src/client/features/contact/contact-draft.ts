// The contact form's unsent message, kept in this tab's sessionStorage as it is typed: a signed-out
// visitor who presses Send signs in and comes back to it. Cleared once the message is sent.
import { CONTACT_SUBJECTS, type ContactSubject } from "../../../shared/contact";
import { STORAGE_KEYS } from "../../lib/storage-keys";

export type ContactDraft = { name: string; email: string; phoneNumber: string; subject: ContactSubject | ""; message: string };

const text = (value: unknown) => (typeof value === "string" ? value : "");

function subjectOf(value: unknown): ContactSubject | "" {
  return CONTACT_SUBJECTS.find((subject) => subject.value === value)?.value ?? "";
}

export function readContactDraft(): ContactDraft | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.contactDraft) ?? "null");
    if (typeof raw !== "object" || raw === null) return null;
    const draft = raw as Record<string, unknown>;
    return {
      name: text(draft.name),
      email: text(draft.email),
      phoneNumber: text(draft.phoneNumber),
      subject: subjectOf(draft.subject),
      message: text(draft.message),
    };
  } catch {
    return null;
  }
}

/** Keeps `draft`; one with nothing of its own (only the prefilled name and e-mail) is not worth keeping. */
export function saveContactDraft(draft: ContactDraft): void {
  try {
    if (!draft.phoneNumber && !draft.subject && !draft.message) sessionStorage.removeItem(STORAGE_KEYS.contactDraft);
    else sessionStorage.setItem(STORAGE_KEYS.contactDraft, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only without a draft.
  }
}

export function clearContactDraft(): void {
  sessionStorage.removeItem(STORAGE_KEYS.contactDraft);
}
