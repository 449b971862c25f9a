// One page of a department's job applicants in a step, newest first. The total comes from the
// counter table (O(1)); the page is read on the covering index (department, round, source,
// created_at, id): by keyset when the caller passes a cursor from the previous answer (Next and
// Previous cost the same at any depth), else by OFFSET over that index alone, from whichever end
// is nearer (so the last pages are as cheap as the first); only the page's rows touch the table.
import type { ApplicantRow, ApplicantsPage } from "../../../shared/hr/applicants.js";
import { toDateOnly } from "../../../shared/date-only.js";
import type { Department } from "../../../shared/departments.js";
import { clampPage, totalPagesFor } from "../../../shared/hr/paging.js";
import { ROUND_LABELS, STEPS, type HiringRound, type RoundStatus, type StepFilter, type StepSlug } from "../../../shared/hr/rounds.js";
import type { Db } from "../../../infra/db/client.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";
import { countApplications } from "./count-applications.js";
import { beyondCursor, decodeCursor, encodeCursor, type PageCursor } from "./page-cursor.js";

export type ListApplicantsInput = { department: Department; step: StepSlug; page: number; limit: number; cursor?: string | undefined };

export type RawApplicantRow = {
  id: number;
  full_name: string;
  date_of_birth: Date;
  gender: string;
  highest_qualification: string;
  job_title: string | null;
  job_type: string | null;
  active: boolean;
  round: HiringRound;
  created_at: Date;
  email: string;
  round_status: RoundStatus;
  withdrawn_at: Date | null;
};

/** The columns of an applicant row, from applications `a` joined to its job `j`. */
export const APPLICANT_ROW_COLUMNS = Prisma.raw(`a.id, a.full_name, a.date_of_birth, a.gender, a.highest_qualification, a.job_title,
           j.job_type::text AS job_type, a.active, a.round, a.created_at, a.email, a.round_status,
           a.withdrawn_at`);

/** Which rows to read: `offset` rows in from the newest, or (backwards) from the oldest; or from a cursor. */
type PageRead = { offset: number; limit: number; backwards?: boolean; cursor?: PageCursor | undefined };

/** The applicants of a step; without a department, of every department (the CSV export). */
export function stageConditions(department: Department | undefined, filter: StepFilter): Prisma.Sql {
  return Prisma.join(
    [
      ...(department ? [Prisma.sql`department = ${department}::"Department"`] : []),
      ...(filter.round ? [Prisma.sql`round = ${filter.round}::"HiringRound"`] : []),
      Prisma.sql`source = 'job_application'`,
      ...(filter.roundStatus ? [Prisma.sql`round_status = ${filter.roundStatus}::"RoundStatus"`] : []),
    ],
    " AND ",
  );
}

function readPage(db: Db, conditions: Prisma.Sql, { offset, limit, cursor, ...read }: PageRead): Promise<RawApplicantRow[]> {
  const backwards = cursor ? cursor.direction === "prev" : read.backwards === true;
  const keyset = beyondCursor(cursor);
  const order = Prisma.raw(backwards ? "ASC" : "DESC");
  return queryRows<RawApplicantRow>(
    db,
    Prisma.sql`
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
  );
}

export function toApplicantRow(row: RawApplicantRow): ApplicantRow {
  return {
    applicant_id: row.id,
    full_name: row.full_name,
    date_of_birth: toDateOnly(row.date_of_birth),
    gender: row.gender,
    highest_qualification: row.highest_qualification,
    job_title: row.job_title,
    job_type: row.job_type,
    status: row.active ? 1 : 0,
    round: ROUND_LABELS[row.round],
    round_value: row.round,
    applied_at: row.created_at.toISOString(),
    email: row.email,
    round_status: row.round_status,
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
  const filter = STEPS[input.step].filter;
  const conditions = stageConditions(input.department, filter);
  const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;

  const total = await countApplications(db, { source: "job_application", department: input.department, ...filter });
  const totalPages = totalPagesFor(total, input.limit);
  const currentPage = clampPage(input.page, totalPages);
  const numbered = () => readPage(db, conditions, byNumber(currentPage, input.limit, total));
  let rows = cursor ? await readPage(db, conditions, { offset: 0, limit: input.limit, cursor }) : await numbered();
  // A cursor whose rows have since moved away: read the page by its number instead.
  if (cursor && rows.length === 0 && total > 0) rows = await numbered();

  return {
    data: rows.map(toApplicantRow),
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
