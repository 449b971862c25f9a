// Appends rows to the audit trail (audit_events). Call it with the transaction that makes the
// change, so an action and its row stand or fall together. The table refuses UPDATE, DELETE and
// TRUNCATE (a trigger), and nothing in the code offers either.
import type { AuditAction, AuditState, AuditTargetType } from "../../shared/hr/audit.js";
import type { Db } from "../db/client.js";

export type AuditEntry = {
  /** The HR user acting (the candidate for account_erased); null = the system. */
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | number | null;
  /** The application concerned, so the candidate's page lists it. */
  applicationId?: number | null;
  before?: AuditState | null;
  after?: AuditState | null;
};

/** A client or a transaction client: anything with the audit model. */
export type AuditWriter = Pick<Db, "auditEvent">;

function toRow(entry: AuditEntry) {
  return {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    applicationId: entry.applicationId ?? null,
    ...(entry.before ? { before: entry.before } : {}),
    ...(entry.after ? { after: entry.after } : {}),
  };
}

export async function recordAudit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  await db.auditEvent.create({ data: toRow(entry), select: { id: true } });
}

/** One statement for many rows (bulk decisions, retention runs). */
export async function recordAuditMany(db: AuditWriter, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.auditEvent.createMany({ data: entries.map(toRow) });
}
