// "Also applied as…" (issue #16 item 8): the other live applications and enquiries of the person
// behind one application, by the same e-mail in any case or the same mobile number compared as
// digits, newest first, at most DUPLICATES_LIMIT. Read on the expression indexes of migration
// 20261124110000_hr_search_indexes (lower(email), digits of mobile_number; live rows only).
// An erased application (placeholders) has no duplicates; an unknown id is a 404.
import type { Db } from "../../../infra/db/client.js";
import { AppError } from "../../../infra/errors.js";
import { DUPLICATES_LIMIT, SEARCH_MESSAGES, type Duplicate, type DuplicateReason } from "../../../shared/hr/search.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";
import { SUMMARY_COLUMNS, toApplicationSummary, type RawSummaryRow } from "./application-summary.js";

type RawDuplicateRow = RawSummaryRow & { same_as: DuplicateReason[] };

const DIGITS = (column: string) => Prisma.raw(`regexp_replace(${column}, '[^0-9]', '', 'g')`);

export async function findDuplicates(db: Db, applicationId: number): Promise<{ data: Duplicate[] }> {
  const [self] = await queryRows<{ email: string; mobile: string; erased: boolean }>(
    db,
    Prisma.sql`SELECT lower(email) AS email, ${DIGITS("mobile_number")} AS mobile, erased_at IS NOT NULL AS erased
               FROM applications WHERE id = ${applicationId}`,
    "hr-duplicates-self",
  );
  if (!self) throw new AppError("NOT_FOUND", SEARCH_MESSAGES.applicationNotFound, { reason: "APPLICATION_NOT_FOUND" });
  if (self.erased || (self.email === "" && self.mobile === "")) return { data: [] };

  const sameEmail = Prisma.sql`lower(a.email) = ${self.email}`;
  const sameMobile = Prisma.sql`${DIGITS("a.mobile_number")} = ${self.mobile}`;
  // Only the comparisons that can match, so the plan is a BitmapOr of the two expression indexes.
  const conditions = [...(self.email ? [sameEmail] : []), ...(self.mobile ? [sameMobile] : [])];
  const rows = await queryRows<RawDuplicateRow>(
    db,
    Prisma.sql`
    SELECT ${SUMMARY_COLUMNS},
      array_remove(ARRAY[
        CASE WHEN ${sameEmail} THEN 'email' END,
        CASE WHEN ${sameMobile} THEN 'mobile' END
      ], NULL) AS same_as
    FROM applications a
    WHERE a.erased_at IS NULL AND a.id <> ${applicationId}
      AND (${Prisma.join(conditions, " OR ")})
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${DUPLICATES_LIMIT}`,
  );
  return { data: rows.map((row) => ({ ...toApplicationSummary(row), sameAs: row.same_as })) };
}
