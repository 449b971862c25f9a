// One log line per mail job attempt, with the request id, mail id and kind: never the recipient or
// the payload (they travel sealed on purpose), so failure texts have addresses blanked.
import type { WorkerLogger } from "./logger.js";
import type { MailJobOutcome } from "./mail-outcome.js";
import { withoutAddresses } from "./redact-addresses.js";

export function logMailOutcome(log: WorkerLogger, outcome: MailJobOutcome): void {
  const fields = { reqId: outcome.requestId, mailId: outcome.mailId, kind: outcome.kind, durationMs: Math.round(outcome.durationMs) };
  if (outcome.result === "sent") return log.info(fields, "mail sent");
  if (outcome.result === "skipped") return log.info(fields, "mail skipped: already sent or given up, or its request failed");
  const failure = { ...fields, error: withoutAddresses(outcome.error ?? "") };
  if (outcome.final) log.error(failure, "mail failed");
  else log.warn(failure, "mail attempt failed; it will be retried");
}
