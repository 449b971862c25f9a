// Tells a permanent delivery error (retrying sends the same refusal) from a passing one.
import type { NodemailerError } from "nodemailer";

/** SMTP 5xx replies are final, except 503 (bad command sequence), which a new connection clears. */
const isPermanentReply = (code: number) => code >= 500 && code < 600 && code !== 503;

export function isPermanentMailError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, permanent, responseCode } = error as NodemailerError;
  // Refused credentials are this server's configuration, not this mail: keep retrying.
  if (code === "EAUTH" || code === "ENOAUTH") return false;
  if (permanent !== undefined) return permanent;
  if (responseCode !== undefined) return isPermanentReply(responseCode);
  // No SMTP reply at all: the address could not even be put on the envelope.
  return code === "EENVELOPE";
}
