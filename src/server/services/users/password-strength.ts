// Refuses predictable new passwords on the server (zxcvbn with the common dictionaries, loaded once
// per process and never shipped to the browser): common ones, weak ones and ones built from the
// account's own e-mail or name.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "../../../infra/errors.js";

export const PASSWORD_TOO_COMMON = "This password is too common. Please choose a less predictable one.";
export const PASSWORD_TOO_PERSONAL = "Your password must not contain your name or email address.";

/** zxcvbn's 0–4 scale; 2 means "somewhat guessable" (~10^8 guesses), enough behind argon2 and the limits. */
const MIN_SCORE = 2;
/** Shorter name parts ("Li", "Ann") occur inside too many ordinary words to refuse them. */
const MIN_PERSONAL_PART = 3;

const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

export type PasswordOwner = { email: string; name?: string };

function personalParts(owner: PasswordOwner): string[] {
  const localPart = owner.email.split("@")[0] ?? "";
  const name = owner.name?.toLowerCase() ?? "";
  return [localPart, name.replace(/\s+/g, ""), ...name.split(/\s+/)].filter((part) => part.length >= MIN_PERSONAL_PART);
}

/** Throws 400 with the reason when `password` should not be accepted as a new password of `owner`. */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  const lowered = password.toLowerCase();
  if (personalParts(owner).some((part) => lowered.includes(part)))
    throw new AppError("BAD_REQUEST", PASSWORD_TOO_PERSONAL, { reason: "PASSWORD_TOO_WEAK" });
  const result = zxcvbn.check(password);
  const listed = result.sequence.some(
    (match) => match.pattern === "dictionary" && match.dictionaryName === "passwords-common" && match.token.length === password.length,
  );
  if (listed || result.score < MIN_SCORE) throw new AppError("BAD_REQUEST", PASSWORD_TOO_COMMON, { reason: "PASSWORD_TOO_WEAK" });
}
