// For the scheduler (interviews and offered slots): every id must be an active member of the hiring
// team, an interviewer HR invited or an HR user (HR interviews too), not deactivated. Call it inside
// the transaction that writes the participant rows: the rows are read FOR SHARE, so a deactivation
// running at the same time waits for that transaction, and one that committed first is seen.
import { AppError } from "../../../infra/errors.js";
import { selectRows, sql, type DbOrTx } from "../../../infra/db/sql.js";
import { TEAM_TEXTS } from "../../../shared/team.js";
import { z } from "zod";

const MEMBER_ROW = z.object({ id: z.number().int(), role: z.string(), deactivated: z.boolean() });

export async function assertActiveInterviewers(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await selectRows(
    db,
    sql`SELECT id, role::text AS role, deactivated_at IS NOT NULL AS deactivated
      FROM users WHERE id = ANY(${wanted}::int[]) ORDER BY id FOR SHARE`,
    MEMBER_ROW,
  );
  const active = new Set(rows.filter((row) => (row.role === "interviewer" || row.role === "hr") && !row.deactivated).map((row) => row.id));
  const refused = wanted.find((id) => !active.has(id));
  if (refused !== undefined) throw new AppError("BAD_REQUEST", TEAM_TEXTS.notActive(refused), { field: "interviewerIds" });
}
