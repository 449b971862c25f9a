// Every application matching a filter, newest first, in batches read by keyset on (created_at, id):
// each batch costs the same however deep the export is, and only one batch is held at a time.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import { beyondCursor } from "../applicants/page-cursor.js";

export const EXPORT_BATCH_SIZE = 1000;

const EDGE_ROW = z.object({ id: z.number().int(), created_at: z.date() });
type Edge = z.infer<typeof EDGE_ROW>;

/** `where` filters the applications table; `readRows` loads a batch's rows by id, in any order. */
export async function* keysetBatches<Row extends { id: number }>(
  db: Db,
  where: Sql,
  readRows: (ids: number[]) => Promise<Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Edge | undefined;
  for (;;) {
    const keyset = beyondCursor(after && { createdAt: after.created_at.toISOString(), id: after.id, direction: "next" });
    const edges = await selectRows(
      db,
      sql`SELECT id, created_at FROM applications WHERE ${where} ${keyset} ORDER BY created_at DESC, id DESC LIMIT ${batchSize}`,
      EDGE_ROW,
    );
    if (edges.length === 0) return;
    const byId = new Map((await readRows(edges.map((edge) => edge.id))).map((row) => [row.id, row]));
    // A row deleted between the two reads is left out.
    yield edges.flatMap((edge) => byId.get(edge.id) ?? []);
    if (edges.length < batchSize) return;
    after = edges.at(-1);
  }
}
