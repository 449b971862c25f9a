// One page of the audit trail, newest first, filtered by actor, action, days (UTC, both inclusive)
// and application, with the actor's name. Every filter has its own index on (…, created_at DESC,
// id DESC), so a page is a LIMITed walk of one index: by keyset when the caller passes a cursor from
// the previous answer (as cheap at any depth), else by OFFSET from the newest row. No total is
// counted: a count over a table that only grows would grow with it; the page says whether there is
// a next one instead. Rows hold ids only, so the page's applicant names and job titles are looked
// up as it is read (and are gone once the application or job is).
import { Prisma } from "../../db/generated/client.js";
import type { Db } from "../../../infra/db/client.js";
import { ACTIVITY_PAGE_SIZE, actorName, ERASED_APPLICANT, type AuditAction, type AuditState } from "../../../shared/hr/audit.js";
import type { ActivityEntry, ActivityPage } from "../../../shared/hr/audit-schemas.js";
import { queryRows } from "../../db/query-rows.js";
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

type RawEntry = {
  id: number;
  actor_id: number | null;
  actor_name: string | null;
  action: AuditAction;
  target_type: string;
  target_id: string | null;
  application_id: number | null;
  before: AuditState | null;
  after: AuditState | null;
  created_at: Date;
  applicant_name: string | null;
  enquiry: boolean | null;
  erased: boolean | null;
  job_title: string | null;
};

const DAY_MS = 24 * 3600 * 1000;

function conditions(filters: ActivityFilters): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filters.actor !== undefined) parts.push(Prisma.sql`e.actor_id = ${filters.actor}::int4`);
  if (filters.action !== undefined) parts.push(Prisma.sql`e.action = ${filters.action}::"AuditAction"`);
  if (filters.applicationId !== undefined) parts.push(Prisma.sql`e.application_id = ${filters.applicationId}::int4`);
  if (filters.from) parts.push(Prisma.sql`e.created_at >= ${filters.from}::timestamp`);
  if (filters.to) {
    const dayAfter = new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS).toISOString();
    parts.push(Prisma.sql`e.created_at < ${dayAfter}::timestamp`);
  }
  return parts.length > 0 ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

function readRows(db: Db, where: Prisma.Sql, read: { limit: number; offset: number; cursor: PageCursor | undefined }): Promise<RawEntry[]> {
  const backwards = read.cursor?.direction === "prev";
  const keyset = beyondCursor(read.cursor, "e");
  const order = backwards ? Prisma.sql`e.created_at ASC, e.id ASC` : Prisma.sql`e.created_at DESC, e.id DESC`;
  // The page is chosen on audit_events alone; only its rows are joined to their actor.
  return queryRows<RawEntry>(
    db,
    Prisma.sql`
      SELECT p.id, p.actor_id, u.name AS actor_name, p.action::text AS action, p.target_type, p.target_id,
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
  );
}

function toEntry(row: RawEntry): ActivityEntry {
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

const edge = (row: RawEntry, direction: PageCursor["direction"]) =>
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
