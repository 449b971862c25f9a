// Picks the upload store from the configuration: S3 when S3_BUCKET is set, else the local UPLOAD_DIR.
import { S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import type { Env } from "../../infra/env.js";
import { createDiskStorage } from "./disk-storage.js";
import type { FileStorage } from "./file-storage.js";
import { createS3Storage } from "./s3-storage.js";

type StorageEnv = Pick<
  Env,
  | "UPLOAD_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
  | "S3_KEY_PREFIX"
>;

/** How long to wait for a connection (a dead store fails the request fast) and for a silent socket. */
const CONNECTION_TIMEOUT_MS = 2_000;
const SOCKET_TIMEOUT_MS = 30_000;

export function s3ClientConfig(env: StorageEnv): S3ClientConfig {
  return {
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: SOCKET_TIMEOUT_MS },
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    // Without keys the SDK's default chain applies (environment, shared files, instance or task role).
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

export function createStorage(env: StorageEnv): FileStorage {
  if (!env.S3_BUCKET) return createDiskStorage(env.UPLOAD_DIR);
  return createS3Storage({ client: new S3Client(s3ClientConfig(env)), bucket: env.S3_BUCKET, keyPrefix: env.S3_KEY_PREFIX });
}
