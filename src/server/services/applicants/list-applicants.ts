// One page of a department's job applicants in a step (and the department page's filters), newest
// first. The total comes from the counter table (O(1)), or, filtered, from counting the matches;
// the page is read on the covering index (department, round, source, created_at, id): by keyset
// when the caller passes a cursor from the previous answer (Next and Previous cost the same at any
// depth), else by OFFSET over that index alone, from whichever end is nearer (so the last pages are
// as cheap as the first); only the page's rows touch the table.
import { z } from "zod";
import type { ApplicantListFilters, ApplicantRow, ApplicantsPage } from "../../../shared/hr/applicants.js";
import { toDateOnly, utcDayStart } from "../../../shared/date-only.js";
import type { Department } from "../../../shared/departments.js";
import { clampPage, totalPagesFor } from "../../../shared/hr/paging.js";
import { HIRING_ROUNDS, ROUND_LABELS, ROUND_STATUSES, STEPS, type StepSlug } from "../../../shared/hr/rounds.js";
import { JOB_TYPES } from "../../../shared/job.js";
import type { Db } from "../../../infra/db/client.js";
import { join, selectRow, selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import { overdueAmong } from "../analytics/overdue.js";
import { countApplications } from "./count-applications.js";
import { beyondCursor, decodeCursor, encodeCursor, type PageCursor } from "./page-cursor.js";

/** The department page's filters beyond the step (applicantListFiltersSchema without its round). */
export type ApplicantRefinements = Omit<ApplicantListFilters, "round">;

export type ListApplicantsInput = ApplicantRefinements & {
  department: Department;
  step: StepSlug;
  page: number;
  limit: number;
  cursor?: string | undefined;
};

/** The columns of an applicant row, from applications `a` joined to its job `j`. */
export const APPLICANT_ROW_COLUMNS = sql`a.id, a.full_name, a.date_of_birth, a.gender, a.highest_qualification, a.job_title,
           j.job_type, a.active, a.round, a.created_at, a.email, a.round_status, a.withdrawn_at, a.erased_at`;

/** A row of APPLICANT_ROW_COLUMNS. */
export const applicantRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  date_of_birth: z.date(),
  gender: z.string(),
  highest_qualification: z.string(),
  job_title: z.string().nullable(),
  // The enum's labels in Postgres are the API's job types.
  job_type: z.enum(JOB_TYPES).nullable(),
  active: z.boolean(),
  round: z.enum(HIRING_ROUNDS),
  created_at: z.date(),
  email: z.string(),
  round_status: z.enum(ROUND_STATUSES),
  withdrawn_at: z.date().nullable(),
  erased_at: z.date().nullable(),
});
export type RawApplicantRow = z.infer<typeof applicantRowSchema>;

/** Which rows to read: `offset` rows in from the newest, or (backwards) from the oldest; or from a cursor. */
type PageRead = { offset: number; limit: number; backwards?: boolean; cursor?: PageCursor | undefined };

function refinementConditions({ jobTitle, jobType, gender, appliedOn }: ApplicantRefinements): Sql[] {
  return [
    ...(jobTitle ? [sql`job_title = ${jobTitle}`] : []),
    ...(jobType ? [sql`job_id IN (SELECT id FROM jobs WHERE job_type = ${jobType}::"JobType")`] : []),
    ...(gender ? [sql`gender = ${gender}`] : []),
    // The list's Applied At day is the UTC day, whatever the server's or the session's time zone.
    ...(appliedOn
      ? [sql`created_at >= ${utcDayStart(appliedOn)}::timestamptz AND created_at < ${utcDayStart(appliedOn, 1)}::timestamptz`]
      : []),
  ];
}

const isRefined = (refinements: ApplicantRefinements) => refinementConditions(refinements).length > 0;

/**
 * The applicants a list shows: a step's, narrowed by the department page's filters; without a
 * department, of every department (the CSV export). Columns of `applications`, unqualified.
 */
