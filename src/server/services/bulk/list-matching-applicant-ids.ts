// "Select all matching": the ids of a department's movable applicants in one round (in progress,
// not withdrawn), newest first, at most BULK_MATCHING_CAP. Read index-only on the board's partial
// index of exactly those rows (applications_board_in_progress_idx), LIMITed; the total comes from the
// counter table (in progress in that round, withdrawn ones included, so it may exceed the ids by
// those) and says when the cap cut in.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import type { Department } from "../../../shared/departments.js";
import { BULK_MATCHING_CAP, type BulkMatchingIds } from "../../../shared/hr/bulk.js";
import type { HiringRound } from "../../../shared/hr/rounds.js";
import { countApplications } from "../applicants/count-applications.js";

export async function listMatchingApplicantIds(db: Db, input: { department: Department; round: HiringRound }): Promise<BulkMatchingIds> {
  const [row, counted] = await Promise.all([
    // The ids as one JSON array, which the driver reads with JSON.parse: as 5,001 rows (or an int[] in
    // text) they cost the server 1.2–2.1 ms of CPU per call at the cap, as JSON 0.5 ms (bench:hr's data).
    selectRow(
      db,
      sql`SELECT to_json(ARRAY(
          SELECT id FROM applications
          WHERE department = ${input.department}::"Department" AND round = ${input.round}::"HiringRound"
            AND source = 'job_application' AND round_status = 'in_progress' AND withdrawn_at IS NULL
          ORDER BY created_at DESC, id DESC
          LIMIT ${BULK_MATCHING_CAP + 1}
        )) AS ids`,
      z.object({ ids: z.array(z.number().int()) }),
    ),
    countApplications(db, { source: "job_application", department: input.department, round: input.round, roundStatus: "in_progress" }),
  ]);
  const matching = row?.ids ?? [];
  const capped = matching.length > BULK_MATCHING_CAP;
  const ids = matching.slice(0, BULK_MATCHING_CAP);
  return { ids, total: capped ? Math.max(counted, matching.length) : ids.length, capped };
}
