// A candidate withdraws their optional consent (keep my profile for future openings): every granted,
// not yet withdrawn row of theirs is marked withdrawn, with the session it came from, and each gets
// an audit row (the candidate as actor, ids only), in one transaction. Withdrawing again changes
// nothing and answers the same. The required purpose ends only with the application (withdraw it,
// or delete the account), so it is refused here.
import type { Db } from "../../../infra/db/client.js";
import { AppError } from "../../../infra/errors.js";
import { recordAuditMany } from "../../../infra/audit/record-audit.js";
import type { WithdrawConsentAnswer } from "../../../shared/me/consents.js";
import { CONSENT_TEXTS, WITHDRAWABLE_PURPOSE, type ConsentPurpose } from "../../../shared/privacy.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "../me/candidate-only.js";
import { readMyConsents } from "./list-my-consents.js";

export async function withdrawConsent(db: Db, user: AuthUser, purpose: ConsentPurpose): Promise<WithdrawConsentAnswer> {
  assertCandidate(user);
  if (purpose !== WITHDRAWABLE_PURPOSE) throw new AppError("BAD_REQUEST", CONSENT_TEXTS.requiredPurpose, { field: "purpose" });
  const withdrawnAt = new Date();
  const withdrawn = await db.$transaction(async (tx) => {
    // Of two concurrent calls, the second waits for the first's row locks and then finds nothing left.
    const rows = await tx.consent.updateManyAndReturn({
      where: { userId: user.id, purpose, granted: true, withdrawnAt: null },
      data: { withdrawnAt, withdrawnSessionId: user.sessionId ?? null },
      select: { applicationId: true },
    });
    await recordAuditMany(
      tx,
      rows.map(({ applicationId }) => ({
        actorId: user.id,
        action: "consent_withdrawn",
        targetType: "application",
        targetId: applicationId,
        applicationId,
        before: { purpose, consent: "granted" },
        after: { purpose, consent: "withdrawn" },
      })),
    );
    return rows.length;
  });
  return {
    withdrawn,
    message: withdrawn > 0 ? CONSENT_TEXTS.withdrawn : CONSENT_TEXTS.nothingToWithdraw,
    consents: await readMyConsents(db, user.id),
  };
}
