import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../src/infra/env.js";
import { s3ClientConfig } from "../../src/infra/storage/create-storage.js";

const SECRET = { JWT_SECRET: "x".repeat(32) };

describe("parseEnv", () => {
  it("gives working defaults for a fresh machine", () => {
    const env = parseEnv({ JWT_SECRET: "x".repeat(32) });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("postgresql://postgres@127.0.0.1:5432/careers");
    expect(env.REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(env.UPLOAD_DIR).toBe("var/uploads");
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("puts the public origin on localhost at PORT unless PUBLIC_ORIGIN says otherwise", () => {
    expect(parseEnv(SECRET).PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(parseEnv({ ...SECRET, PORT: "3100" }).PUBLIC_ORIGIN).toBe("http://localhost:3100");
    expect(parseEnv({ ...SECRET, PORT: "3100", PUBLIC_ORIGIN: "https://careers.example.com/" }).PUBLIC_ORIGIN).toBe(
      "https://careers.example.com",
    );
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ SMTP_URL: "", JWT_SECRET: "x".repeat(32) }).SMTP_URL).toBeUndefined();
  });

  it("requires JWT_SECRET and the identifier keys in production", () => {
    const identifierKeys = { IDENTIFIER_KEYS: `k1:${"A".repeat(43)}=`, IDENTIFIER_LOOKUP_KEY: "l".repeat(32) };
    expect(() => parseEnv({ NODE_ENV: "production", ...identifierKeys })).toThrow(/JWT_SECRET is required in production/);
    expect(() => parseEnv({ NODE_ENV: "production", ...SECRET, IDENTIFIER_LOOKUP_KEY: "l".repeat(32) })).toThrow(
      /IDENTIFIER_KEYS is required in production/,
    );
    expect(() => parseEnv({ NODE_ENV: "production", ...SECRET, IDENTIFIER_KEYS: identifierKeys.IDENTIFIER_KEYS })).toThrow(
      /IDENTIFIER_LOOKUP_KEY is required in production/,
    );
    expect(parseEnv({ NODE_ENV: "production", ...SECRET, ...identifierKeys }).IDENTIFIER_KEYS).toBe(identifierKeys.IDENTIFIER_KEYS);
  });

  it("takes IDENTIFIER_KEYS only as id:key pairs of 32-byte base64 keys", () => {
    const key = Buffer.alloc(32, 1).toString("base64");
    expect(parseEnv({ ...SECRET, IDENTIFIER_KEYS: `k2:${key},k1:${key}` }).IDENTIFIER_KEYS).toBe(`k2:${key},k1:${key}`);
    for (const keys of [key, `k1:${key.slice(0, 20)}`, `k1:${key};k2:${key}`]) {
      expect(() => parseEnv({ ...SECRET, IDENTIFIER_KEYS: keys }), keys).toThrow(/IDENTIFIER_KEYS must be id:key pairs/);
    }
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty", JWT_SECRET: "x".repeat(32) })).toThrow(/PORT/);
  });

  it("keeps personal data 365 days unless RETENTION_DAYS says another whole number of days, at least 1", () => {
    expect(parseEnv(SECRET).RETENTION_DAYS).toBe(365);
    expect(parseEnv({ ...SECRET, RETENTION_DAYS: "30" }).RETENTION_DAYS).toBe(30);
    for (const days of ["0", "-5", "1.5", "a year"]) {
      expect(() => parseEnv({ ...SECRET, RETENTION_DAYS: days }), days).toThrow(
        /RETENTION_DAYS: RETENTION_DAYS must be a whole number of days, at least 1/,
      );
    }
  });

  it("gives HR 30 days to answer a data request unless DATA_REQUEST_DUE_DAYS says another whole number from 1 to 365", () => {
    expect(parseEnv(SECRET).DATA_REQUEST_DUE_DAYS).toBe(30);
    expect(parseEnv({ ...SECRET, DATA_REQUEST_DUE_DAYS: "7" }).DATA_REQUEST_DUE_DAYS).toBe(7);
    for (const days of ["0", "366", "1.5", "a month"]) {
      expect(() => parseEnv({ ...SECRET, DATA_REQUEST_DUE_DAYS: days }), days).toThrow(
        /DATA_REQUEST_DUE_DAYS: DATA_REQUEST_DUE_DAYS must be a whole number of days from 1 to 365/,
      );
    }
  });

  it("names an example grievance officer unless GRIEVANCE_OFFICER_* name the real one, each on one line", () => {
    expect(parseEnv(SECRET)).toMatchObject({
      GRIEVANCE_OFFICER_NAME: "Priya Menon",
      GRIEVANCE_OFFICER_EMAIL: "grievance@rft.example",
      GRIEVANCE_OFFICER_ADDRESS: expect.stringContaining("Manipal"),
    });
    const officer = {
      GRIEVANCE_OFFICER_NAME: " Meera Iyer ",
      GRIEVANCE_OFFICER_ADDRESS: "14 Residency Road, Bengaluru",
      GRIEVANCE_OFFICER_EMAIL: "dpo@example.com",
    };
    expect(parseEnv({ ...SECRET, ...officer })).toMatchObject({ ...officer, GRIEVANCE_OFFICER_NAME: "Meera Iyer" });
    expect(() => parseEnv({ ...SECRET, GRIEVANCE_OFFICER_EMAIL: "the officer" })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL: GRIEVANCE_OFFICER_EMAIL must be an e-mail address/,
    );
    expect(() => parseEnv({ ...SECRET, GRIEVANCE_OFFICER_ADDRESS: "Line 1\nLine 2" })).toThrow(
      /GRIEVANCE_OFFICER_ADDRESS: .*without line breaks/,
    );
  });

  describe("upload storage (S3_*)", () => {
    it("stores on disk unless S3_BUCKET is set, with us-east-1 and virtual-host addressing by default", () => {
      const env = parseEnv(SECRET);
      expect(env.S3_BUCKET).toBeUndefined();
      expect(env.S3_ENDPOINT).toBeUndefined();
      expect(env.S3_REGION).toBe("us-east-1");
      expect(env.S3_FORCE_PATH_STYLE).toBe(false);
      expect(env.S3_KEY_PREFIX).toBeUndefined();
      expect(parseEnv({ ...SECRET, S3_BUCKET: "" }).S3_BUCKET).toBeUndefined();
    });

    it("reads a complete S3 configuration", () => {
      const s3 = {
        S3_BUCKET: "careers-uploads.eu",
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-central-1",
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_KEY_PREFIX: "careers/uploads",
      };
      expect(parseEnv({ ...SECRET, ...s3 })).toMatchObject(s3);
    });

    it("uses path-style addressing when an endpoint is given, unless told otherwise", () => {
      const bucket = { ...SECRET, S3_BUCKET: "uploads" };
      expect(parseEnv({ ...bucket, S3_ENDPOINT: "http://127.0.0.1:9000" }).S3_FORCE_PATH_STYLE).toBe(true);
      expect(parseEnv({ ...bucket, S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "false" }).S3_FORCE_PATH_STYLE).toBe(false);
      expect(parseEnv({ ...bucket, S3_FORCE_PATH_STYLE: "true" }).S3_FORCE_PATH_STYLE).toBe(true);
    });

    it("drops the slashes around S3_KEY_PREFIX", () => {
      expect(parseEnv({ ...SECRET, S3_KEY_PREFIX: "/careers/uploads/" }).S3_KEY_PREFIX).toBe("careers/uploads");
    });

    it.each([
      [{ S3_BUCKET: "Uploads" }, /S3_BUCKET: S3_BUCKET must be a bucket name/],
      [{ S3_BUCKET: "up" }, /S3_BUCKET: S3_BUCKET must be a bucket name/],
      [{ S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT: S3_ENDPOINT must be an http\(s\) URL/],
      [{ S3_ENDPOINT: "ftp://minio" }, /S3_ENDPOINT: S3_ENDPOINT must be an http\(s\) URL/],
      [{ S3_REGION: "EU Central" }, /S3_REGION: S3_REGION must be a region name/],
      [{ S3_FORCE_PATH_STYLE: "sometimes" }, /S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false/],
      [{ S3_KEY_PREFIX: "a b" }, /S3_KEY_PREFIX: S3_KEY_PREFIX must be a key path/],
    ])("refuses %o with a message that names the variable", (overrides, message) => {
      expect(() => parseEnv({ ...SECRET, ...overrides })).toThrow(message);
    });

    it("reads S3_SECRET_ACCESS_KEY from S3_SECRET_ACCESS_KEY_FILE, as docker-compose passes it", () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-s3-"));
      try {
        fs.writeFileSync(path.join(dir, "s3-secret-key"), "from-a-file\n");
        const env = parseEnv({ ...SECRET, S3_ACCESS_KEY_ID: "careers", S3_SECRET_ACCESS_KEY_FILE: path.join(dir, "s3-secret-key") });
        expect(env.S3_SECRET_ACCESS_KEY).toBe("from-a-file");
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it("wants both access keys or neither", () => {
      const message = /set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/;
      expect(() => parseEnv({ ...SECRET, S3_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toThrow(message);
      expect(() => parseEnv({ ...SECRET, S3_SECRET_ACCESS_KEY: "secret" })).toThrow(message);
    });

    it("hands the client the endpoint, region, addressing and keys, or leaves credentials to the SDK", () => {
      const withKeys = s3ClientConfig(
        parseEnv({
          ...SECRET,
          S3_BUCKET: "uploads",
          S3_ENDPOINT: "http://minio:9000",
          S3_ACCESS_KEY_ID: "id",
          S3_SECRET_ACCESS_KEY: "key",
        }),
      );
      expect(withKeys).toMatchObject({
        region: "us-east-1",
        endpoint: "http://minio:9000",
        forcePathStyle: true,
        credentials: { accessKeyId: "id", secretAccessKey: "key" },
      });
      const aws = s3ClientConfig(parseEnv({ ...SECRET, S3_BUCKET: "uploads", S3_REGION: "eu-west-1" }));
      expect(aws).toMatchObject({ region: "eu-west-1", forcePathStyle: false });
      expect(aws).not.toHaveProperty("endpoint");
      expect(aws).not.toHaveProperty("credentials");
    });
  });
});
