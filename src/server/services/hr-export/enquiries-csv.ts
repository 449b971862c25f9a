// The enquiries as CSV: every enquiry matching the list's filters (name, e-mail, dates),
// newest first, with the list's and the detail's columns.
import type { Readable } from "node:stream";
import { z } from "zod";
import { PROFILE_SQL_COLUMNS } from "../../../infra/application-profile.js";
import type { Db } from "../../../infra/db/client.js";
import { join, raw, sql } from "../../../infra/db/sql.js";
import type { EnquiryFilters } from "../../../shared/hr/enquiries.js";
import { ROUND_STATUSES } from "../../../shared/hr/rounds.js";
import { filterConditions } from "../enquiries/list-enquiries.js";
import { csvStream, type CsvColumn } from "./csv-stream.js";
import { keysetBatches } from "./keyset-batches.js";
import { exportProfile, PROFILE_ROW, profileColumns } from "./profile-columns.js";

type EnquiryRow = { id: number; createdAt: string; rejected: boolean; profile: ReturnType<typeof exportProfile> };

const COLUMNS: CsvColumn<EnquiryRow>[] = [
  { header: "Candidate ID", value: (row) => row.id },
  { header: "Enquired At (UTC)", value: (row) => row.createdAt },
  { header: "Rejected", value: (row) => row.rejected },
  ...profileColumns<EnquiryRow>(),
];

const EXPORT_COLUMNS = raw(`${PROFILE_SQL_COLUMNS}, a.round_status AS "roundStatus"`);
const ENQUIRY_EXPORT_ROW = PROFILE_ROW.extend({ roundStatus: z.enum(ROUND_STATUSES) });

export function exportEnquiriesCsv(db: Db, filters: EnquiryFilters): Promise<Readable> {
  const where = join([sql`source = 'enquiry'`, ...filterConditions(filters)], " AND ");
  const query = { columns: EXPORT_COLUMNS, where, row: ENQUIRY_EXPORT_ROW };
  return csvStream(
    COLUMNS,
    keysetBatches(db, query, (row): EnquiryRow => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      rejected: row.roundStatus === "rejected",
      profile: exportProfile(row),
    })),
  );
}
