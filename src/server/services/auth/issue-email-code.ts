// Creates a new one-time code for an address and mails it. Only the newest code of an address
// and purpose counts; older unused ones are deleted once the new one is on its way.
import { CODE_TTL_MINUTES } from "../../../shared/auth.js";
import type { CodePurpose } from "../../db/generated/enums.js";
import type { Deps } from "../../deps.js";
import { generateCode, hashCode } from "./email-code-crypto.js";

export type IssueCodeInput = { email: string; purpose: CodePurpose };

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
      expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
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
