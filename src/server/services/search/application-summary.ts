// The columns and mapping of one application as HR search and duplicates list it.
import { z } from "zod";
import { sql } from "../../../infra/db/sql.js";
import { DEPARTMENTS } from "../../../shared/departments.js";
import { HIRING_ROUNDS, ROUND_STATUSES } from "../../../shared/hr/rounds.js";
import { APPLICATION_SOURCES, type ApplicationSummary } from "../../../shared/hr/search.js";

/** From applications `a`. */
export const SUMMARY_COLUMNS = sql`a.id, a.source, a.full_name, a.email, a.job_title, a.department, a.round, a.round_status,
   a.withdrawn_at, a.created_at`;

/** A row of SUMMARY_COLUMNS; each statement extends it with its own columns. */
export const summaryRowSchema = z.object({
  id: z.number().int(),
  source: z.enum(APPLICATION_SOURCES),
  full_name: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
  department: z.enum(DEPARTMENTS).nullable(),
  round: z.enum(HIRING_ROUNDS),
  round_status: z.enum(ROUND_STATUSES),
  withdrawn_at: z.date().nullable(),
  created_at: z.date(),
});
type SummaryRow = z.infer<typeof summaryRowSchema>;

export function toApplicationSummary(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    source: row.source,
    name: row.full_name,
    email: row.email,
    jobTitle: row.job_title,
    department: row.department,
    round: row.round,
    roundStatus: row.round_status,
    withdrawn: row.withdrawn_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
