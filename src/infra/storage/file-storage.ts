// The contract every upload store meets (local disk or an S3 bucket), so services never touch paths or SDKs.
import type { Readable } from "node:stream";

export type OpenedFile = {
  stream: Readable;
  /** Bytes, when the store reports them (both drivers do; the type admits stores that may not). */
  size: number | undefined;
};

export type FileStorage = {
  /**
   * Streams `body` into a new file `name` and resolves with the bytes written. If the body or the
   * store fails, the body is destroyed and nothing is left under `name`.
   */
  write(name: string, body: Readable): Promise<number>;
  /** A stored file as a stream with its size; null when there is no such file. */
  open(name: string): Promise<OpenedFile | null>;
  /** Removes the named files; names that are not stored are ignored. */
  remove(names: readonly string[]): Promise<void>;
  /** Whether the store is there to take files (for a readiness check); never throws. */
  isReachable(): Promise<boolean>;
};
