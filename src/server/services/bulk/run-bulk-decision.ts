// Moves or rejects many applicants with one message: each through the existing moveApplicant (one
// transaction per applicant, its history row, its audit row, its mail), a bounded number at a time
// so enqueueMail's group commit puts their mails into a few INSERTs and addBulks. Applicants that
// cannot be moved are skipped with the reason moveApplicant gives; the applicants are read once up
// front so the usual refusals (unknown, withdrawn, already decided, round not later) cost no
// transaction. The mail queue being unreachable (503) stops the run: what was done stands (each
// move is whole, with its mail), the rest is reported as not run. One bulk_run audit row records
// the run (action, round, counts: never a name or an address).
import { z } from "zod";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import { isAppError } from "../../../infra/errors.js";
import { DEPARTMENTS, type Department } from "../../../shared/departments.js";
import { BULK_CONCURRENCY, isBulkSkipReason, type BulkSkipped, type BulkSummary } from "../../../shared/hr/bulk.js";
import type { BulkRunInput } from "../../../shared/hr/bulk-schemas.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { acceptTargets, HIRING_ROUNDS, ROUND_STATUSES } from "../../../shared/hr/rounds.js";
import { APPLICATION_SOURCES } from "../../../shared/hr/search.js";
import { MAIL_SERVICE_UNAVAILABLE } from "../../../shared/mail.js";
import { MY_APPLICATION_MESSAGES } from "../../../shared/me/applications.js";
import type { DecisionMailDeps } from "../applicants/decision-mail.js";
import { moveApplicant } from "../applicants/move-applicant.js";

export type RunBulkDecisionInput = BulkRunInput & { actorId: number };

const candidateRowSchema = z.object({
  id: z.number().int(),
  source: z.enum(APPLICATION_SOURCES),
  department: z.enum(DEPARTMENTS).nullable(),
  round: z.enum(HIRING_ROUNDS),
  round_status: z.enum(ROUND_STATUSES),
  withdrawn: z.boolean(),
});
type Candidate = z.infer<typeof candidateRowSchema>;

async function readCandidates(db: Db, ids: number[]): Promise<Map<number, Candidate>> {
  const rows = await selectRows(
    db,
    sql`SELECT id, source, department, round, round_status, withdrawn_at IS NOT NULL AS withdrawn
      FROM applications WHERE id = ANY(${ids}::int[])`,
    candidateRowSchema,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Why this applicant cannot take the decision, as moveApplicant would say it; null: try it. */
function refusalOf(row: Candidate | undefined, input: RunBulkDecisionInput): Omit<BulkSkipped, "id"> | null {
  if (!row || row.source !== "job_application" || !row.department || (input.department && row.department !== input.department))
    return { reason: "APPLICANT_NOT_FOUND", message: HR_MESSAGES.applicantNotFound };
  if (row.withdrawn) return { reason: "APPLICATION_WITHDRAWN", message: MY_APPLICATION_MESSAGES.withdrawnForHr };
  if (row.round_status !== "in_progress") return { reason: "APPLICANT_NOT_IN_PROGRESS", message: HR_MESSAGES.notInProgress };
  if (input.action === "move" && input.toRound && !acceptTargets(row.round).includes(input.toRound))
    return { reason: "ROUND_NOT_LATER", message: HR_MESSAGES.laterRoundOnly };
  return null;
}

export async function runBulkDecision(deps: DecisionMailDeps, input: RunBulkDecisionInput): Promise<BulkSummary> {
  const ids = [...new Set(input.applicantIds)];
  const candidates = await readCandidates(deps.db, ids);
  const done = new Set<number>();
  const skipped = new Map<number, BulkSkipped>();
  const notRun = new Set<number>();
  let stopped: BulkSummary["stopped"] = null;
  let failure: unknown;

  const queue: { id: number; department: Department }[] = [];
  for (const id of ids) {
    const row = candidates.get(id);
    const refusal = refusalOf(row, input);
    if (refusal || !row?.department)
      skipped.set(id, { id, ...(refusal ?? { reason: "APPLICANT_NOT_FOUND", message: HR_MESSAGES.applicantNotFound }) });
    else queue.push({ id, department: row.department });
  }

  const moveOne = async ({ id, department }: { id: number; department: Department }) => {
    try {
      await moveApplicant(deps, {
        department,
        applicantId: id,
        changedById: input.actorId,
        status: input.action === "reject" ? "rejected" : "cleared",
        toRound: input.action === "move" ? input.toRound : undefined,
        message: input.message,
        link: undefined,
      });
      done.add(id);
    } catch (error) {
      if (isAppError(error) && error.code === "SERVICE_UNAVAILABLE") {
        stopped = { reason: "SERVICE_UNAVAILABLE", message: MAIL_SERVICE_UNAVAILABLE };
        notRun.add(id);
      } else if (isAppError(error) && isBulkSkipReason(error.reason)) {
        // Changed since it was read (withdrawn, moved by someone else): moveApplicant's own refusal.
        skipped.set(id, { id, reason: error.reason, message: error.message });
      } else {
        failure ??= error;
        notRun.add(id);
      }
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < queue.length && !stopped && failure === undefined) {
      const item = queue[next++];
      if (item) await moveOne(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, queue.length) }, worker));
  for (const item of queue.slice(next)) notRun.add(item.id);

  const inOrder = (set: { has: (id: number) => boolean }) => ids.filter((id) => set.has(id));
  const summary: BulkSummary = {
    action: input.action,
    done: inOrder(done),
    skipped: ids.flatMap((id) => skipped.get(id) ?? []),
    notRun: inOrder(notRun),
    stopped,
  };
  await recordAudit(deps.db, {
    actorId: input.actorId,
    action: "bulk_run",
    targetType: "bulk",
    before: null,
    after: {
      action: input.action,
      to_round: input.action === "move" ? (input.toRound ?? null) : null,
      department: input.department ?? null,
      requested: ids.length,
      done: summary.done.length,
      skipped: summary.skipped.length,
      not_run: summary.notRun.length,
      stopped: stopped !== null || failure !== undefined,
    },
  });
  // Not a refusal of an applicant but a fault (the database went away): the caller sees the error.
  if (failure !== undefined) throw failure;
  return summary;
}
