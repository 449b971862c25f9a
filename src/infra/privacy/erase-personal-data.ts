// Erases the personal data of applications (job applications and enquiries) and contact messages,
// for callers with no transaction of their own (the retention job): the rows in one transaction,
// then their files once it has committed. Delete-my-account runs the same two halves around its own.
// With `audit`, the same transaction appends the erasure to the audit trail (actor: the system):
// one row per erased application or enquiry, one row with the count of erased contact messages.
import { recordAuditMany, type AuditEntry } from "../audit/record-audit.js";
import type { Db } from "../db/client.js";
import type { FileStorage } from "../storage/file-storage.js";
import { eraseRows, type ErasedRows, type ErasureTarget } from "./erase-rows.js";
import { removeErasedFiles } from "./remove-erased-files.js";

export type ErasedCounts = { applications: number; contactMessages: number; files: number };

/** The erasure's audit rows; nothing for a batch that erased nothing (rows erased before are skipped). */
export function retentionAuditEntries(erased: ErasedRows): AuditEntry[] {
  const entries: AuditEntry[] = erased.applicationIds.map((id) => ({
    actorId: null,
    action: "retention_erased",
    targetType: "application",
    targetId: id,
    applicationId: id,
  }));
  if (erased.contactMessages > 0) {
    entries.push({
      actorId: null,
      action: "retention_erased",
      targetType: "contact_message",
      after: { contactMessages: erased.contactMessages },
    });
  }
  return entries;
}

export async function erasePersonalData(
  deps: { db: Db; storage: FileStorage },
  target: ErasureTarget,
  options: { audit?: boolean } = {},
): Promise<ErasedCounts> {
  const erased = await deps.db.$transaction(async (tx) => {
    const rows = await eraseRows(tx, target);
    if (options.audit) await recordAuditMany(tx, retentionAuditEntries(rows));
    return rows;
  });
  const files = await removeErasedFiles(deps, erased.applicationIds);
  return { applications: erased.applicationIds.length, contactMessages: erased.contactMessages, files };
}
