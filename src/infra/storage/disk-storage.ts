// Uploads as files in one local directory (UPLOAD_DIR): owner-only, created exclusively, so a name
// is never written twice. A disk that is full, read-only, not ours or gone is the store being out
// (503, storage-unavailable.ts), not a missing file or a bug.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./file-storage.js";
import { storageUnavailable } from "./storage-unavailable.js";

/** ENOENT here means the directory itself is gone: every name in it is generated and created first. */
const DISK_OUTAGE_CODES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM", "EIO", "ENOENT"]);

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** The store's failure as a 503; anything else (the body's own error, EEXIST) as it is. */
function asOutage(error: unknown): unknown {
  return DISK_OUTAGE_CODES.has(codeOf(error) ?? "") ? storageUnavailable(error) : error;
}

export function createDiskStorage(dir: string): FileStorage {
  fs.mkdirSync(dir, { recursive: true });
  const pathOf = (name: string) => path.join(dir, name);

  return {
    async write(name: string, body: Readable) {
      const target = pathOf(name);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(target, "wx", 0o600);
      } catch (error) {
        // Not ours to remove: the name may already belong to another upload.
        body.destroy();
        throw asOutage(error);
      }
      const output = handle.createWriteStream();
      try {
        await pipeline(body, output);
        return output.bytesWritten;
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw asOutage(error);
      }
    },

    async open(name: string) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(name), "r");
      } catch (error) {
        const directoryThere = await fs.promises.stat(dir).then(
          (stat) => stat.isDirectory(),
          () => false,
        );
        if (codeOf(error) === "ENOENT" && directoryThere) return null;
        throw storageUnavailable(error);
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: stat.size };
    },

    async remove(names: readonly string[]) {
      await Promise.all(names.map((name) => fs.promises.rm(pathOf(name), { force: true }))).catch((error: unknown) => {
        throw asOutage(error);
      });
    },

    // Writes and removes a small file: a full or read-only disk still grants write permission.
    async isReachable() {
      const probe = pathOf(`.ready-${crypto.randomUUID()}`);
      try {
        await fs.promises.writeFile(probe, "ready", { flag: "wx", mode: 0o600 });
        await fs.promises.rm(probe);
        return true;
      } catch {
        return false;
      }
    },
  };
}
