// The spec's snake_case bodies of the applicant REST door (doc 2 §7), derived from the camelCase
// contract (shared/hr/applicants.ts) key by key: the query it takes, the answers it gives, and the
// mapping of each. `withdrawnAt` and `overdue` are ours, not the spec's, and keep the names they have
// always had at this door.
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
import { snakeCaseKeys } from "../../shared/snake-case.js";

const snakeCaseObject = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) => z.object(snakeCaseKeys(schema.shape));

/** ?round&job_title&job_type&gender&applied_on&page&limit&cursor */
export const restApplicantsQuerySchema = snakeCaseObject(applicantsQuerySchema);

export function fromRestApplicantsQuery({ job_title, job_type, applied_on, ...query }: z.output<typeof restApplicantsQuerySchema>) {
  return { ...query, jobTitle: job_title, jobType: job_type, appliedOn: applied_on };
}

const restApplicantRowSchema = snakeCaseObject(applicantRowSchema.omit({ withdrawnAt: true })).extend({
  withdrawnAt: applicantRowSchema.shape.withdrawnAt,
});

export const restApplicantsPageSchema = applicantsPageSchema.extend({ data: z.array(restApplicantRowSchema) });

export const restApplicantDetailSchema = snakeCaseObject(applicantDetailSchema.omit({ withdrawnAt: true, history: true })).extend({
  withdrawnAt: applicantDetailSchema.shape.withdrawnAt,
  history: z.array(snakeCaseObject(roundChangeSchema)),
});

export const restMovedApplicantSchema = z.object({ success: z.literal(true), data: snakeCaseObject(movedApplicantSchema) });

function toRestApplicantRow({ withdrawnAt, ...row }: ApplicantRow): z.output<typeof restApplicantRowSchema> {
  return { ...snakeCaseKeys(row), withdrawnAt };
}

export function toRestApplicantsPage(page: ApplicantsPage): z.output<typeof restApplicantsPageSchema> {
  return { ...page, data: page.data.map(toRestApplicantRow) };
}

export function toRestApplicantDetail({ withdrawnAt, history, ...detail }: ApplicantDetail): z.output<typeof restApplicantDetailSchema> {
  return { ...snakeCaseKeys(detail), withdrawnAt, history: history.map((change) => snakeCaseKeys(change)) };
}

export function toRestMovedApplicant(moved: MovedApplicant): z.output<typeof restMovedApplicantSchema> {
  return { success: true, data: snakeCaseKeys(moved) };
}
