// The audit row of a CSV export: which list and with which filters. The enquiry list's name and
// e-mail filters are text HR typed, often a person's name or address, so the row records only that
// such a filter was set (true), never its text; dates, department and round are kept as given.
import type { Db } from "../../../infra/db/client.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { AuditState } from "../../../shared/hr/audit.js";
import type { CandidateFilters } from "../../../shared/hr/candidates.js";
import type { ApplicantFilters } from "../../../shared/hr/export.js";

type ExportedList = { list: "enquiries"; filters: CandidateFilters } | { list: "applicants"; filters: ApplicantFilters };

function filterState(exported: ExportedList): AuditState {
  if (exported.list === "applicants") {
    return { department: exported.filters.department ?? null, round: exported.filters.round };
  }
  const { name, email, createdAt_gte, createdAt_lte } = exported.filters;
  return { name: Boolean(name), email: Boolean(email), from: createdAt_gte ?? null, to: createdAt_lte ?? null };
}

export async function recordExportAudit(db: Db, actorId: number, exported: ExportedList): Promise<void> {
  await recordAudit(db, {
    actorId,
    action: "list_exported",
    targetType: "export",
    targetId: exported.list,
    after: { list: exported.list, ...filterState(exported) },
  });
}
