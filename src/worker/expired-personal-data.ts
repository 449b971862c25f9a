// Which rows the retention job erases, a page of ids at a time in id order (each page starts after
// the last one's highest id, so a large backlog is read once, not rescanned per page):
// - job applications rejected or withdrawn longer ago than the cutoff. A withdrawal counts from
//   withdrawn_at; a rejection from its round change (the latest one; rejected applications are not
//   moved again), or from updated_at for a row without round changes (set directly, e.g. seeded).
//   Applications still in progress, and accepted ones, are kept whatever their age, and so are
//   those whose candidate consented to be kept for future openings, until the consent is withdrawn;
//   then the decision's date counts again, so one decided longer ago than the cutoff goes on the
//   next run (keeping it a further RETENTION_DAYS would hold it past the consent it was kept for).
// - enquiries and contact messages created before the cutoff;
// - erased applications whose files a failed removal left behind.
import { z } from "zod";
import type { Db } from "../infra/db/client.js";
import { selectRows, sql, type Sql } from "../infra/db/sql.js";
import { ERASE_BATCH_SIZE } from "../infra/privacy/erase-rows.js";

export type ExpiredKind = "applications" | "enquiries" | "contactMessages" | "filesLeft";

const EXPIRED_ROW = z.object({ id: z.number().int() });

function pageQuery(kind: ExpiredKind, cutoff: Date, afterId: number): Sql {
  switch (kind) {
    case "applications":
      return sql`
        SELECT a.id FROM applications a
        WHERE a.id > ${afterId} AND a.source = 'job_application' AND a.erased_at IS NULL
          AND (
            a.withdrawn_at < ${cutoff}::timestamptz
            OR (
              a.withdrawn_at IS NULL AND a.round_status = 'rejected'
              AND COALESCE((SELECT max(rc.created_at) FROM round_changes rc WHERE rc.application_id = a.id), a.updated_at) < ${cutoff}::timestamptz
            )
          )
          AND NOT EXISTS (
            SELECT 1 FROM consents c
            WHERE c.application_id = a.id AND c.purpose = 'future_openings' AND c.granted AND c.withdrawn_at IS NULL
          )
        ORDER BY a.id LIMIT ${ERASE_BATCH_SIZE}`;
    case "enquiries":
      return sql`
        SELECT id FROM applications
        WHERE id > ${afterId} AND source = 'enquiry' AND erased_at IS NULL AND created_at < ${cutoff}::timestamptz
        ORDER BY id LIMIT ${ERASE_BATCH_SIZE}`;
    case "contactMessages":
      return sql`
        SELECT id FROM contact_messages
        WHERE id > ${afterId} AND erased_at IS NULL AND created_at < ${cutoff}::timestamptz
        ORDER BY id LIMIT ${ERASE_BATCH_SIZE}`;
    case "filesLeft":
      return sql`
        SELECT id FROM applications
        WHERE id > ${afterId} AND erased_at IS NOT NULL AND (resume_path <> '' OR academic_docs_path IS NOT NULL)
        ORDER BY id LIMIT ${ERASE_BATCH_SIZE}`;
  }
}

/** The ids of one kind past the cutoff, page by page. */
export async function* expiredPages(db: Db, kind: ExpiredKind, cutoff: Date): AsyncGenerator<number[]> {
  let afterId = 0;
  for (;;) {
    const rows = await selectRows(db, pageQuery(kind, cutoff, afterId), EXPIRED_ROW);
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) yield ids;
    const last = ids.at(-1);
    if (last === undefined || ids.length < ERASE_BATCH_SIZE) return;
    afterId = last;
  }
}
