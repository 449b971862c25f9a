// An application row as the applicant detail of the HR applicant screens (spec doc 2 §3).
import { PROFILE_SELECT, toApplicationProfile, type DocumentKind } from "../../../infra/application-profile.js";
import type { ApplicantDetail } from "../../../shared/hr/applicants.js";
import { ROUND_LABELS } from "../../../shared/hr/rounds.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

export const APPLICANT_DETAIL_SELECT = {
  ...PROFILE_SELECT,
  department: true,
  jobTitle: true,
  round: true,
  roundStatus: true,
  withdrawnAt: true,
  roundChanges: {
    select: { fromRound: true, toRound: true, status: true, createdAt: true, changedBy: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} as const satisfies Prisma.ApplicationSelect;

type ApplicantDetailRow = Prisma.ApplicationGetPayload<{ select: typeof APPLICANT_DETAIL_SELECT }>;

/** HR-only download path of an applicant's document (bearer token required; never a public URL). */
function applicantDocumentPath(id: number, kind: DocumentKind): string {
  return `/application/api/applicants/${id}/${kind}`;
}

export function toApplicantDetail(row: ApplicantDetailRow): ApplicantDetail {
  return {
    applicantId: row.id,
    department: row.department,
    jobTitle: row.jobTitle,
    round: ROUND_LABELS[row.round],
    roundStatus: row.roundStatus,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    appliedAt: row.createdAt.toISOString(),
    ...toApplicationProfile(row, applicantDocumentPath),
    history: row.roundChanges.map((change) => ({
      fromRound: ROUND_LABELS[change.fromRound],
      toRound: ROUND_LABELS[change.toRound],
      status: change.status,
      changedAt: change.createdAt.toISOString(),
      changedBy: change.changedBy?.name ?? null,
    })),
  };
}
