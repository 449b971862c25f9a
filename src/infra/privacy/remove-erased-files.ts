// The upload-store half of erasing: after the rows' erasure has committed, their resumes and
// academic documents are removed, and only then are the file-name columns cleared. A store that
// does not answer leaves the names on the erased rows, so a later run (the retention job) finds
// and removes those files: a file is never left without a row naming it.
import { z } from "zod";
import type { Db } from "../db/client.js";
import { selectRows, sql } from "../db/sql.js";
import type { FileStorage } from "../storage/file-storage.js";
import { inBatches } from "./erase-rows.js";

const STORED_FILES_ROW = z.object({ id: z.number().int(), resume_path: z.string(), academic_docs_path: z.string().nullable() });

/** Removes the files of the given erased applications; resolves with how many files were removed. */
export async function removeErasedFiles(deps: { db: Db; storage: FileStorage }, applicationIds: readonly number[]): Promise<number> {
  let removed = 0;
  for (const batch of inBatches(applicationIds)) {
    const rows = await selectRows(
      deps.db,
      sql`SELECT id, resume_path, academic_docs_path FROM applications
      WHERE id = ANY(${batch}::int4[]) AND erased_at IS NOT NULL AND (resume_path <> '' OR academic_docs_path IS NOT NULL)`,
      STORED_FILES_ROW,
    );
    if (rows.length === 0) continue;
    const names = rows.flatMap((row) => [row.resume_path, row.academic_docs_path]).filter((name): name is string => Boolean(name));
    await deps.storage.remove(names);
    await deps.db.application.updateMany({
      where: { id: { in: rows.map((row) => row.id) }, erasedAt: { not: null } },
      data: { resumePath: "", academicDocsPath: null },
    });
    removed += names.length;
  }
  return removed;
}
