// The retention job: erases, with the same eraser as "delete my account", the personal data kept
// longer than RETENTION_DAYS (expired-personal-data.ts says which rows), then removes the files a
// failed removal left on erased rows. One transaction per page of rows, so a large backlog never
// holds long locks; a run that fails part-way is taken up by the next attempt, as erased rows are
// skipped. Its result (what it erased) is the job's return value on the queue dashboard. Each page's
// transaction also writes its audit rows (retention_erased, actor: the system): one per application
// or enquiry, and one with the count for a page of contact messages.
import type { Db } from "../../infra/db/client.js";
import { erasePersonalData } from "../../infra/privacy/erase-personal-data.js";
import { removeErasedFiles } from "../../infra/privacy/remove-erased-files.js";
import type { FileStorage } from "../../infra/storage/file-storage.js";
import { expiredPages } from "../expired-personal-data.js";

const DAY_MS = 24 * 3600 * 1000;

export type RetentionDeps = { db: Db; storage: FileStorage; retentionDays: number };

export type RetentionResult = { cutoff: string; applications: number; enquiries: number; contactMessages: number; files: number };

export async function processRetention(deps: RetentionDeps, now: Date = new Date()): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  const result: RetentionResult = { cutoff: cutoff.toISOString(), applications: 0, enquiries: 0, contactMessages: 0, files: 0 };
  for (const kind of ["applications", "enquiries"] as const) {
    for await (const applicationIds of expiredPages(deps.db, kind, cutoff)) {
      const erased = await erasePersonalData(deps, { applicationIds }, { audit: true });
      result[kind] += erased.applications;
      result.files += erased.files;
    }
  }
  for await (const contactMessageIds of expiredPages(deps.db, "contactMessages", cutoff)) {
    result.contactMessages += (await erasePersonalData(deps, { contactMessageIds }, { audit: true })).contactMessages;
  }
  for await (const applicationIds of expiredPages(deps.db, "filesLeft", cutoff)) {
    result.files += await removeErasedFiles(deps, applicationIds);
  }
  return result;
}
