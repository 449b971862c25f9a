// One page of a pipeline board column: a department's (or one job's) applicants in a hiring round
// (in progress, not withdrawn), selected, or rejected in any round; newest first, 20 a page. Each
// column has its own partial index (migration 20261124110100_hr_board_indexes) holding exactly its
// rows in (created_at, id) order, so a page is 20 index entries at any depth: by keyset from a cursor
// ("Load more"), or by a page number (REST). The department's totals come from the counter table
// (minus the few withdrawn rows); a job's from an index-only COUNT over that job's rows.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { empty, selectRow, selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { DEPARTMENTS, type Department } from "../../../shared/departments.js";
import {
  COLUMN_ROUNDS,
  PIPELINE_MESSAGES,
  PIPELINE_PAGE_SIZE,
  type PipelineCard,
  type PipelineColumn,
  type PipelineColumnPage,
} from "../../../shared/hr/pipeline.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { HIRING_ROUNDS, ROUND_STATUSES } from "../../../shared/hr/rounds.js";
import { countApplications } from "../applicants/count-applications.js";
import { beyondCursor, decodeCursor, encodeCursor } from "../applicants/page-cursor.js";
import { overdueAmong } from "../analytics/overdue.js";
import { summarizeScorecards } from "../scorecards/summarize-scorecards.js";
import type { ScorecardSummary } from "../../../shared/scorecards.js";

export type ListPipelineColumnInput = {
  department: Department;
  column: PipelineColumn;
  jobId?: number | undefined;
  /** A nextCursor of the previous page; wins over `page`. */
  cursor?: string | undefined;
  /** 1-based page number (REST); the first page when neither is given. */
  page?: number | undefined;
};

const cardRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  created_at: z.date(),
  rating: z.number().int().nullable(),
  round: z.enum(HIRING_ROUNDS),
  round_status: z.enum(ROUND_STATUSES),
});
type CardRow = z.infer<typeof cardRowSchema>;

const totalRowSchema = z.object({ total: z.number().int() });

/** The column's rows, written to match its partial index's predicate. */
function columnConditions(input: ListPipelineColumnInput): Sql {
  // A job's rows are all job applications of its department (checked once in checkJobOfDepartment), so
  // the job's partial indexes answer alone, index-only.
  const owner = input.jobId
    ? sql`job_id = ${input.jobId}::int`
    : sql`department = ${input.department}::"Department" AND source = 'job_application'`;
  const round = COLUMN_ROUNDS[input.column];
  if (round) return sql`${owner} AND round = ${round}::"HiringRound" AND round_status = 'in_progress' AND withdrawn_at IS NULL`;
  if (input.column === "selected") return sql`${owner} AND round_status = 'cleared'`;
  return sql`${owner} AND round_status = 'rejected'`;
}

async function countColumn(db: Db, input: ListPipelineColumnInput): Promise<number> {
  if (input.jobId) {
    const row = await selectRow(db, sql`SELECT COUNT(*)::int AS total FROM applications WHERE ${columnConditions(input)}`, totalRowSchema);
    return row?.total ?? 0;
  }
  const base = { source: "job_application", department: input.department } as const;
  const round = COLUMN_ROUNDS[input.column];
  if (!round) return countApplications(db, { ...base, roundStatus: input.column === "selected" ? "cleared" : "rejected" });
  const [counted, withdrawn] = await Promise.all([
    countApplications(db, { ...base, round, roundStatus: "in_progress" }),
    selectRow(
      db,
      sql`SELECT COUNT(*)::int AS total FROM applications
        WHERE department = ${input.department}::"Department" AND round = ${round}::"HiringRound"
          AND source = 'job_application' AND withdrawn_at IS NOT NULL`,
      totalRowSchema,
    ),
  ]);
  return counted - (withdrawn?.total ?? 0);
}

function readCards(db: Db, input: ListPipelineColumnInput): Promise<CardRow[]> {
  let keyset = empty;
  let offset = 0;
  if (input.cursor) {
    let cursor;
    try {
      cursor = decodeCursor(input.cursor);
    } catch {
      throw new AppError("BAD_REQUEST", PIPELINE_MESSAGES.badCursor);
    }
    keyset = beyondCursor({ ...cursor, direction: "next" });
  } else if (input.page) {
    offset = (input.page - 1) * PIPELINE_PAGE_SIZE;
  }
  // One row more than a page says whether there is a next page, without counting.
  return selectRows(
    db,
    sql`
    SELECT a.id, a.full_name, a.job_id, COALESCE(j.job_title, a.job_title) AS job_title, a.created_at, a.rating,
           a.round, a.round_status
    FROM (
      SELECT id, created_at FROM applications
      WHERE ${columnConditions(input)} ${keyset}
      ORDER BY created_at DESC, id DESC
      OFFSET ${offset} LIMIT ${PIPELINE_PAGE_SIZE + 1}
    ) AS page
    JOIN applications a ON a.id = page.id
    LEFT JOIN jobs j ON j.id = a.job_id
    ORDER BY page.created_at DESC, page.id DESC`,
    cardRowSchema,
  );
}

function toCard(row: CardRow, scorecards: Map<number, ScorecardSummary>, overdue: Set<number>): PipelineCard {
  return {
    applicantId: row.id,
    fullName: row.full_name,
    jobId: row.job_id,
    jobTitle: row.job_title,
    appliedAt: row.created_at.toISOString(),
    rating: row.rating,
    roundValue: row.round,
    roundStatus: row.round_status,
    scorecards: scorecards.get(row.id) ?? null,
    overdue: overdue.has(row.id),
  };
}

/** A job filter must name a job of the board's department. */
async function checkJobOfDepartment(db: Db, jobId: number, department: Department): Promise<void> {
  const job = await selectRow(db, sql`SELECT department FROM jobs WHERE id = ${jobId}::int`, z.object({ department: z.enum(DEPARTMENTS) }));
  if (!job) throw new AppError("NOT_FOUND", HR_MESSAGES.jobNotFound, { reason: "JOB_NOT_FOUND" });
  if (job.department !== department) throw new AppError("BAD_REQUEST", PIPELINE_MESSAGES.jobNotInDepartment, { field: "jobId" });
}

export async function listPipelineColumn(db: Db, input: ListPipelineColumnInput): Promise<PipelineColumnPage> {
  if (input.jobId) await checkJobOfDepartment(db, input.jobId, input.department);
  const [rows, total] = await Promise.all([readCards(db, input), countColumn(db, input)]);
  const page = rows.slice(0, PIPELINE_PAGE_SIZE);
  const ids = page.map((row) => row.id);
  // Only a round column's cards are in progress, so only they can be overdue.
  const [scorecards, overdue] = await Promise.all([
    summarizeScorecards(db, ids),
    COLUMN_ROUNDS[input.column] ? overdueAmong(db, ids) : Promise.resolve(new Set<number>()),
  ]);
  const last = page.at(-1);
  return {
    column: input.column,
    total,
    data: page.map((row) => toCard(row, scorecards, overdue)),
    nextCursor:
      rows.length > PIPELINE_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.created_at.toISOString(), id: last.id, direction: "next" })
        : null,
  };
}
