// The HR users the activity list can be filtered by, by name.
import type { Db } from "../../../infra/db/client.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";

/** More HR accounts than any team has; the list stays one small read. */
const MAX_ACTORS = 500;

export function listActivityActors(db: Db): Promise<{ id: number; name: string }[]> {
  return queryRows<{ id: number; name: string }>(
    db,
    Prisma.sql`SELECT id, name FROM users WHERE role = 'hr' ORDER BY name, id LIMIT ${MAX_ACTORS}`,
    "hr-activity-actors",
  );
}
