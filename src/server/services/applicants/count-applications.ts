// Totals of applications per stage, read from the trigger-maintained application_counts table
// (migration 20261122140100) in O(1), so paged lists and the dashboard never count rows.
import { z } from "zod";
import type { StepFilter } from "../../../shared/hr/rounds.js";
import type { Department } from "../../../shared/departments.js";
import type { Db } from "../../../infra/db/client.js";
import { join, selectRow, sql } from "../../../infra/db/sql.js";
import type { ApplicationSource } from "../../../infra/db/generated/enums.js";

export type CountFilter = StepFilter & { source: ApplicationSource; department?: Department };

export async function countApplications(db: Db, filter: CountFilter): Promise<number> {
  const conditions = [
    sql`source = ${filter.source}::"ApplicationSource"`,
    ...(filter.department ? [sql`department = ${filter.department}::"Department"`] : []),
    ...(filter.round ? [sql`round = ${filter.round}::"HiringRound"`] : []),
    ...(filter.roundStatus ? [sql`round_status = ${filter.roundStatus}::"RoundStatus"`] : []),
  ];
  const row = await selectRow(
    db,
    sql`SELECT COALESCE(SUM(count), 0)::int AS total FROM application_counts WHERE ${join(conditions, " AND ")}`,
    z.object({ total: z.number().int() }),
  );
  return row?.total ?? 0;
}
