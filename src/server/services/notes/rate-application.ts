// HR rates an application 1–5, or clears the rating (null).
import type { Db } from "../../../infra/db/client.js";
import type { RateApplicationInput } from "../../../shared/hr/notes.js";
import { applicationNotFound } from "./note-errors.js";

export async function rateApplication(db: Db, input: RateApplicationInput): Promise<{ rating: number | null }> {
  // updated_at is left alone: retention counts from it for rows without round changes, and a rating
  // is not a decision that should keep a candidate's data longer.
  const [row] = await db.$queryRaw<{ rating: number | null }[]>`
    UPDATE applications SET rating = ${input.rating} WHERE id = ${input.applicationId} RETURNING rating`;
  if (!row) throw applicationNotFound();
  return { rating: row.rating };
}
