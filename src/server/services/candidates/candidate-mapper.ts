// An enquiry row as the camelCase candidate of the HR enquiry screens (spec doc 2 §3).
import { allSkills, PROFILE_SELECT, toApplicationProfile, type DocumentKind } from "../../../infra/application-profile.js";
import type { Candidate } from "../../../shared/hr/candidates.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

/** The profile plus the enquiry's own state (rejected once HR has rejected it). */
export const CANDIDATE_SELECT = { ...PROFILE_SELECT, roundStatus: true } as const satisfies Prisma.ApplicationSelect;
export type CandidateRow = Prisma.ApplicationGetPayload<{ select: typeof CANDIDATE_SELECT }>;

/** HR-only download path of a candidate's document (bearer token required; never a public URL). */
function candidateDocumentPath(id: number, kind: DocumentKind): string {
  return `/api/candidates/${id}/${kind}`;
}

export function toCandidate(row: CandidateRow): Candidate {
  const {
    techSkills: _techSkills,
    otherTechSkills: _otherTechSkills,
    expectedCtc,
    ...profile
  } = toApplicationProfile(row, candidateDocumentPath);
  return {
    id: row.id,
    ...profile,
    skills: allSkills(row),
    expectedCTC: expectedCtc,
    createdAt: row.createdAt.toISOString(),
    rejected: row.roundStatus === "rejected",
  };
}
