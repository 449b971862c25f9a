// Password hashing with argon2id (OWASP minimum: 19 MiB memory, 2 iterations).
import argon2 from "argon2";

const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

/**
 * Verifies against `hash`, or, when there is no account, against a real argon2id hash of a
 * password nobody uses (answering false), so both cost the same and the time tells nothing.
 */
export async function verifyPasswordOrDummy(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-real-password");
  const matches = await verifyPassword(hash ?? (await dummyHash), password);
  return hash !== undefined && matches;
}
