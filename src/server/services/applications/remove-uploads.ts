// Deletes stored upload files; used whenever a submission fails after its files were written.
import fs from "node:fs/promises";
import path from "node:path";

export async function removeUploads(uploadDir: string, fileNames: readonly string[]): Promise<void> {
  await Promise.all(fileNames.map((name) => fs.rm(path.join(uploadDir, name), { force: true })));
}
