// Records a submission's consents, one row per purpose, inside the transaction that creates the
// application: the notice version shown, granted or not, and the session it came from. Submitting
// with the declaration is what gives the required purpose, so it is always recorded as granted.
import type { Tx } from "../../../infra/db/sql.js";
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION, type ConsentPurpose } from "../../../shared/privacy.js";

export type ConsentChoice = {
  /** The candidate's account; null for an enquiry (no account). */
  userId: number | null;
  /** The signed-in token's session id (`sid`); null for an enquiry. */
  sessionId: string | null;
  /** The optional "Keep my profile for future openings" box. */
  futureOpenings: boolean;
};

function granted(purpose: ConsentPurpose, choice: ConsentChoice): boolean {
  return purpose === "application_processing" || choice.futureOpenings;
}

export async function recordConsents(tx: Tx, applicationId: number, choice: ConsentChoice): Promise<void> {
  await tx.consent.createMany({
    data: CONSENT_PURPOSES.map((purpose) => ({
      applicationId,
      userId: choice.userId,
      sessionId: choice.sessionId,
      purpose,
      granted: granted(purpose, choice),
      noticeVersion: PRIVACY_NOTICE_VERSION,
    })),
  });
}
