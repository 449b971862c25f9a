// HR rates an application 1–5, or clears the rating (null), with its audit row (rating before and
// after) in the same transaction.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { RateApplicationInput } from "../../../shared/hr/notes.js";
import { applicationNotFound } from "./note-errors.js";

const ratedRowSchema = z.object({ rating: z.number().int().nullable(), before: z.number().int().nullable() });

export async function rateApplication(
  db: Db,
  input: RateApplicationInput & { actorId: number | null },
): Promise<{ rating: number | null }> {
  const row = await db.$transaction(async (tx) => {
    // updated_at is left alone: retention counts from it for rows without round changes, and a
    // rating is not a decision that should keep a candidate's data longer. The old value comes from
    // the same statement (the row as locked), so a concurrent rating cannot slip between.
    const rated = await selectRow(
      tx,
      sql`
      UPDATE applications AS a SET rating = ${input.rating}
      FROM (SELECT id, rating FROM applications WHERE id = ${input.applicationId} FOR UPDATE) AS old
      WHERE a.id = old.id
      RETURNING a.rating, old.rating AS before`,
      ratedRowSchema,
    );
    if (!rated) throw applicationNotFound();
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "rating_set",
      targetType: "application",
      targetId: input.applicationId,
      applicationId: input.applicationId,
      before: { rating: rated.before },
      after: { rating: rated.rating },
    });
    return rated;
  });
  return { rating: row.rating };
}
