// Uploads as files in one local directory (UPLOAD_DIR): owner-only, created exclusively, so a name
// is never written twice.
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./file-storage.js";

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
        throw error;
      }
      const output = handle.createWriteStream();
      try {
        await pipeline(body, output);
        return output.bytesWritten;
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw error;
      }
    },

    async open(name: string) {
      const target = pathOf(name);
      const stat = await fs.promises.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: fs.createReadStream(target), size: stat.size };
    },

    async remove(names: readonly string[]) {
      await Promise.all(names.map((name) => fs.promises.rm(pathOf(name), { force: true })));
    },

    isReachable() {
      return fs.promises.access(dir, fs.constants.W_OK).then(
        () => true,
        () => false,
      );
    },
  };
}
