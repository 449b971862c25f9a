// How many of a department's applicants each step of the step picker holds, from one read of the
// trigger-maintained application_counts table.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { Department } from "../../../shared/departments.js";
import { HIRING_ROUNDS, ROUND_STATUSES, STEP_SLUGS, STEPS, type StepCounts } from "../../../shared/hr/rounds.js";

const groupRowSchema = z.object({ round: z.enum(HIRING_ROUNDS), round_status: z.enum(ROUND_STATUSES), total: z.number().int() });

export async function countApplicantSteps(db: Db, department: Department): Promise<StepCounts> {
  const groups = await selectRows(
    db,
    sql`SELECT round, round_status, SUM(count)::int AS total FROM application_counts
      WHERE source = 'job_application' AND department = ${department}::"Department"
      GROUP BY round, round_status`,
    groupRowSchema,
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
