// The resume-text catch-up (issue #31): the applications of the last RESUME_TEXT_CATCH_UP_DAYS that
// hold their personal data and have no resume text yet are queued again (newest first, at most
// RESUME_TEXT_CATCH_UP_BATCH a run), for the ones whose job never reached Redis (it was down after
// the submission) or was lost with it. Job ids make it idempotent: an application whose job is still
// queued, or kept as failed (an unreadable PDF), is not added again.
import type { Queue } from "bullmq";
import { z } from "zod";
import type { Db } from "../infra/db/client.js";
import { selectRows, sql } from "../infra/db/sql.js";
import {
  enqueueResumeTexts,
  RESUME_TEXT_CATCH_UP_BATCH,
  RESUME_TEXT_CATCH_UP_DAYS,
  type ResumeTextJob,
} from "../infra/resume/resume-text-queue.js";

const DAY_MS = 24 * 3600 * 1000;

export type ResumeTextCatchUpResult = { queued: number };

export async function catchUpResumeTexts(
  deps: { db: Db; queue: Queue<ResumeTextJob> },
  now: Date = new Date(),
): Promise<ResumeTextCatchUpResult> {
  const since = new Date(now.getTime() - RESUME_TEXT_CATCH_UP_DAYS * DAY_MS);
  // Both sources named, so the (source, created_at) index reads just the window.
  const rows = await selectRows(
    deps.db,
    sql`
    SELECT a.id FROM applications a
    WHERE a.source IN ('job_application', 'enquiry') AND a.created_at >= ${since}::timestamptz
      AND a.erased_at IS NULL AND a.resume_path <> ''
      AND NOT EXISTS (SELECT 1 FROM application_resume_texts t WHERE t.application_id = a.id)
    ORDER BY a.created_at DESC
    LIMIT ${RESUME_TEXT_CATCH_UP_BATCH}`,
    z.object({ id: z.number().int() }),
  );
  await enqueueResumeTexts(
    deps.queue,
    rows.map((row) => row.id),
  );
  return { queued: rows.length };
}
