// One page of enquiries, newest first, filtered by name and e-mail (case-insensitive
// substrings, on the trigram indexes) and creation dates; the page is clamped to the last one.
// Unfiltered, the total comes from the counter table. Filtered, one statement finds the matches
// once and answers their total and the page's ids: the planner cannot gamble on walking the date
// index in the hope of meeting ten rare names early.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { join, selectRow, selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import { escapeLike } from "../../../shared/escape-like.js";
import { dateBound, type EnquiryFilters, type EnquiriesPage, type enquiriesQuerySchema } from "../../../shared/hr/enquiries.js";
import { clampPage, totalPagesFor } from "../../../shared/hr/paging.js";
import { countApplications } from "../applicants/count-applications.js";
import { ENQUIRY_SELECT, toEnquiry, type EnquiryRow } from "./enquiry-mapper.js";

export type EnquiriesFilter = z.output<typeof enquiriesQuerySchema>;

export function filterConditions(query: EnquiryFilters): Sql[] {
  return [
    ...(query.name ? [sql`full_name ILIKE ${`%${escapeLike(query.name)}%`}`] : []),
    ...(query.email ? [sql`email ILIKE ${`%${escapeLike(query.email)}%`}`] : []),
    // A bare date is its UTC day (dateBound), whatever the server's or the session's time zone.
    ...(query.createdAt_gte ? [sql`created_at >= ${dateBound(query.createdAt_gte, "start")}::timestamptz`] : []),
    ...(query.createdAt_lte ? [sql`created_at <= ${dateBound(query.createdAt_lte, "end")}::timestamptz`] : []),
  ];
}

async function unfilteredPage(db: Db, query: EnquiriesFilter) {
  const total = await countApplications(db, { source: "enquiry" });
  const page = clampPage(query.page, totalPagesFor(total, query.limit));
  const ids = await selectRows(
    db,
    sql`SELECT id FROM applications WHERE source = 'enquiry'
      ORDER BY created_at DESC, id DESC OFFSET ${(page - 1) * query.limit} LIMIT ${query.limit}`,
    z.object({ id: z.number().int() }),
  );
  return { total, ids: ids.map((row) => row.id) };
}

async function filteredPage(db: Db, query: EnquiriesFilter, conditions: Sql[]) {
  const where = join([sql`source = 'enquiry'`, ...conditions], " AND ");
  const limit = sql`${query.limit}::int`;
  const row = await selectRow(
    db,
    sql`
    WITH matches AS MATERIALIZED (SELECT id, created_at FROM applications WHERE ${where}),
    counted AS (SELECT COUNT(*)::int AS total FROM matches)
    SELECT counted.total, ARRAY(
      SELECT id FROM matches ORDER BY created_at DESC, id DESC
      OFFSET LEAST(${(query.page - 1) * query.limit}::int, GREATEST(counted.total - 1, 0) / ${limit} * ${limit})
      LIMIT ${limit}
    ) AS ids
    FROM counted`,
    z.object({ total: z.number().int(), ids: z.array(z.number().int()) }),
  );
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

export async function listEnquiries(db: Db, query: EnquiriesFilter): Promise<EnquiriesPage> {
  const conditions = filterConditions(query);
  const { total, ids } = conditions.length > 0 ? await filteredPage(db, query, conditions) : await unfilteredPage(db, query);
  const rows = await db.application.findMany({ where: { id: { in: ids } }, select: ENQUIRY_SELECT });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const totalPages = totalPagesFor(total, query.limit);
  return {
    data: ids.flatMap((id) => {
      const row: EnquiryRow | undefined = byId.get(id);
      return row ? [toEnquiry(row)] : [];
    }),
    pagination: { currentPage: clampPage(query.page, totalPages), totalPages, totalCandidates: total, limit: query.limit },
  };
}
