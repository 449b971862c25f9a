// The HR users the activity list can be filtered by, by name.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";

/** More HR accounts than any team has; the list stays one small read. */
const MAX_ACTORS = 500;

const actorRowSchema = z.object({ id: z.number().int(), name: z.string() });

export function listActivityActors(db: Db): Promise<z.infer<typeof actorRowSchema>[]> {
  return selectRows(db, sql`SELECT id, name FROM users WHERE role = 'hr' ORDER BY name, id LIMIT ${MAX_ACTORS}`, actorRowSchema, {
    name: "hr-activity-actors",
  });
}
