// An application's identity numbers as the rows of application_identifiers that hold them: each
// sealed under the ring's current key, with its last four characters for HR's masked view and its
// keyed lookup hash for the duplicates finder. The one way such rows are written.
import { IDENTIFIER_KINDS, type IdentifierKind } from "../../shared/application/identifiers.js";
import { identifierLookupHash, sealIdentifier, type IdentifierKeyRing } from "./identifier-cipher.js";

/** The numbers a candidate gave; a blank or missing one is not stored. */
export type IdentifierValues = Partial<Record<IdentifierKind, string | null | undefined>>;

export type IdentifierRow = ReturnType<typeof identifierRow>;

/** One number sealed for one application (also what the re-key script rewrites a row to). */
export function identifierRow(ring: IdentifierKeyRing, applicationId: number, kind: IdentifierKind, value: string) {
  return {
    applicationId,
    kind,
    ...sealIdentifier(ring, applicationId, kind, value),
    lookupHash: identifierLookupHash(ring, kind, value),
  };
}

export function identifierRows(ring: IdentifierKeyRing, applicationId: number, values: IdentifierValues): IdentifierRow[] {
  return IDENTIFIER_KINDS.flatMap((kind) => {
    const value = values[kind];
    return value ? [identifierRow(ring, applicationId, kind, value)] : [];
  });
}
