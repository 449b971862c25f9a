// The compose stack's one-shot secret generator: random secrets once, kept across restarts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { initSecrets } from "../../scripts/init-secrets.js";
import { parseEnv } from "../../src/infra/env.js";
import { identifierKeyRing, openIdentifier, sealIdentifier } from "../../src/infra/privacy/identifier-cipher.js";

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "init-secrets-")), "secrets");
afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe("initSecrets", () => {
  it("generates private secrets the production configuration accepts, and keeps them on the next run", () => {
    expect(initSecrets(dir)).toEqual(["jwt-secret", "operator-password", "s3-secret-key", "identifier-keys", "identifier-lookup-key"]);
    const jwt = fs.readFileSync(path.join(dir, "jwt-secret"), "utf8");
    expect(fs.statSync(path.join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);
    const env = parseEnv({
      NODE_ENV: "production",
      JWT_SECRET_FILE: path.join(dir, "jwt-secret"),
      OPERATOR_PASSWORD_FILE: path.join(dir, "operator-password"),
      IDENTIFIER_KEYS_FILE: path.join(dir, "identifier-keys"),
      IDENTIFIER_LOOKUP_KEY_FILE: path.join(dir, "identifier-lookup-key"),
    });
    expect(env.JWT_SECRET).toBe(jwt);
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    // A ring the cipher takes: one 32-byte key, id k1, which seals and opens a number.
    const ring = identifierKeyRing(env);
    expect(ring.currentId).toBe("k1");
    expect(openIdentifier(ring, 1, "aadhar", sealIdentifier(ring, 1, "aadhar", "234567890124"))).toBe("234567890124");

    expect(initSecrets(dir)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, "jwt-secret"), "utf8")).toBe(jwt);
  });

  it("gives every deployment its own secret", () => {
    const other = path.join(path.dirname(dir), "other");
    initSecrets(other);
    expect(fs.readFileSync(path.join(other, "jwt-secret"), "utf8")).not.toBe(fs.readFileSync(path.join(dir, "jwt-secret"), "utf8"));
  });
});
