// Refuses predictable new passwords on the server (zxcvbn-ts with the common dictionaries and our
// own, server only): common ones, weak ones and ones built from the account's own e-mail or name.
// Callers check who is asking (the current password, the e-mailed code) and the attempt limits
// first; the scoring itself runs off the event loop (score-password.ts) on a bounded prefix.
import { AppError } from "../../../infra/errors.js";
import { scorePassword } from "./score-password.js";

export const PASSWORD_TOO_COMMON = "This password is too common. Please choose a less predictable one.";
export const PASSWORD_TOO_PERSONAL = "Your password must not contain your name or email address.";

/** zxcvbn's 0–4 scale; 2 means "somewhat guessable" (~10^8 guesses), enough behind argon2 and the limits. */
const MIN_SCORE = 2;
/** Shorter name parts ("Li", "Ann") occur inside too many ordinary words to refuse them. */
const MIN_PERSONAL_PART = 3;
/**
 * The characters zxcvbn-ts reads: its cost grows with the length (~60 ms at 128 on this host, ~10 ms
 * at 32), and a prefix this long that scores 2 makes the whole password score at least as much.
 */
export const ANALYSED_PREFIX = 32;

export type PasswordOwner = { email: string; name?: string };

function personalParts(owner: PasswordOwner): string[] {
  const localPart = owner.email.split("@")[0] ?? "";
  const name = owner.name?.toLowerCase() ?? "";
  return [localPart, name.replace(/\s+/g, ""), ...name.split(/\s+/)].filter((part) => part.length >= MIN_PERSONAL_PART);
}

/** Throws 400 with the reason when `password` should not be accepted as a new password of `owner`. */
export async function assertStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  const lowered = password.toLowerCase();
  if (personalParts(owner).some((part) => lowered.includes(part)))
    throw new AppError("BAD_REQUEST", PASSWORD_TOO_PERSONAL, { reason: "PASSWORD_TOO_WEAK" });
  const { score, listed } = await scorePassword(password.slice(0, ANALYSED_PREFIX));
  if (listed || score < MIN_SCORE) throw new AppError("BAD_REQUEST", PASSWORD_TOO_COMMON, { reason: "PASSWORD_TOO_WEAK" });
}
