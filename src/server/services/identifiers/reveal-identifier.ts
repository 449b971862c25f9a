// HR reveals one identity number of an application (job application or enquiry) in full: the one
// path on which HR's side decrypts one. Counted against the HR user's reveal allowance
// (IDENTIFIER_REVEAL_POLICY) and read in the same transaction as its audit row, which names the
// field and never the value.
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { openIdentifier } from "../../../infra/privacy/identifier-cipher.js";
import {
  identifierNotFound,
  tooManyReveals,
  type RevealedIdentifier,
  type RevealIdentifierInput,
} from "../../../shared/application/reveal-identifier.js";
import type { Deps } from "../../deps.js";
import { IDENTIFIER_REVEAL_POLICY } from "../../limits/policies.js";
import { counterOf, spendAllowance, takeAllowance } from "../../limits/redis-counter.js";

type RevealDeps = Pick<Deps, "db" | "identifierKeys" | "redis" | "env" | "metrics">;

export async function revealIdentifier(
  deps: RevealDeps,
  { applicationId, field, actorId }: RevealIdentifierInput & { actorId: number },
): Promise<RevealedIdentifier> {
  const counters = (["minute", "day"] as const).map((name) => counterOf(deps.env, IDENTIFIER_REVEAL_POLICY, name, { user: actorId }));
  const allowance = await takeAllowance(deps, IDENTIFIER_REVEAL_POLICY, counters);
  if (!allowance.granted) {
    const seconds = Math.ceil(allowance.waitMs / 1000);
    throw new AppError("TOO_MANY_REQUESTS", tooManyReveals(Math.ceil(seconds / 60)), {
      reason: "RATE_LIMITED",
      retryAfterSeconds: seconds,
    });
  }
  // A refusal (no such number) or a failure gives the reveal back: only numbers HR saw are counted.
  return spendAllowance(allowance, () =>
    deps.db.$transaction(async (tx) => {
      const stored = await tx.applicationIdentifier.findUnique({
        where: { applicationId_kind: { applicationId, kind: field } },
        select: { keyId: true, iv: true, ciphertext: true },
      });
      if (!stored) throw new AppError("NOT_FOUND", identifierNotFound(field));
      const value = openIdentifier(deps.identifierKeys, applicationId, field, stored);
      await recordAudit(tx, {
        actorId,
        action: "identifier_revealed",
        targetType: "application",
        targetId: applicationId,
        applicationId,
        after: { field },
      });
      return { field, value };
    }),
  );
}
