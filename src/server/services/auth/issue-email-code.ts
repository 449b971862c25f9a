// Creates a new one-time code for an address and mails it. Only the newest code of an address
// and purpose counts; older unused ones are deleted once the new one is on its way. Sign-up and
// reset codes live CODE_TTL_MINUTES, an interviewer's invitation INVITE_CODE_TTL_HOURS.
import { CODE_TTL_MINUTES, INVITE_CODE_TTL_HOURS } from "../../../shared/auth.js";
import type { CodePurpose } from "../../../infra/db/generated/enums.js";
import type { Deps } from "../../deps.js";
import { generateCode, hashCode } from "./email-code-crypto.js";

export type IssueCodeInput = { email: string; purpose: CodePurpose };

/** How long a new code of a purpose is valid, in ms. */
export function codeValidityMs(purpose: CodePurpose): number {
  return purpose === "invite" ? INVITE_CODE_TTL_HOURS * 3_600_000 : CODE_TTL_MINUTES * 60_000;
}

/**
 * `sendMail` queues the mail carrying the code. If it throws (Redis down: 503), the new row is
 * deleted, so no code exists that nobody received and the previous code, if any, stays valid.
 */
export async function issueEmailCode(
  deps: Pick<Deps, "db" | "env">,
  input: IssueCodeInput,
  sendMail: (code: string) => Promise<unknown>,
): Promise<void> {
  const code = generateCode();
  const now = Date.now();
  const row = await deps.db.emailCode.create({
    data: {
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(deps.env.JWT_SECRET, { ...input, code }),
      createdAt: new Date(now),
      expiresAt: new Date(now + codeValidityMs(input.purpose)),
    },
    select: { id: true },
  });
  try {
    await sendMail(code);
  } catch (error) {
    await deps.db.emailCode.delete({ where: { id: row.id } });
    throw error;
  }
  await deps.db.emailCode.deleteMany({
    where: { email: input.email, purpose: input.purpose, usedAt: null, id: { lt: row.id } },
  });
}