export function applicantConditions(department: Department | undefined, step: StepSlug, refinements: ApplicantRefinements): Sql {
  const filter = STEPS[step].filter;
  return join(
    [
      ...(department ? [sql`department = ${department}::"Department"`] : []),
      ...(filter.round ? [sql`round = ${filter.round}::"HiringRound"`] : []),
      sql`source = 'job_application'`,
      ...(filter.roundStatus ? [sql`round_status = ${filter.roundStatus}::"RoundStatus"`] : []),
      ...refinementConditions(refinements),
    ],
    " AND ",
  );
}

/** The counter table's total, unless filters beyond the step make it a count of the matching rows. */
async function countMatching(db: Db, input: ListApplicantsInput, conditions: Sql): Promise<number> {
  if (!isRefined(input)) {
    return countApplications(db, { source: "job_application", department: input.department, ...STEPS[input.step].filter });
  }
  const row = await selectRow(
    db,
    sql`SELECT COUNT(*)::int AS total FROM applications WHERE ${conditions}`,
    z.object({ total: z.number().int() }),
  );
  return row?.total ?? 0;
}

function readPage(db: Db, conditions: Sql, { offset, limit, cursor, ...read }: PageRead): Promise<RawApplicantRow[]> {
  const backwards = cursor ? cursor.direction === "prev" : read.backwards === true;
  const keyset = beyondCursor(cursor);
  const order = backwards ? sql`ASC` : sql`DESC`;
  return selectRows(
    db,
    sql`
    SELECT ${APPLICANT_ROW_COLUMNS}
    FROM (
      SELECT id, created_at FROM applications
      WHERE ${conditions} ${keyset}
      ORDER BY created_at ${order}, id ${order}
      OFFSET ${offset} LIMIT ${limit}
    ) AS page
    JOIN applications a ON a.id = page.id
    LEFT JOIN jobs j ON j.id = a.job_id
    ORDER BY page.created_at DESC, page.id DESC`,
    applicantRowSchema,
  );
}

export function toApplicantRow(row: RawApplicantRow): ApplicantRow {
  return {
    applicantId: row.id,
    fullName: row.full_name,
    // An erased application keeps a placeholder date in its required column: no date to show.
    dateOfBirth: row.erased_at ? null : toDateOnly(row.date_of_birth),
    gender: row.gender,
    highestQualification: row.highest_qualification,
    jobTitle: row.job_title,
    jobType: row.job_type,
    status: row.active && !row.withdrawn_at ? 1 : 0,
    round: ROUND_LABELS[row.round],
    roundValue: row.round,
    appliedAt: row.created_at.toISOString(),
    email: row.email,
    roundStatus: row.round_status,
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  };
}

function edgeCursor(row: RawApplicantRow | undefined, direction: PageCursor["direction"]): string | null {
  return row ? encodeCursor({ createdAt: row.created_at.toISOString(), id: row.id, direction }) : null;
}

/** Page `page` by position, read from the newest end or, in the older half, from the oldest end. */
function byNumber(page: number, limit: number, total: number): PageRead {
  const skipped = (page - 1) * limit;
  if (skipped <= total / 2) return { offset: skipped, limit };
  const end = Math.min(page * limit, total);
  return { offset: total - end, limit: end - skipped, backwards: true };
}

export async function listApplicants(db: Db, input: ListApplicantsInput): Promise<ApplicantsPage> {
  const conditions = applicantConditions(input.department, input.step, input);
  const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;

  const total = await countMatching(db, input, conditions);
  const totalPages = totalPagesFor(total, input.limit);
  const currentPage = clampPage(input.page, totalPages);
  const numbered = () => readPage(db, conditions, byNumber(currentPage, input.limit, total));
  let rows = cursor ? await readPage(db, conditions, { offset: 0, limit: input.limit, cursor }) : await numbered();
  // A cursor whose rows have since moved away: read the page by its number instead.
  if (cursor && rows.length === 0 && total > 0) rows = await numbered();

  const overdue = await overdueAmong(
    db,
    rows.filter((row) => row.round_status === "in_progress" && !row.withdrawn_at).map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({ ...toApplicantRow(row), overdue: overdue.has(row.id) })),
    pagination: {
      currentPage,
      totalPages,
      totalApplicants: total,
      limit: input.limit,
      nextCursor: currentPage < totalPages ? edgeCursor(rows.at(-1), "next") : null,
      prevCursor: currentPage > 1 ? edgeCursor(rows[0], "prev") : null,
    },
  };
}
