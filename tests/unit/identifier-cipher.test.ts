// Identity numbers at rest: AES-256-GCM under a key ring, bound to their application and kind.
import { describe, expect, it } from "vitest";
import {
  identifierKeyRing,
  identifierLookupHash,
  lastFour,
  openIdentifier,
  PLAIN_KEY_ID,
  sealIdentifier,
} from "../../src/infra/privacy/identifier-cipher.js";
import { identifierRows } from "../../src/infra/privacy/identifier-rows.js";
import { maskIdentifier } from "../../src/shared/application/identifiers.js";

const JWT_SECRET = "j".repeat(32);
const LOOKUP = "l".repeat(32);
const keyA = `a:${Buffer.alloc(32, 1).toString("base64")}`;
const keyB = `b:${Buffer.alloc(32, 2).toString("base64")}`;
const ring = (keys?: string) => identifierKeyRing({ JWT_SECRET, IDENTIFIER_KEYS: keys, IDENTIFIER_LOOKUP_KEY: LOOKUP });
const AADHAR = "234567890124";

describe("identifier cipher", () => {
  it("seals a number that opens again, under the first key, with a fresh IV and no clear text", () => {
    const keys = ring(keyA);
    const first = sealIdentifier(keys, 7, "aadhar", AADHAR);
    const second = sealIdentifier(keys, 7, "aadhar", AADHAR);
    expect(first.keyId).toBe("a");
    expect(first.last4).toBe("0124");
    expect(Buffer.from(first.iv).equals(Buffer.from(second.iv))).toBe(false);
    expect(Buffer.from(first.ciphertext).toString("latin1")).not.toContain(AADHAR);
    expect(openIdentifier(keys, 7, "aadhar", first)).toBe(AADHAR);
  });

  it("does not open under another application or kind (the associated data), nor once altered", () => {
    const keys = ring(keyA);
    const sealed = sealIdentifier(keys, 7, "aadhar", AADHAR);
    expect(() => openIdentifier(keys, 8, "aadhar", sealed)).toThrow();
    expect(() => openIdentifier(keys, 7, "pan", sealed)).toThrow();
    const altered = Uint8Array.from(sealed.ciphertext);
    altered[0] = (altered[0] ?? 0) ^ 1;
    expect(() => openIdentifier(keys, 7, "aadhar", { ...sealed, ciphertext: altered })).toThrow();
  });

  it("refuses a value whose key id is not in the ring", () => {
    const sealed = sealIdentifier(ring(keyA), 7, "pan", "ABCDE1234F");
    expect(() => openIdentifier(ring(keyB), 7, "pan", sealed)).toThrow(/identifier key a is not in IDENTIFIER_KEYS/);
  });

  it("rotates: with the ring B,A new values go under B, and values under A still open", () => {
    const old = sealIdentifier(ring(keyA), 7, "passport", "K1234567");
    const rotated = ring(`${keyB},${keyA}`);
    expect(rotated.currentId).toBe("b");
    expect(sealIdentifier(rotated, 7, "passport", "K1234567").keyId).toBe("b");
    expect(openIdentifier(rotated, 7, "passport", old)).toBe("K1234567");
  });

  it("opens a value carried over in clear (key id 'plain') as its text", () => {
    const plain = { keyId: PLAIN_KEY_ID, iv: new Uint8Array(), ciphertext: new Uint8Array(Buffer.from(AADHAR)) };
    expect(openIdentifier(ring(keyA), 7, "aadhar", plain)).toBe(AADHAR);
  });

  it("refuses a key of the wrong length and the reserved id 'plain'", () => {
    expect(() => ring(`a:${Buffer.alloc(16).toString("base64")}`)).toThrow(/key a is not 32 bytes/);
    expect(() => ring(`plain:${Buffer.alloc(32).toString("base64")}`)).toThrow(/"plain" is not a usable key id/);
  });

  it("hashes equal numbers of one kind alike, whatever the key ring, and nothing else alike", () => {
    const hash = (keys: ReturnType<typeof ring>, kind: "aadhar" | "pan", value: string) =>
      Buffer.from(identifierLookupHash(keys, kind, value)).toString("hex");
    expect(hash(ring(keyA), "aadhar", AADHAR)).toBe(hash(ring(`${keyB},${keyA}`), "aadhar", AADHAR));
    expect(hash(ring(keyA), "aadhar", AADHAR)).not.toBe(hash(ring(keyA), "aadhar", "999941057058"));
    expect(hash(ring(keyA), "aadhar", AADHAR)).not.toBe(hash(ring(keyA), "pan", AADHAR));
    const otherLookup = identifierKeyRing({ JWT_SECRET, IDENTIFIER_KEYS: keyA, IDENTIFIER_LOOKUP_KEY: "m".repeat(32) });
    expect(hash(otherLookup, "aadhar", AADHAR)).not.toBe(hash(ring(keyA), "aadhar", AADHAR));
  });

  it("derives a working ring from JWT_SECRET outside production", () => {
    const dev = identifierKeyRing({ JWT_SECRET, IDENTIFIER_KEYS: undefined, IDENTIFIER_LOOKUP_KEY: undefined });
    expect(openIdentifier(dev, 1, "aadhar", sealIdentifier(dev, 1, "aadhar", AADHAR))).toBe(AADHAR);
  });

  it("makes one row per number given, masked for HR by its last four", () => {
    const rows = identifierRows(ring(keyA), 7, { aadhar: AADHAR, pan: "", passport: "K1234567" });
    expect(rows.map((row) => [row.kind, maskIdentifier(row.kind, row.last4)])).toEqual([
      ["aadhar", "XXXX XXXX 0124"],
      ["passport", "XXXX4567"],
    ]);
    expect(lastFour("AB")).toBe("XXAB");
  });
});
