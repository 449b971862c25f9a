// The columns and mapping of one application as HR search and duplicates list it.
import type { Department } from "../../../shared/departments.js";
import type { HiringRound, RoundStatus } from "../../../shared/hr/rounds.js";
import type { ApplicationSource, ApplicationSummary } from "../../../shared/hr/search.js";
import { Prisma } from "../../db/generated/client.js";

export type RawSummaryRow = {
  id: number;
  source: ApplicationSource;
  full_name: string;
  email: string;
  job_title: string | null;
  department: Department | null;
  round: HiringRound;
  round_status: RoundStatus;
  withdrawn_at: Date | null;
  created_at: Date;
};

/** From applications `a`. */
export const SUMMARY_COLUMNS = Prisma.raw(
  `a.id, a.source::text AS source, a.full_name, a.email, a.job_title, a.department::text AS department, a.round::text AS round,
   a.round_status::text AS round_status, a.withdrawn_at, a.created_at`,
);

export function toApplicationSummary(row: RawSummaryRow): ApplicationSummary {
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
