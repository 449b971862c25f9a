// Every kind of e-mail the product sends, with the zod schema of its payload. The web server
// enqueues these; the worker renders and sends them.
import { z } from "zod";

const code = z.string().regex(/^\d{6}$/);
const optionalLink = z.url().optional();

export const mailPayloadSchemas = {
  signup_code: z.object({ code }),
  reset_code: z.object({ code, audience: z.enum(["candidate", "employer"]) }),
  candidate_rejected: z.object({ name: z.string(), reason: z.string().min(1) }),
  applicant_accepted: z.object({ name: z.string(), round: z.string(), link: optionalLink }),
  applicant_rejected: z.object({ name: z.string(), step: z.string() }),
  hr_message: z.object({ message: z.string().min(1), link: optionalLink, status: z.enum(["accept", "reject"]) }),
  application_received: z.object({ name: z.string(), jobTitle: z.string() }),
  contact_message: z.object({
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().optional(),
    subject: z.string(),
    message: z.string(),
  }),
} as const;

export type MailKind = keyof typeof mailPayloadSchemas;
export const MAIL_KINDS = Object.keys(mailPayloadSchemas) as MailKind[];
export type MailPayload<K extends MailKind> = z.infer<(typeof mailPayloadSchemas)[K]>;

export const MAIL_SERVICE_UNAVAILABLE = "Mail service is unavailable. Please try again in a moment.";
