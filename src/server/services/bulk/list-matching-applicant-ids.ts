// "Select all matching": the ids of a department's movable applicants in one round (in progress,
// not withdrawn), newest first, at most BULK_MATCHING_CAP. Read on the (department, round, source,
// created_at, id) index, LIMITed; the total comes from the counter table (in progress in that
// round, withdrawn ones included, so it may exceed the ids by those) and says when the cap cut in.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { Department } from "../../../shared/departments.js";
import { BULK_MATCHING_CAP, type BulkMatchingIds } from "../../../shared/hr/bulk.js";
import type { HiringRound } from "../../../shared/hr/rounds.js";
import { countApplications } from "../applicants/count-applications.js";

export async function listMatchingApplicantIds(db: Db, input: { department: Department; round: HiringRound }): Promise<BulkMatchingIds> {
  const [rows, counted] = await Promise.all([
    selectRows(
      db,
      sql`SELECT id FROM applications
        WHERE department = ${input.department}::"Department" AND round = ${input.round}::"HiringRound"
          AND source = 'job_application' AND round_status = 'in_progress' AND withdrawn_at IS NULL
        ORDER BY created_at DESC, id DESC
        LIMIT ${BULK_MATCHING_CAP + 1}`,
      z.object({ id: z.number().int() }),
    ),
    countApplications(db, { source: "job_application", department: input.department, round: input.round, roundStatus: "in_progress" }),
  ]);
  const capped = rows.length > BULK_MATCHING_CAP;
  const ids = rows.slice(0, BULK_MATCHING_CAP).map((row) => row.id);
  return { ids, total: capped ? Math.max(counted, rows.length) : ids.length, capped };
}
