// Inserts an application row and its identity numbers (sealed, in application_identifiers) inside
// the caller's transaction, so a number never exists without its application or in clear.
import type { IdentifierKeyRing } from "../../../infra/privacy/identifier-cipher.js";
import { identifierRows, type IdentifierValues } from "../../../infra/privacy/identifier-rows.js";
import type { Tx } from "../../../infra/db/sql.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

export async function insertApplication(
  tx: Tx,
  ring: IdentifierKeyRing,
  row: Prisma.ApplicationUncheckedCreateInput,
  identifiers: IdentifierValues,
): Promise<{ id: number }> {
  const created = await tx.application.create({ data: row, select: { id: true } });
  const rows = identifierRows(ring, created.id, identifiers);
  if (rows.length > 0) await tx.applicationIdentifier.createMany({ data: rows });
  return created;
}
