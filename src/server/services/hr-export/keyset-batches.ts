// Every application matching a filter, newest first, in batches read by keyset on (created_at, id):
// each batch is one statement that costs the same however deep the export is, and only one batch is
// held at a time.
import type { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import { beyondCursor } from "../applicants/page-cursor.js";

/**
 * Small on purpose: a batch's rows stay alive across the awaits that read and send it, and what
 * survives two scavenges is promoted to V8's old space, which grows until a full collection. A fresh
 * server's first export of 100k applicants grew its RSS by 50–59 MB at 1,000 rows a batch, by 24–44 MB
 * at 100 (with the server's --no-allocation-site-pretenuring; docs/decisions/0047-hr-csv-export.md).
 */
export const EXPORT_BATCH_SIZE = 100;

type Edge = { id: number; createdAt: Date };

export type KeysetQuery<S extends z.ZodType<Edge>> = {
  /** Columns of applications `a` (and scalar subqueries); `id` and `createdAt` among them. */
  columns: Sql;
  /** Conditions on applications, unqualified. */
  where: Sql;
  row: S;
};

/** Each batch's rows parsed by the query's `row` schema, then turned by `toRow` into what the export writes. */
export async function* keysetBatches<S extends z.ZodType<Edge>, Row>(
  db: Db,
  { columns, where, row }: KeysetQuery<S>,
  toRow: (row: z.output<S>) => Row,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Edge | undefined;
  for (;;) {
    const keyset = beyondCursor(after && { createdAt: after.createdAt.toISOString(), id: after.id, direction: "next" }, "a");
    const rows = await selectRows(
      db,
      sql`SELECT ${columns} FROM applications a WHERE ${where} ${keyset} ORDER BY a.created_at DESC, a.id DESC LIMIT ${batchSize}`,
      row,
    );
    if (rows.length > 0) yield rows.map(toRow);
    if (rows.length < batchSize) return;
    after = rows.at(-1);
  }
}
