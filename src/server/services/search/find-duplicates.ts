// "Also applied as…" (issue #16 item 8): the other live applications and enquiries of the person
// behind one application, by the same e-mail in any case, the same mobile number compared as
// digits or the same Aadhaar number (equal keyed lookup hashes: nothing is decrypted), newest first,
// at most DUPLICATES_LIMIT. Read on the expression indexes of migration
// 20261124110000_hr_search_indexes (lower(email), digits of mobile_number; live rows only) and
// application_identifiers (kind, lookup_hash).
// An erased application (placeholders) has no duplicates; an unknown id is a 404.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { join, selectRow, selectRows, sql } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { DUPLICATE_REASONS, DUPLICATES_LIMIT, SEARCH_MESSAGES, type Duplicate } from "../../../shared/hr/search.js";
import { SUMMARY_COLUMNS, summaryRowSchema, toApplicationSummary } from "./application-summary.js";

/** The digits of the mobile number, as the expression indexes hold them (unqualified, then of `a`). */
const MOBILE_DIGITS = sql`regexp_replace(mobile_number, '[^0-9]', '', 'g')`;
const A_MOBILE_DIGITS = sql`regexp_replace(a.mobile_number, '[^0-9]', '', 'g')`;

const selfRowSchema = z.object({ email: z.string(), mobile: z.string(), erased: z.boolean(), same_aadhar: z.array(z.number().int()) });
const duplicateRowSchema = summaryRowSchema.extend({ same_as: z.array(z.enum(DUPLICATE_REASONS)) });

export async function findDuplicates(db: Db, applicationId: number): Promise<{ data: Duplicate[] }> {
  const self = await selectRow(
    db,
    sql`SELECT lower(email) AS email, ${MOBILE_DIGITS} AS mobile, erased_at IS NOT NULL AS erased,
          ARRAY(SELECT other.application_id FROM application_identifiers mine
                JOIN application_identifiers other ON other.kind = mine.kind AND other.lookup_hash = mine.lookup_hash
                WHERE mine.application_id = applications.id AND mine.kind = 'aadhar' AND other.application_id <> applications.id) AS same_aadhar
        FROM applications WHERE id = ${applicationId}`,
    selfRowSchema,
    { name: "hr-duplicates-self" },
  );
  if (!self) throw new AppError("NOT_FOUND", SEARCH_MESSAGES.applicationNotFound, { reason: "APPLICATION_NOT_FOUND" });
  if (self.erased || (self.email === "" && self.mobile === "" && self.same_aadhar.length === 0)) return { data: [] };

  const sameEmail = sql`lower(a.email) = ${self.email}`;
  const sameMobile = sql`${A_MOBILE_DIGITS} = ${self.mobile}`;
  const sameAadhar = sql`a.id = ANY(${self.same_aadhar}::int4[])`;
  // Only the comparisons that can match, so the plan is a BitmapOr of the expression indexes (and the key).
  const conditions = [
    ...(self.email ? [sameEmail] : []),
    ...(self.mobile ? [sameMobile] : []),
    ...(self.same_aadhar.length > 0 ? [sameAadhar] : []),
  ];
  const rows = await selectRows(
    db,
    sql`
    SELECT ${SUMMARY_COLUMNS},
      array_remove(ARRAY[
        CASE WHEN ${sameEmail} THEN 'email' END,
        CASE WHEN ${sameMobile} THEN 'mobile' END,
        CASE WHEN ${sameAadhar} THEN 'aadhar' END
      ], NULL) AS same_as
    FROM applications a
    WHERE a.erased_at IS NULL AND a.id <> ${applicationId}
      AND (${join(conditions, " OR ")})
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${DUPLICATES_LIMIT}`,
    duplicateRowSchema,
  );
  return { data: rows.map((row) => ({ ...toApplicationSummary(row), sameAs: row.same_as })) };
}
