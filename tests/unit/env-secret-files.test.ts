// Secrets from files (`JWT_SECRET_FILE`, …), as docker-compose hands them over from its secrets volume.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../src/infra/env.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-secrets-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe("secrets from files", () => {
  it("reads JWT_SECRET, OPERATOR_PASSWORD and the identifier keys from the files named by *_FILE, without the trailing newline", () => {
    const jwt = "j".repeat(48);
    const identifierKeys = `k1:${Buffer.alloc(32, 3).toString("base64")}`;
    const env = parseEnv({
      NODE_ENV: "production",
      JWT_SECRET_FILE: secretFile("jwt", `${jwt}\n`),
      OPERATOR_PASSWORD_FILE: secretFile("operator", "operator-pass\n"),
      IDENTIFIER_KEYS_FILE: secretFile("identifier-keys", `${identifierKeys}\n`),
      IDENTIFIER_LOOKUP_KEY_FILE: secretFile("identifier-lookup-key", `${"l".repeat(43)}\n`),
    });
    expect(env.JWT_SECRET).toBe(jwt);
    expect(env.OPERATOR_PASSWORD).toBe("operator-pass");
    expect(env.IDENTIFIER_KEYS).toBe(identifierKeys);
    expect(env.IDENTIFIER_LOOKUP_KEY).toBe("l".repeat(43));
  });

  it("prefers the variable itself over its file", () => {
    const env = parseEnv({ JWT_SECRET: "v".repeat(32), JWT_SECRET_FILE: secretFile("other", "f".repeat(32)) });
    expect(env.JWT_SECRET).toBe("v".repeat(32));
  });

  it("names the variable and the path when the file cannot be read", () => {
    expect(() => parseEnv({ NODE_ENV: "production", JWT_SECRET_FILE: path.join(dir, "missing") })).toThrow(
      /JWT_SECRET_FILE: cannot read .*missing/,
    );
  });

  it("still validates what the file holds", () => {
    expect(() => parseEnv({ JWT_SECRET_FILE: secretFile("short", "too-short") })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
