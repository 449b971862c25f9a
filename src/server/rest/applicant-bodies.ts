// The spec's snake_case bodies of the applicant REST door (doc 2 §7), derived from the camelCase
// contract (shared/hr/applicants.ts) key by key: the query it takes, the answers it gives, and the
// mapping of each. Only the paging object keeps the spec's own camelCase (`pagination.totalPages`).
import { z } from "zod";
import {
  applicantDetailSchema,
  applicantRowSchema,
  applicantsPageSchema,
  applicantsQuerySchema,
  movedApplicantSchema,
  roundChangeSchema,
  type ApplicantDetail,
  type ApplicantRow,
  type ApplicantsPage,
  type MovedApplicant,
} from "../../shared/hr/applicants.js";
import { snakeCaseKeys, snakeCaseSchema } from "../../shared/snake-case.js";

/** ?round&job_title&job_type&gender&applied_on&page&limit&cursor */
export const restApplicantsQuerySchema = snakeCaseSchema(applicantsQuerySchema);

const restApplicantRowSchema = snakeCaseSchema(applicantRowSchema);

export const restApplicantsPageSchema = applicantsPageSchema.extend({ data: z.array(restApplicantRowSchema) });

export const restApplicantDetailSchema = snakeCaseSchema(applicantDetailSchema.omit({ history: true })).extend({
  history: z.array(snakeCaseSchema(roundChangeSchema)),
});

export const restMovedApplicantSchema = z.object({ success: z.literal(true), data: snakeCaseSchema(movedApplicantSchema) });

function toRestApplicantRow(row: ApplicantRow): z.output<typeof restApplicantRowSchema> {
  return snakeCaseKeys(row);
}

export function toRestApplicantsPage(page: ApplicantsPage): z.output<typeof restApplicantsPageSchema> {
  return { ...page, data: page.data.map(toRestApplicantRow) };
}

export function toRestApplicantDetail({ history, ...detail }: ApplicantDetail): z.output<typeof restApplicantDetailSchema> {
  return { ...snakeCaseKeys(detail), history: history.map((change) => snakeCaseKeys(change)) };
}

export function toRestMovedApplicant(moved: MovedApplicant): z.output<typeof restMovedApplicantSchema> {
  return { success: true, data: snakeCaseKeys(moved) };
}
