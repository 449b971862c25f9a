// Aadhaar, PAN and passport numbers at rest: AES-256-GCM under a key ring (IDENTIFIER_KEYS: the
// first key encrypts, every key decrypts, so keys rotate), the application and kind as associated
// data (a value copied onto another row does not open), and a keyed hash (HMAC-SHA-256 under
// IDENTIFIER_LOOKUP_KEY) that finds the same number on two applications without decrypting.
import crypto from "node:crypto";
import type { IdentifierKind } from "../../shared/application/identifiers.js";
import type { Env } from "../env.js";

export type IdentifierKeyRing = {
  /** The key id new values are written under. */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
  lookupKey: Buffer;
};

/** What a row of application_identifiers holds. */
export type SealedIdentifier = { keyId: string; iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer>; last4: string };

/** The key id of a value carried over from the old plain columns (its "ciphertext" is the text). */
export const PLAIN_KEY_ID = "plain";

const IV_BYTES = 12;
const TAG_BYTES = 16;

function derived(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "careers-portal", purpose, 32));
}

/** The ring from IDENTIFIER_KEYS and IDENTIFIER_LOOKUP_KEY; outside production either may be unset (derived from JWT_SECRET). */
export function identifierKeyRing(env: Pick<Env, "IDENTIFIER_KEYS" | "IDENTIFIER_LOOKUP_KEY" | "JWT_SECRET">): IdentifierKeyRing {
  const pairs = env.IDENTIFIER_KEYS
    ? env.IDENTIFIER_KEYS.split(",").map((pair): [string, Buffer] => {
        const [id = "", key = ""] = pair.split(":");
        return [id, Buffer.from(key, "base64")];
      })
    : [["dev", derived(env.JWT_SECRET, "identifier-key-v1")] as [string, Buffer]];
  for (const [id, key] of pairs) {
    if (key.length !== 32) throw new Error(`Invalid configuration: IDENTIFIER_KEYS: key ${id} is not 32 bytes`);
    if (id === PLAIN_KEY_ID) throw new Error(`Invalid configuration: IDENTIFIER_KEYS: "${PLAIN_KEY_ID}" is not a usable key id`);
  }
  const lookupKey = env.IDENTIFIER_LOOKUP_KEY
    ? Buffer.from(env.IDENTIFIER_LOOKUP_KEY, "utf8")
    : derived(env.JWT_SECRET, "identifier-lookup-v1");
  return { currentId: pairs[0]![0], keys: new Map(pairs), lookupKey };
}

function associatedData(applicationId: number, kind: IdentifierKind): Buffer {
  return Buffer.from(`application:${applicationId}:${kind}`);
}

/** The last four characters, which HR sees masked (see maskIdentifier). */
export function lastFour(value: string): string {
  return value.slice(-4).padStart(4, "X");
}

export function sealIdentifier(ring: IdentifierKeyRing, applicationId: number, kind: IdentifierKind, value: string): SealedIdentifier {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", ring.keys.get(ring.currentId)!, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(applicationId, kind));
  const ciphertext = Buffer.concat([cipher.update(value, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { keyId: ring.currentId, iv: new Uint8Array(iv), ciphertext: new Uint8Array(ciphertext), last4: lastFour(value) };
}

/** The number in clear; throws when its key is not in the ring, or the value was altered or moved to another row. */
export function openIdentifier(
  ring: IdentifierKeyRing,
  applicationId: number,
  kind: IdentifierKind,
  row: { keyId: string; iv: Uint8Array; ciphertext: Uint8Array },
): string {
  if (row.keyId === PLAIN_KEY_ID) return Buffer.from(row.ciphertext).toString("utf8");
  const key = ring.keys.get(row.keyId);
  if (!key) throw new Error(`identifier key ${row.keyId} is not in IDENTIFIER_KEYS`);
  const body = Buffer.from(row.ciphertext);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, row.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(associatedData(applicationId, kind));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString("utf8");
}

/** The keyed hash of a number: equal numbers of one kind hash alike, and nothing else can be read from it. */
export function identifierLookupHash(ring: IdentifierKeyRing, kind: IdentifierKind, value: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(crypto.createHmac("sha256", ring.lookupKey).update(`${kind}:${value}`).digest());
}
