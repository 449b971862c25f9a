// Seals a mail's recipient and payload (codes included) with AES-256-GCM before it goes to Redis,
// and opens it again in the worker. The mail id is the associated data, so a sealed payload only
// opens for the job it was written for.
import crypto from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type MailKey = Buffer;

/** The 32-byte key, derived (HKDF-SHA256) from MAIL_SECRET_KEY, or from JWT_SECRET when that is unset. */
export function deriveMailKey(env: { MAIL_SECRET_KEY?: string | undefined; JWT_SECRET: string }): MailKey {
  const material = env.MAIL_SECRET_KEY ?? env.JWT_SECRET;
  return Buffer.from(crypto.hkdfSync("sha256", material, "careers-portal", "mail-payload-v1", 32));
}

export function sealMailPayload(key: MailKey, mailId: string, value: unknown): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(mailId));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The sealed value; throws when it was written with another key, for another mail, or altered. */
export function openMailPayload(key: MailKey, mailId: string, sealed: string): unknown {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unknown sealed mail payload format");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(mailId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return JSON.parse(plain.toString("utf8"));
}
