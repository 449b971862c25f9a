// How many of a department's applicants each step of the step picker holds, from one read of the
// trigger-maintained application_counts table.
import type { Db } from "../../../infra/db/client.js";
import type { Department } from "../../../shared/departments.js";
import { STEP_SLUGS, STEPS, type HiringRound, type RoundStatus, type StepCounts } from "../../../shared/hr/rounds.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";

export async function countApplicantSteps(db: Db, department: Department): Promise<StepCounts> {
  const groups = await queryRows<{ round: HiringRound; round_status: RoundStatus; total: number }>(
    db,
    Prisma.sql`SELECT round, round_status, SUM(count)::int AS total FROM application_counts
      WHERE source = 'job_application' AND department = ${department}::"Department"
      GROUP BY round, round_status`,
  );
  const counts = {} as StepCounts;
  for (const step of STEP_SLUGS) {
    const { round, roundStatus } = STEPS[step].filter;
    counts[step] = groups
      .filter((group) => (!round || group.round === round) && (!roundStatus || group.round_status === roundStatus))
      .reduce((sum, group) => sum + group.total, 0);
  }
  return counts;
}
