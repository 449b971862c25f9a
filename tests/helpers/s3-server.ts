// An S3-compatible server (s3rver) inside the test process, on a port and directory of its own, with
// a client for the tests' own look into its buckets.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { freePort } from "./free-port.js";

/** The keys s3rver accepts signatures from. */
const S3RVER_KEY = "S3RVER";

export type TestS3Server = {
  endpoint: string;
  client: S3Client;
  /** A new, empty bucket with a unique name. */
  createBucket: () => Promise<string>;
  /** The configuration that points an app at `bucket` on this server. */
  envFor: (bucket: string, keyPrefix?: string) => NodeJS.ProcessEnv;
  close: () => Promise<void>;
};

function s3Env(endpoint: string, bucket: string, keyPrefix?: string): NodeJS.ProcessEnv {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    ...(keyPrefix ? { S3_KEY_PREFIX: keyPrefix } : {}),
  };
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    endpoint,
    client,
    createBucket: async () => {
      const bucket = `test-${crypto.randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    envFor: (bucket, keyPrefix) => s3Env(endpoint, bucket, keyPrefix),
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Configuration for an S3 store nobody listens at: a port that was free a moment ago. */
export async function unreachableS3Env(): Promise<NodeJS.ProcessEnv> {
  return s3Env(`http://127.0.0.1:${await freePort()}`, "unreachable-bucket");
}
