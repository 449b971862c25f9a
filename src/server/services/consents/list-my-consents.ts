// The signed-in candidate's consents, newest submission first, each application's purposes in the
// notice's order (tRPC me.consents, GET /api/me/consents).
import type { Db } from "../../../infra/db/client.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import type { MyConsent, MyConsentsAnswer } from "../../../shared/me/consents.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "../me/candidate-only.js";

export async function readMyConsents(db: Db, userId: number): Promise<MyConsent[]> {
  const rows = await db.consent.findMany({
    where: { userId },
    select: {
      applicationId: true,
      purpose: true,
      granted: true,
      noticeVersion: true,
      createdAt: true,
      withdrawnAt: true,
      application: { select: { jobTitle: true } },
    },
    orderBy: [{ createdAt: "desc" }, { applicationId: "desc" }, { purpose: "asc" }],
  });
  return rows.map((row) => ({
    applicationId: row.applicationId,
    jobTitle: row.application.jobTitle ?? GENERAL_APPLICATION_TITLE,
    purpose: row.purpose,
    granted: row.granted,
    noticeVersion: row.noticeVersion,
    recordedAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }));
}

export async function listMyConsents(db: Db, user: AuthUser): Promise<MyConsentsAnswer> {
  assertCandidate(user);
  return { consents: await readMyConsents(db, user.id) };
}
