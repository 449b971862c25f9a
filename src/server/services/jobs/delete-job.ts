// Deletes a posted job, with its audit row in the same transaction, and drops the public job cache on
// every instance. Its applications stay (the foreign key clears their job link); the open ones (in
// progress, not withdrawn) are closed in the same transaction (rejected at their step, with a history
// row by the HR user, and marked position-closed for the candidate's Tracking page), and each candidate
// is mailed that the position closed. The queue is checked before anything is written: a deletion
// cannot be undone, so it goes ahead only when its mails can be queued.
import { z } from "zod";
import type { Deps } from "../../deps.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { execute, selectRows, sql } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { HIRING_ROUNDS, type HiringRound } from "../../../shared/hr/rounds.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { currentRequestId } from "../../observability/request-context.js";
import { applicationRecipient } from "../applications/application-recipient.js";
import { JOB_AUDIT_SELECT, jobAuditState } from "../audit/job-audit-state.js";

type DeleteJobDeps = Pick<Deps, "db" | "publicJobs" | "mailQueue" | "env" | "metrics">;

type ClosedApplication = { id: number; round: HiringRound; fullName: string; recipient: string };

const closedRowSchema = z.object({
  id: z.number().int(),
  round: z.enum(HIRING_ROUNDS),
  full_name: z.string(),
  email: z.string(),
  account_email: z.string().nullable(),
  erased: z.boolean(),
});

export async function deleteJob(deps: DeleteJobDeps, id: number, actorId: number | null): Promise<{ closedApplications: number }> {
  await assertQueueReachable(deps.mailQueue);
  const { jobTitle, closed } = await deps.db.$transaction(async (tx) => {
    // Locked first: an application being written for this job commits before the close below reads.
    await execute(tx, sql`SELECT 1 FROM jobs WHERE id = ${id} FOR UPDATE`);
    const job = await tx.job.findUnique({ where: { id }, select: JOB_AUDIT_SELECT });
    if (!job) throw new AppError("NOT_FOUND", "Job not found", { reason: "JOB_NOT_FOUND" });
    // One guarded UPDATE: an application withdrawn or decided meanwhile is left as it is. The instant
    // is the app's clock, as in Prisma's own writes (@updatedAt).
    const closedAt = new Date();
    const rows = await selectRows(
      tx,
      sql`
      WITH closed AS (
        UPDATE applications
        SET round_status = 'rejected', position_closed_at = ${closedAt}::timestamptz, updated_at = ${closedAt}::timestamptz
        WHERE job_id = ${id} AND source = 'job_application' AND round_status = 'in_progress' AND withdrawn_at IS NULL
        RETURNING id, round, full_name, email, user_id, erased_at
      )
      SELECT closed.id, closed.round, closed.full_name, closed.email, users.email AS account_email, closed.erased_at IS NOT NULL AS erased
      FROM closed LEFT JOIN users ON users.id = closed.user_id`,
      closedRowSchema,
    );
    await tx.roundChange.createMany({
      data: rows.map((row) => ({
        applicationId: row.id,
        changedById: actorId,
        fromRound: row.round,
        toRound: row.round,
        status: "rejected" as const,
      })),
    });
    await tx.job.delete({ where: { id }, select: { id: true } });
    await recordAudit(tx, { actorId, action: "job_deleted", targetType: "job", targetId: id, before: jobAuditState(job) });
    // An erased application has no address left to write to.
    const mailed = rows.filter((row) => !row.erased);
    return {
      jobTitle: job.jobTitle,
      closed: mailed.map((row): ClosedApplication => ({
        id: row.id,
        round: row.round,
        fullName: row.full_name,
        recipient: applicationRecipient({ email: row.email, user: row.account_email ? { email: row.account_email } : null }),
      })),
    };
  });
  await deps.publicJobs.invalidate();
  await mailPositionClosed(deps, jobTitle, closed);
  return { closedApplications: closed.length };
}

/** After the commit: the queue answered a moment ago, so a failure here is a Redis outage in between; it is logged, the deletion stands. */
async function mailPositionClosed(deps: DeleteJobDeps, jobTitle: string, closed: ClosedApplication[]): Promise<void> {
  const results = await Promise.allSettled(
    closed.map((application) =>
      enqueueMail(deps, {
        kind: "position_closed",
        to: application.recipient,
        applicationId: application.id,
        data: { name: application.fullName, jobTitle },
        idempotencyKey: `position-closed-${application.id}`,
      }),
    ),
  );
  const failed = closed.filter((_, index) => results[index]?.status === "rejected").map((application) => application.id);
  if (failed.length > 0) {
    console.error(
      JSON.stringify({ level: "error", reqId: currentRequestId(), msg: "position_closed mails not queued", applicationIds: failed }),
    );
  }
}
