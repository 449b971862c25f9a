// A candidate's consents (tRPC me.consents / me.withdrawConsent, REST GET /api/me/consents and
// POST /api/me/consents/{purpose}/withdraw): one row per application and purpose, as recorded at
// submission, with the notice version shown and when it was withdrawn.
import { z } from "zod";
import { consentPurposeSchema } from "../privacy-schemas.js";

export const myConsentSchema = z.object({
  applicationId: z.number().int(),
  /** The job applied for (or General Application). */
  jobTitle: z.string(),
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  noticeVersion: z.string(),
  /** When it was given (or refused): the submission. */
  recordedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type MyConsent = z.infer<typeof myConsentSchema>;

/** Newest first. */
export const myConsentsAnswerSchema = z.object({ consents: z.array(myConsentSchema) });
export type MyConsentsAnswer = z.infer<typeof myConsentsAnswerSchema>;

export const withdrawConsentInput = z.object({ purpose: consentPurposeSchema });

export const withdrawConsentAnswerSchema = myConsentsAnswerSchema.extend({
  /** Rows this call withdrew: 0 when there was nothing left to withdraw (the call is idempotent). */
  withdrawn: z.number().int(),
  message: z.string(),
});
export type WithdrawConsentAnswer = z.infer<typeof withdrawConsentAnswerSchema>;
