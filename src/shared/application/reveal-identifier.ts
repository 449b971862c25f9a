// HR's "Reveal" of one identity number (Aadhaar, PAN or passport) of an application, shown masked
// everywhere else: the input, the answer and the texts, for the server's two doors and the HR pages.
import { z } from "zod";
import { IDENTIFIER_KINDS, IDENTIFIER_LABELS, type IdentifierKind } from "./identifiers.js";
import { idSchema } from "../input.js";

export const REVEAL_MESSAGES = {
  invalidApplicationId: "Invalid application ID",
  unknownField: `Unknown field: use one of ${IDENTIFIER_KINDS.join(", ")}`,
  revealFailed: "Could not reveal the number. Please try again.",
} as const;

/** The number is not on the application (or there is no such application). */
export function identifierNotFound(kind: IdentifierKind): string {
  return `No ${IDENTIFIER_LABELS[kind]} is stored for this application`;
}

/** Past the per-HR-user limit on reveals (limits/policies.ts, IDENTIFIER_REVEAL_POLICY). */
export function tooManyReveals(minutes: number): string {
  return `Too many numbers revealed. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const identifierFieldSchema = z.enum(IDENTIFIER_KINDS, { message: REVEAL_MESSAGES.unknownField });

export const revealIdentifierSchema = z.object({
  applicationId: idSchema(REVEAL_MESSAGES.invalidApplicationId),
  field: identifierFieldSchema,
});
export type RevealIdentifierInput = z.infer<typeof revealIdentifierSchema>;

export const revealedIdentifierSchema = z.object({
  field: identifierFieldSchema,
  /** The number in full, as the candidate typed it. Shown once; never stored by the client. */
  value: z.string(),
});
export type RevealedIdentifier = z.infer<typeof revealedIdentifierSchema>;
