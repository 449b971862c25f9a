// The enquiry candidates as CSV: every enquiry matching the list's filters (name, e-mail, dates),
// newest first, with the list's and the detail's columns.
import type { Readable } from "node:stream";
import type { Db } from "../../../infra/db/client.js";
import type { CandidateFilters } from "../../../shared/hr/candidates.js";
import { Prisma } from "../../db/generated/client.js";
import { PROFILE_SQL_COLUMNS, type RawProfileRow } from "../../../infra/application-profile.js";
import type { RoundStatus } from "../../../shared/hr/rounds.js";
import { queryRows } from "../../db/query-rows.js";
import { filterConditions } from "../candidates/list-candidates.js";
import { csvStream, type CsvColumn } from "./csv-stream.js";
import { keysetBatches } from "./keyset-batches.js";
import { exportProfile, profileColumns } from "./profile-columns.js";

type EnquiryRow = { id: number; createdAt: string; rejected: boolean; profile: ReturnType<typeof exportProfile> };

const COLUMNS: CsvColumn<EnquiryRow>[] = [
  { header: "Candidate ID", value: (row) => row.id },
  { header: "Enquired At (UTC)", value: (row) => row.createdAt },
  { header: "Rejected", value: (row) => row.rejected },
  ...profileColumns<EnquiryRow>(),
];

const EXPORT_COLUMNS = Prisma.raw(`${PROFILE_SQL_COLUMNS}, a.round_status AS "roundStatus"`);

export function exportEnquiriesCsv(db: Db, filters: CandidateFilters): Promise<Readable> {
  const where = Prisma.join([Prisma.sql`source = 'enquiry'`, ...filterConditions(filters)], " AND ");
  const readRows = async (ids: number[]): Promise<EnquiryRow[]> => {
    const rows = await queryRows<RawProfileRow & { roundStatus: RoundStatus }>(
      db,
      Prisma.sql`SELECT ${EXPORT_COLUMNS} FROM applications a WHERE a.id = ANY(${ids}::int[])`,
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      rejected: row.roundStatus === "rejected",
      profile: exportProfile(row),
    }));
  };
  return csvStream(COLUMNS, keysetBatches(db, where, readRows));
}
