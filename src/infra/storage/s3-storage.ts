// Uploads as private objects in an S3 bucket (AWS S3 or a compatible store such as MinIO), under
// an optional key prefix, so every web instance serves every file.
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, type S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import type { FileStorage } from "./file-storage.js";
import { storageUnavailable } from "./storage-unavailable.js";

export type S3StorageOptions = { client: S3Client; bucket: string; keyPrefix?: string | undefined };

export function createS3Storage({ client, bucket, keyPrefix }: S3StorageOptions): FileStorage {
  const keyOf = (name: string) => (keyPrefix ? `${keyPrefix}/${name}` : name);

  return {
    async write(name: string, body: Readable) {
      let size = 0;
      let bodyError: unknown;
      async function* counted() {
        try {
          for await (const chunk of body) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        } catch (error) {
          bodyError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        // One part in memory at a time: a body of unknown length is sent in 5 MiB parts (or one PUT).
        queueSize: 1,
        params: { Bucket: bucket, Key: keyOf(name), Body: Readable.from(counted(), { objectMode: false }), ContentType: "application/pdf" },
      });
      try {
        await upload.done();
        return size;
      } catch (error) {
        body.destroy();
        // A refused body (not a PDF, client gone) keeps its own error: it is the caller's to map.
        throw bodyError ?? storageUnavailable(error);
      }
    },

    async open(name: string) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) throw new Error("S3 GetObject returned no Node.js stream");
        return { stream: object.Body, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw storageUnavailable(error);
      }
    },

    async remove(names: readonly string[]) {
      try {
        // Deleting a key that is not there succeeds, as the contract wants.
        await Promise.all(names.map((name) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }))));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },

    isReachable() {
      return client.send(new HeadBucketCommand({ Bucket: bucket })).then(
        () => true,
        () => false,
      );
    },
  };
}
