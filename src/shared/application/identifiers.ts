// The identity numbers of wizard step 6 as HR sees them: masked to their last four characters
// (UIDAI's masked-Aadhaar form, `XXXX XXXX 1234`), unless revealed one at a time.
export const IDENTIFIER_KINDS = ["aadhar", "pan", "passport"] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

export const IDENTIFIER_LABELS: Record<IdentifierKind, string> = { aadhar: "Aadhar number", pan: "PAN", passport: "Passport number" };

/** `XXXX XXXX 1234` for Aadhaar, `XXXXXX234F` for PAN, `XXXX4567` (or `XXXXX4567`) for a passport. */
export function maskIdentifier(kind: IdentifierKind, last4: string): string {
  switch (kind) {
    case "aadhar":
      return `XXXX XXXX ${last4}`;
    case "pan":
      return `XXXXXX${last4}`;
    case "passport":
      return `XXXX${last4}`;
  }
}
