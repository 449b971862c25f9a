// The FileStorage contract on both drivers (what the services and a readiness check rely on), then
// what only one driver can show: file modes and the directory on disk; keys, content type and an
// unreachable store on S3.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../src/infra/env.js";
import { isAppError } from "../../src/infra/errors.js";
import { createStorage } from "../../src/infra/storage/create-storage.js";
import type { FileStorage } from "../../src/infra/storage/file-storage.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startS3Server, unreachableS3Env, type TestS3Server } from "../helpers/s3-server.js";
import { STORAGE_DRIVERS, type TestStore } from "../helpers/storage-drivers.js";

const storageFor = (overrides: NodeJS.ProcessEnv) => createStorage(parseEnv({ ...process.env, ...overrides }));
const newName = () => `${uniqueSuffix()}.pdf`;

/** Past one 5 MiB part, so S3 takes the multipart path. */
const LARGE = 6 * 1024 * 1024;

/** A body that arrives in pieces, as a multipart part does; `failAfter` pieces, it errors instead. */
function pieces(bytes: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0, index = 0; offset < bytes.length; offset += 64 * 1024, index += 1) {
        if (index === failAfter) throw new Error("the client went away");
        yield bytes.subarray(offset, offset + 64 * 1024);
      }
    })(),
    { objectMode: false },
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected a rejection"),
    (error: unknown) => error,
  );
}

describe.each(STORAGE_DRIVERS)("FileStorage ($driver driver)", ({ start }) => {
  let store: TestStore;
  let storage: FileStorage;

  beforeAll(async () => {
    store = await start();
    storage = storageFor(store.env);
  });

  afterAll(async () => {
    await store.close();
  });

  it("streams a large body in, answers its size, and gives the same bytes back with that size", async () => {
    const name = newName();
    const bytes = crypto.randomBytes(LARGE);
    expect(await storage.write(name, pieces(bytes))).toBe(bytes.length);
    // Buffer#equals: toEqual walks 6 MB byte by byte.
    expect((await store.read(name))?.equals(bytes)).toBe(true);

    const opened = await storage.open(name);
    expect(opened?.size).toBe(bytes.length);
    expect(opened && (await readAll(opened.stream)).equals(bytes)).toBe(true);
  });

  it("opens a name that is not stored as null", async () => {
    expect(await storage.open(newName())).toBeNull();
  });

  it("removes the named files, ignores names that are not stored, and does nothing for none", async () => {
    const [gone, kept] = [newName(), newName()];
    await store.put(gone, tinyPdf());
    await store.put(kept, tinyPdf());

    await storage.remove([gone, newName()]);
    await storage.remove([]);

    const stored = await store.list();
    expect(stored).not.toContain(gone);
    expect(stored).toContain(kept);
  });

  it("keeps nothing when the body fails part-way, and rejects with the body's own error", async () => {
    const name = newName();
    const before = await store.list();
    const error = await failure(storage.write(name, pieces(crypto.randomBytes(LARGE), 90)));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("the client went away");
    expect(await store.list()).toEqual(before);
    expect(await storage.open(name)).toBeNull();
  });

  it("is reachable", async () => {
    expect(await storage.isReachable()).toBe(true);
  });
});

describe("FileStorage on disk", () => {
  let root: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "disk-storage-"));
  });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("creates its directory at start-up and stores files for the owner only", async () => {
    const dir = path.join(root, "nested", "uploads");
    const storage = storageFor({ UPLOAD_DIR: dir });
    expect(fs.statSync(dir).isDirectory()).toBe(true);

    const name = newName();
    await storage.write(name, pieces(tinyPdf()));
    expect(fs.statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
  });

  it("never writes over a stored name, and leaves the stored file as it was", async () => {
    const dir = path.join(root, "no-overwrite");
    const storage = storageFor({ UPLOAD_DIR: dir });
    const name = newName();
    fs.writeFileSync(path.join(dir, name), "first");

    const body = pieces(tinyPdf());
    expect(await failure(storage.write(name, body))).toMatchObject({ code: "EEXIST" });
    expect(body.destroyed).toBe(true);
    expect(fs.readFileSync(path.join(dir, name), "utf8")).toBe("first");
  });

  it("is not reachable once its directory is gone, and fails writes and opens with a 503 AppError", async () => {
    const dir = path.join(root, "removed");
    const storage = storageFor({ UPLOAD_DIR: dir });
    fs.rmSync(dir, { recursive: true });
    expect(await storage.isReachable()).toBe(false);
    for (const operation of [() => storage.write(newName(), pieces(tinyPdf())), () => storage.open(newName())]) {
      const error = await failure(operation());
      expect(isAppError(error) && error.status).toBe(503);
    }
  });

  it("is not reachable when it cannot write, though the directory is there", async () => {
    const dir = path.join(root, "not-a-directory");
    const storage = storageFor({ UPLOAD_DIR: dir });
    // A file in the directory's place: access(W_OK) says yes, yet no file can be created in it.
    fs.rmSync(dir, { recursive: true });
    fs.writeFileSync(dir, "");
    expect(await storage.isReachable()).toBe(false);
  });
});

describe("FileStorage on S3", () => {
  let s3: TestS3Server;

  beforeAll(async () => {
    s3 = await startS3Server();
  });

  afterAll(async () => {
    await s3.close();
  });

  it("stores private PDFs under the key prefix, with slashes around the prefix dropped", async () => {
    const bucket = await s3.createBucket();
    const storage = storageFor(s3.envFor(bucket, "/careers/uploads/"));
    const name = newName();
    await storage.write(name, pieces(tinyPdf()));

    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`careers/uploads/${name}`]);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: `careers/uploads/${name}` }));
    expect(head.ContentType).toBe("application/pdf");
  });

  it("is not reachable when the bucket does not exist", async () => {
    expect(await storageFor(s3.envFor("no-such-bucket")).isReachable()).toBe(false);
  });

  it("is not reachable, and fails every operation with a 503 AppError, when nothing answers", async () => {
    const storage = storageFor(await unreachableS3Env());
    expect(await storage.isReachable()).toBe(false);

    const body = pieces(tinyPdf());
    const operations = [() => storage.write(newName(), body), () => storage.open(newName()), () => storage.remove([newName()])];
    for (const operation of operations) {
      const error = await failure(operation());
      expect(isAppError(error) && error.status).toBe(503);
    }
    expect(body.destroyed).toBe(true);
  });
});
