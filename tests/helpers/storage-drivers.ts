// The two upload stores the integration tests run against, each with the tests' own look at what is
// stored: a temporary directory (disk driver) and a bucket on an in-process s3rver (S3 driver).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand } from "@aws-sdk/client-s3";
import { startS3Server } from "./s3-server.js";

export type TestStore = {
  /** Configuration that points an app at this store. */
  env: NodeJS.ProcessEnv;
  /** The names stored now, sorted; a key outside the configured prefix shows as the whole key. */
  list: () => Promise<string[]>;
  /** A stored file's bytes; undefined when it is not stored. */
  read: (name: string) => Promise<Buffer | undefined>;
  /** Stores a file the way the app would find it. */
  put: (name: string, bytes: Buffer) => Promise<void>;
  close: () => Promise<void>;
};

async function startDiskStore(): Promise<TestStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  return {
    env: { UPLOAD_DIR: dir },
    list: async () => fs.readdirSync(dir).sort(),
    read: async (name) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name)) : undefined),
    put: async (name, bytes) => fs.writeFileSync(path.join(dir, name), bytes),
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every object under a key prefix, so the tests also see that keys land where S3_KEY_PREFIX says. */
const KEY_PREFIX = "careers/uploads";

async function startS3Store(): Promise<TestStore> {
  const s3 = await startS3Server();
  const bucket = await s3.createBucket();
  const keyOf = (name: string) => `${KEY_PREFIX}/${name}`;
  const nameOf = (key: string) => (key.startsWith(`${KEY_PREFIX}/`) ? key.slice(KEY_PREFIX.length + 1) : key);
  return {
    env: s3.envFor(bucket, KEY_PREFIX),
    list: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.map(nameOf).sort();
    },
    read: async (name) => {
      try {
        const object = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    put: async (name, bytes) => {
      await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: bytes, ContentType: "application/pdf" }));
    },
    close: s3.close,
  };
}

/** For `describe.each`: every test in the block runs once per driver. */
export const STORAGE_DRIVERS = [
  { driver: "disk", start: startDiskStore },
  { driver: "s3", start: startS3Store },
] as const;
