// One page of the audit trail, newest first, filtered by actor, action, days (UTC, both inclusive)
// and application, with the actor's name. Every filter has its own index on (…, created_at DESC,
// id DESC), so a page is a LIMITed walk of one index: by keyset when the caller passes a cursor from
// the previous answer (as cheap at any depth), else by OFFSET from the newest row. No total is
// counted: a count over a table that only grows would grow with it; the page says whether there is
// a next one instead. Rows hold ids only, so the page's applicant names and job titles are looked
// up as it is read (and are gone once the application or job is).
import { z } from "zod";
import { utcDayStart } from "../../../shared/date-only.js";
import type { Db } from "../../../infra/db/client.js";
import { join, selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import { ACTIVITY_PAGE_SIZE, actorName, ERASED_APPLICANT, type AuditAction } from "../../../shared/hr/audit.js";
import { activityEntrySchema, auditActionSchema, type ActivityEntry, type ActivityPage } from "../../../shared/hr/audit-schemas.js";
import { beyondCursor, decodeCursor, encodeCursor, type PageCursor } from "../applicants/page-cursor.js";

export type ActivityFilters = {
  actor?: number | undefined;
  action?: AuditAction | undefined;
  /** YYYY-MM-DD, UTC, inclusive. */
  from?: string | undefined;
  /** YYYY-MM-DD, UTC, inclusive. */
  to?: string | undefined;
  applicationId?: number | undefined;
};

export type ListActivityInput = ActivityFilters & { page: number; cursor?: string | undefined; pageSize?: number };

const entryRowSchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: auditActionSchema,
  target_type: z.string(),
  target_id: z.string().nullable(),
  application_id: z.number().int().nullable(),
  // jsonb, as recordAudit wrote it.
  before: activityEntrySchema.shape.before,
  after: activityEntrySchema.shape.after,
  created_at: z.date(),
  applicant_name: z.string().nullable(),
  enquiry: z.boolean().nullable(),
  erased: z.boolean().nullable(),
  job_title: z.string().nullable(),
});
type EntryRow = z.infer<typeof entryRowSchema>;

function conditions(filters: ActivityFilters): Sql {
  const parts: Sql[] = [];
  if (filters.actor !== undefined) parts.push(sql`e.actor_id = ${filters.actor}::int4`);
  if (filters.action !== undefined) parts.push(sql`e.action = ${filters.action}::"AuditAction"`);
  if (filters.applicationId !== undefined) parts.push(sql`e.application_id = ${filters.applicationId}::int4`);
  if (filters.from) parts.push(sql`e.created_at >= ${utcDayStart(filters.from)}::timestamptz`);
  if (filters.to) parts.push(sql`e.created_at < ${utcDayStart(filters.to, 1)}::timestamptz`);
  return parts.length > 0 ? join(parts, " AND ") : sql`TRUE`;
}

function readRows(db: Db, where: Sql, read: { limit: number; offset: number; cursor: PageCursor | undefined }): Promise<EntryRow[]> {
  const backwards = read.cursor?.direction === "prev";
  const keyset = beyondCursor(read.cursor, "e");
  const order = backwards ? sql`e.created_at ASC, e.id ASC` : sql`e.created_at DESC, e.id DESC`;
  // The page is chosen on audit_events alone; only its rows are joined to their actor.
  return selectRows(
    db,
    sql`
      SELECT p.id, p.actor_id, u.name AS actor_name, p.action, p.target_type, p.target_id,
             p.application_id, p.before, p.after, p.created_at, a.full_name AS applicant_name,
             a.source = 'enquiry' AS enquiry, a.erased_at IS NOT NULL AS erased, COALESCE(a.job_title, j.job_title) AS job_title
      FROM (
        SELECT e.* FROM audit_events e
        WHERE ${where} ${keyset}
        ORDER BY ${order}
        LIMIT ${read.limit} OFFSET ${read.offset}
      ) p
      LEFT JOIN users u ON u.id = p.actor_id
      LEFT JOIN applications a ON a.id = p.application_id
      LEFT JOIN jobs j ON j.id = CASE WHEN p.target_type = 'job' AND p.target_id ~ '^[0-9]{1,9}$' THEN p.target_id::int4 END
      ORDER BY p.created_at DESC, p.id DESC`,
    entryRowSchema,
  );
}

function toEntry(row: EntryRow): ActivityEntry {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    actor: { id: row.actor_id, name: actorName(row.actor_id, row.actor_name) },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    applicationId: row.application_id,
    before: row.before,
    after: row.after,
    applicantName: row.erased ? ERASED_APPLICANT : row.applicant_name,
    enquiry: row.enquiry === true,
    jobTitle: row.job_title,
  };
}

const edge = (row: EntryRow, direction: PageCursor["direction"]) =>
  encodeCursor({ createdAt: row.created_at.toISOString(), id: row.id, direction });

export async function listActivity(db: Db, input: ListActivityInput): Promise<ActivityPage> {
  const pageSize = input.pageSize ?? ACTIVITY_PAGE_SIZE;
  const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
  const offset = cursor ? 0 : (input.page - 1) * pageSize;
  // One row more than the page tells whether another page follows in the reading direction.
  const rows = await readRows(db, conditions(input), { limit: pageSize + 1, offset, cursor });
  const backwards = cursor?.direction === "prev";
  const more = rows.length > pageSize;
  // Read backwards, the extra row is the newest one (rows are sorted newest first again).
  const page = more ? (backwards ? rows.slice(1) : rows.slice(0, pageSize)) : rows;
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : input.page > 1 || cursor !== undefined;
  const first = page[0];
  const last = page.at(-1);
  return {
    data: page.map(toEntry),
    page: input.page,
    pageSize,
    hasPrevious,
    hasNext,
    nextCursor: hasNext && last ? edge(last, "next") : null,
    prevCursor: hasPrevious && first ? edge(first, "prev") : null,
  };
}
