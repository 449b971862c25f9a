// The zod schemas of HR's mail status and retry (mails.ts holds the zod-free texts and shapes):
// list by address or by application, retry by mail id, and the answers.
import { z } from "zod";
import { emailSchema } from "../email.js";
import { idSchema } from "../input.js";
import { MAIL_KINDS } from "../mail.js";
import { MAIL_MESSAGES, MAIL_STATUSES } from "./mails.js";

export const mailIdSchema = z.uuid({ message: MAIL_MESSAGES.invalidMailId });

/** Addresses are stored lower-cased: emailSchema trims and lower-cases. */
export const listMailsSchema = z
  .object({ email: emailSchema.optional(), applicationId: idSchema(MAIL_MESSAGES.invalidApplicationId).optional() })
  .refine((input) => (input.email === undefined) !== (input.applicationId === undefined), { message: MAIL_MESSAGES.emailOrApplication });
export type ListMailsInput = z.output<typeof listMailsSchema>;

export const retryMailSchema = z.object({ mailId: mailIdSchema });

export const hrMailSchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  kindLabel: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  applicationId: z.number().int().nullable(),
  retryable: z.boolean(),
});

export const hrMailListSchema = z.object({ data: z.array(hrMailSchema) });

export const retryResultSchema = z.object({ data: hrMailSchema });
