// Re-encrypts every stored identity number (application_identifiers) that is not under the key
// ring's current key: values carried over in clear by the 20261127205016 migration (key_id 'plain')
// and values under an older key after a rotation (IDENTIFIER_KEYS="new:…,old:…"). Each gets a new IV,
// the current key id and its lookup hash recomputed. Keyset pages of BATCH_SIZE rows, one
// transaction each; a row changed meanwhile (its key id no longer the one read) is left to the
// writer. Idempotent: a second run finds nothing to do. `npm run db:migrate` runs it after
// `prisma migrate deploy`; `npm run identifiers:rekey` runs it alone.
//   node dist/node/rekey-identifiers.js
import { z } from "zod";
import { createDb, type Db } from "../src/infra/db/client.js";
import { empty, selectRows, sql } from "../src/infra/db/sql.js";
import { getEnv } from "../src/infra/env.js";
import { identifierKeyRing, openIdentifier, PLAIN_KEY_ID, type IdentifierKeyRing } from "../src/infra/privacy/identifier-cipher.js";
import { identifierRow } from "../src/infra/privacy/identifier-rows.js";
import { IDENTIFIER_KINDS, type IdentifierKind } from "../src/shared/application/identifiers.js";

export const BATCH_SIZE = 500;

const storedRow = z.object({
  application_id: z.number().int(),
  kind: z.enum(IDENTIFIER_KINDS),
  key_id: z.string(),
  iv: z.instanceof(Uint8Array),
  ciphertext: z.instanceof(Uint8Array),
});
type StoredRow = z.infer<typeof storedRow>;

export type RekeyCounts = {
  /** Rows now under the current key: from plain text, and from older keys. */
  fromPlain: number;
  fromOlderKeys: number;
  /** Rows whose key is not in the ring (or whose value does not open): left as they are. */
  unreadable: number;
};

type Cursor = { applicationId: number; kind: IdentifierKind };

function nextPage(db: Db, currentId: string, after: Cursor | null): Promise<StoredRow[]> {
  const past = after ? sql`AND (application_id, kind) > (${after.applicationId}, ${after.kind}::"IdentifierKind")` : empty;
  return selectRows(
    db,
    sql`SELECT application_id, kind, key_id, iv, ciphertext FROM application_identifiers
        WHERE key_id <> ${currentId} ${past}
        ORDER BY application_id, kind LIMIT ${BATCH_SIZE}`,
    storedRow,
  );
}

function opened(ring: IdentifierKeyRing, row: StoredRow): string | null {
  try {
    return openIdentifier(ring, row.application_id, row.kind, { keyId: row.key_id, iv: row.iv, ciphertext: row.ciphertext });
  } catch {
    return null;
  }
}

export async function rekeyIdentifiers(db: Db, ring: IdentifierKeyRing): Promise<RekeyCounts> {
  const counts: RekeyCounts = { fromPlain: 0, fromOlderKeys: 0, unreadable: 0 };
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await nextPage(db, ring.currentId, cursor);
    if (page.length === 0) return counts;
    const last = page[page.length - 1]!;
    cursor = { applicationId: last.application_id, kind: last.kind };
    await db.$transaction(async (tx) => {
      for (const row of page) {
        const value = opened(ring, row);
        if (value === null) {
          counts.unreadable += 1;
          continue;
        }
        const { keyId, iv, ciphertext, last4, lookupHash } = identifierRow(ring, row.application_id, row.kind, value);
        const { count } = await tx.applicationIdentifier.updateMany({
          where: { applicationId: row.application_id, kind: row.kind, keyId: row.key_id },
          data: { keyId, iv, ciphertext, last4, lookupHash },
        });
        if (row.key_id === PLAIN_KEY_ID) counts.fromPlain += count;
        else counts.fromOlderKeys += count;
      }
    });
  }
}

if (import.meta.main) {
  const env = getEnv();
  const ring = identifierKeyRing(env);
  const db = createDb(env.DATABASE_URL);
  try {
    const counts = await rekeyIdentifiers(db, ring);
    console.log(
      `identity numbers: ${counts.fromPlain} encrypted from plain text, ${counts.fromOlderKeys} re-encrypted from older keys, now under key ${ring.currentId}`,
    );
    if (counts.unreadable > 0) {
      console.error(
        `${counts.unreadable} identity numbers could not be opened (their key is not in IDENTIFIER_KEYS, or they were altered): put the old key back at the end of IDENTIFIER_KEYS and run again`,
      );
      process.exitCode = 1;
    }
  } finally {
    await db.$disconnect();
  }
}
