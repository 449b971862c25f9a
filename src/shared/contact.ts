// The contact form contract (spec doc 1 §3, §4, §5, §8): fields, the five subjects and their labels,
// and the texts the form shows. Shared by the form, the tRPC procedure and POST /api/messages.
import { z } from "zod";
import { emailSchema } from "./email.js";
import { safeString } from "./input.js";

export const CONTACT_SUBJECTS = [
  { value: "General Inquiry", label: "General Inquiry" },
  { value: "Project Consultation", label: "Project Consultation" },
  { value: "Support", label: "Technical Support" },
  { value: "Partnership", label: "Partnership Opportunity" },
  { value: "Other", label: "Other" },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

export function contactSubjectLabel(subject: ContactSubject): string {
  return CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;
}

export const CONTACT_TEXTS = {
  success: "Thank you for your message! We will get back to you shortly.",
  failure: "Failed to send message. Please try again.",
  failureWith: (serverError: string) => `Failed to send message: ${serverError}`,
  loginRequired: "Please login first",
  sending: "Sending...",
} as const;

/** The server's answer past the per-user or per-network limit on contact messages. */
export function tooManyMessages(minutes: number): string {
  return `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const CONTACT_LIMITS = { name: 100, phone: 20, message: 5000 } as const;

// Digits with the usual separators, e.g. +91 98765 43210 or (080) 4000-1234.
const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/;

export const contactMessageSchema = z.object({
  name: safeString("Your name", { message: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(CONTACT_LIMITS.name, `Your name can be at most ${CONTACT_LIMITS.name} characters.`),
  email: emailSchema,
  phoneNumber: safeString("Phone number", { message: "Please enter a valid phone number." })
    .trim()
    .max(CONTACT_LIMITS.phone, "Please enter a valid phone number.")
    .refine((v) => v === "" || PHONE_PATTERN.test(v), "Please enter a valid phone number.")
    .nullish()
    .transform((v) => v || undefined),
  subject: z.enum(SUBJECT_VALUES, { message: "Please choose a subject." }),
  message: safeString("Your message", { message: "Please enter your message." })
    .trim()
    .min(1, "Please enter your message.")
    .max(CONTACT_LIMITS.message, `Your message can be at most ${CONTACT_LIMITS.message} characters.`),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
