// Checks a one-time code: the newest of its address and purpose, unused, unexpired, and with
// tries left (5 per code). Each try is reserved atomically before the comparison, so parallel
// guesses cannot exceed the limit.
import { AUTH_ERRORS, CODE_MAX_ATTEMPTS } from "../../../shared/auth.js";
import type { Db } from "../../../infra/db/client.js";
import type { CodePurpose } from "../../../infra/db/generated/enums.js";
import type { Prisma } from "../../../infra/db/generated/client.js";
import { AppError } from "../../../infra/errors.js";
import { codeMatches } from "./email-code-crypto.js";

export type CodeCheck = { email: string; purpose: CodePurpose; code: string };

const invalid = () => new AppError("BAD_REQUEST", AUTH_ERRORS.invalidOtp, { reason: "OTP_INVALID" });
const locked = () => new AppError("BAD_REQUEST", AUTH_ERRORS.otpLocked, { reason: "OTP_LOCKED" });

/** Returns the id of the matching code row; throws `Invalid or expired OTP` otherwise. */
export async function checkEmailCode(db: Db, secret: string, check: CodeCheck): Promise<number> {
  const now = new Date();
  const latest = await db.emailCode.findFirst({
    where: { email: check.email, purpose: check.purpose },
    orderBy: { id: "desc" },
    select: { id: true, codeHash: true, attempts: true, usedAt: true, expiresAt: true },
  });
  if (!latest || latest.usedAt || latest.expiresAt <= now) throw invalid();
  if (latest.attempts >= CODE_MAX_ATTEMPTS) throw locked();

  const reserved = await db.emailCode.updateMany({
    where: { id: latest.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (reserved.count === 0) throw latest.attempts + 1 >= CODE_MAX_ATTEMPTS ? locked() : invalid();
  if (!codeMatches(secret, latest.codeHash, check)) {
    throw latest.attempts + 1 >= CODE_MAX_ATTEMPTS ? locked() : invalid();
  }
  return latest.id;
}

/** Marks a checked code used; fails if a parallel request used it first (single use). */
export async function markCodeUsed(db: Db | Prisma.TransactionClient, codeId: number): Promise<void> {
  const used = await db.emailCode.updateMany({ where: { id: codeId, usedAt: null }, data: { usedAt: new Date() } });
  if (used.count === 0) throw invalid();
}
