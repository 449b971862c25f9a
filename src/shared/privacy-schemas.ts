// The zod schemas of the privacy notice's answers and of a consent purpose in a path or input.
import { z } from "zod";
import { CONSENT_PURPOSES, CONSENT_TEXTS, type PrivacyNotice } from "./privacy.js";

export const consentPurposeSchema = z.enum(CONSENT_PURPOSES, { message: CONSENT_TEXTS.unknownPurpose });

export const privacyNoticeSchema = z.object({
  version: z.string(),
  grievanceOfficer: z.object({ name: z.string(), address: z.string(), email: z.string() }),
}) satisfies z.ZodType<PrivacyNotice>;
