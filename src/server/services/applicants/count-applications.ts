// Totals of applications per stage, read from the trigger-maintained application_counts table
// (migration 20261122140100) in O(1), so paged lists and the dashboard never count rows.
import type { StepFilter } from "../../../shared/hr/rounds.js";
import type { Department } from "../../../shared/departments.js";
import type { Db } from "../../../infra/db/client.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";
import type { ApplicationSource } from "../../db/generated/enums.js";

export type CountFilter = StepFilter & { source: ApplicationSource; department?: Department };

export async function countApplications(db: Db, filter: CountFilter): Promise<number> {
  const conditions = [
    Prisma.sql`source = ${filter.source}::"ApplicationSource"`,
    ...(filter.department ? [Prisma.sql`department = ${filter.department}::"Department"`] : []),
    ...(filter.round ? [Prisma.sql`round = ${filter.round}::"HiringRound"`] : []),
    ...(filter.roundStatus ? [Prisma.sql`round_status = ${filter.roundStatus}::"RoundStatus"`] : []),
  ];
  const [row] = await queryRows<{ total: number }>(
    db,
    Prisma.sql`SELECT COALESCE(SUM(count), 0)::int AS total FROM application_counts WHERE ${Prisma.join(conditions, " AND ")}`,
  );
  return row?.total ?? 0;
}
