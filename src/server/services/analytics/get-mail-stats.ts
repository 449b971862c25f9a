// Mail delivery per kind, for mails queued in the range (mail_log created_at index): sent, failed,
// and retried (more than one attempt). With a department or job, only mails about its applications.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { AnalyticsQuery, MailStats } from "../../../shared/hr/analytics.js";
import { applicationScope, cached, normaliseFilter, rangeBounds, type AnalyticsFilter } from "./analytics-filter.js";

const rowSchema = z.object({ kind: z.string(), sent: z.number(), failed: z.number(), retried: z.number() });

async function readMailStats(db: Db, filter: AnalyticsFilter): Promise<MailStats> {
  const { start, end } = rangeBounds(filter);
  const scoped = filter.department !== undefined || filter.jobId !== undefined;
  const kinds = await selectRows(
    db,
    sql`SELECT m.kind::text AS kind,
      count(*) FILTER (WHERE m.status = 'sent')::int AS sent,
      count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
      count(*) FILTER (WHERE m.attempts > 1)::int AS retried
    FROM mail_log m
    ${scoped ? sql`JOIN applications a ON a.id = m.application_id AND ${applicationScope(filter)}` : sql``}
    WHERE m.created_at >= ${start}::timestamptz AND m.created_at < ${end}::timestamptz
    GROUP BY m.kind
    ORDER BY m.kind::text`,
    rowSchema,
  );
  return { range: { from: filter.from, to: filter.to }, kinds };
}

export function getMailStats(db: Db, query: AnalyticsQuery): Promise<MailStats> {
  const filter = normaliseFilter(query);
  return cached("mail", filter, () => readMailStats(db, filter));
}
