// Writes an applications row (with its identity numbers, sealed, and its consent rows) under a
// per-user advisory lock, so the "once per job" and "one general application in progress" checks
// (blocking-applications.ts) cannot race.
import { execute, isUniqueViolation, sql } from "../../../infra/db/sql.js";
import type { IdentifierValues } from "../../../infra/privacy/identifier-rows.js";
import { APPLICATION_MESSAGES } from "../../../shared/application/messages.js";
import type { Prisma } from "../../../infra/db/generated/client.js";
import { AppError } from "../../../infra/errors.js";
import type { Deps } from "../../deps.js";
import { recordConsents, type ConsentChoice } from "../consents/record-consents.js";
import { blockingApplications } from "./blocking-applications.js";
import { insertApplication } from "./insert-application.js";

/** Namespace of the advisory locks taken here (first key of pg_advisory_xact_lock(int, int)). */
const APPLY_LOCK_NAMESPACE = 6_001;

type NewApplication = Omit<Prisma.ApplicationUncheckedCreateInput, "userId" | "jobId"> & { userId: number; jobId: number | null };

function duplicate(cause?: unknown): AppError {
  return new AppError("CONFLICT", APPLICATION_MESSAGES.duplicate, { cause, reason: "ALREADY_APPLIED" });
}

export async function saveApplication(
  deps: Pick<Deps, "db" | "identifierKeys">,
  row: NewApplication,
  identifiers: IdentifierValues,
  consent: ConsentChoice,
): Promise<{ id: number }> {
  try {
    return await deps.db.$transaction(async (tx) => {
      await execute(tx, sql`SELECT pg_advisory_xact_lock(${APPLY_LOCK_NAMESPACE}::int, ${row.userId}::int)`);
      const existing = await tx.application.findFirst({
        where: { AND: [blockingApplications(row.userId), { jobId: row.jobId }] },
        select: { id: true },
      });
      if (existing) throw duplicate();
      const saved = await insertApplication(tx, deps.identifierKeys, row, identifiers);
      await recordConsents(tx, saved.id, consent);
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(error);
    throw error;
  }
}
