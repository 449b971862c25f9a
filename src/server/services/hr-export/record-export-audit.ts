// The audit row of a CSV export: which list and with which filters. The enquiry list's name and
// e-mail filters are text HR typed, often a person's name or address, so the row records only that
// such a filter was set (true), never its text; dates, department, round and the applicant list's
// filters (job title, job type, gender, applied day: values of a column, not a person's) are kept as given.
import type { Db } from "../../../infra/db/client.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import type { AuditState } from "../../../shared/hr/audit.js";
import type { EnquiryFilters } from "../../../shared/hr/enquiries.js";
import type { ApplicantFilters } from "../../../shared/hr/export.js";
import { snakeCaseKeys } from "../../../shared/snake-case.js";

type ExportedList = { list: "enquiries"; filters: EnquiryFilters } | { list: "applicants"; filters: ApplicantFilters };

function filterState(exported: ExportedList): AuditState {
  if (exported.list === "applicants") {
    const { department, round, ...refinements } = exported.filters;
    // The department page's filters only when set: an unset one is no filter. Stored rows keep the
    // snake_case keys the activity feed reads (job_title, applied_on, …).
    const set = Object.entries(refinements).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return { department: department ?? null, round, ...snakeCaseKeys(Object.fromEntries(set)) };
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
