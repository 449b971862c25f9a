// Processes one mail job. The mail pipeline (templates, transport, mail log) fills this in.
import type { Job } from "bullmq";

export async function processMail(job: Job): Promise<void> {
  job.log(`received mail job ${job.id ?? "?"}`);
}
