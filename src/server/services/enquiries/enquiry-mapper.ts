// An enquiry row as the camelCase enquiry of the HR enquiry screens (spec doc 2 §3).
import { allSkills, PROFILE_SELECT, toApplicationProfile, type DocumentKind } from "../../../infra/application-profile.js";
import type { Enquiry } from "../../../shared/hr/enquiries.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

/** The profile plus the enquiry's own state (rejected once HR has rejected it). */
export const ENQUIRY_SELECT = { ...PROFILE_SELECT, roundStatus: true } as const satisfies Prisma.ApplicationSelect;
export type EnquiryRow = Prisma.ApplicationGetPayload<{ select: typeof ENQUIRY_SELECT }>;

/** HR-only download path of an enquiry's document (bearer token required; never a public URL). */
function enquiryDocumentPath(id: number, kind: DocumentKind): string {
  return `/api/candidates/${id}/${kind}`;
}

export function toEnquiry(row: EnquiryRow): Enquiry {
  const {
    techSkills: _techSkills,
    otherTechSkills: _otherTechSkills,
    expectedCtc,
    ...profile
  } = toApplicationProfile(row, enquiryDocumentPath);
  return {
    id: row.id,
    ...profile,
    skills: allSkills(row),
    expectedCTC: expectedCtc,
    createdAt: row.createdAt.toISOString(),
    rejected: row.roundStatus === "rejected",
  };
}
