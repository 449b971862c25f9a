// Erases the personal data of applications (job applications and enquiries) and contact messages,
// for callers with no transaction of their own (the retention job): the rows in one transaction,
// then their files once it has committed. Delete-my-account runs the same two halves around its own.
import type { Db } from "../db/client.js";
import type { FileStorage } from "../storage/file-storage.js";
import { eraseRows, type ErasureTarget } from "./erase-rows.js";
import { removeErasedFiles } from "./remove-erased-files.js";

export type ErasedCounts = { applications: number; contactMessages: number; files: number };

export async function erasePersonalData(deps: { db: Db; storage: FileStorage }, target: ErasureTarget): Promise<ErasedCounts> {
  const erased = await deps.db.$transaction((tx) => eraseRows(tx, target));
  const files = await removeErasedFiles(deps, erased.applicationIds);
  return { applications: erased.applicationIds.length, contactMessages: erased.contactMessages, files };
}
