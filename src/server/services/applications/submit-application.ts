// A signed-in user's job application: re-validates the data, checks the job and duplicates,
// stores the row with the already-streamed files and enqueues the application-received mail.
// The row keeps the account's address, whatever the form sent: every mail about the application
// goes there, so a typo cannot send a stranger the candidate's name, status or interview link.
// Any failure removes the files and the row, so nothing half-written stays behind.
import { RESUME_REQUIRED } from "../../../shared/application/files.js";
import { GENERAL_APPLICATION_JOB_ID, GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { APPLICATION_MESSAGES } from "../../../shared/application/messages.js";
import { applicationDataSchema } from "../../../shared/application/submission.js";
import { toDateOnly } from "../../../shared/date-only.js";
import { isJobExpired } from "../../../shared/job.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { enqueueResumeTextAfterCommit } from "../../../infra/resume/resume-text-queue.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import type { AuthUser } from "../auth/tokens.js";
import { parseSubmission } from "./parse-submission.js";
import { storedFileNames, type ReceivedUpload } from "./receive-upload.js";
import { saveApplication } from "./save-application.js";
import { toApplicationRow, toIdentifierValues } from "./to-application-row.js";

async function targetJob(deps: Deps, jobpostId: number) {
  if (jobpostId === GENERAL_APPLICATION_JOB_ID) return { jobId: null, jobTitle: GENERAL_APPLICATION_TITLE, department: null };
  const job = await deps.db.job.findUnique({
    where: { id: jobpostId },
    select: { id: true, jobTitle: true, department: true, applicationDeadline: true },
  });
  if (!job) throw new AppError("NOT_FOUND", APPLICATION_MESSAGES.jobRemoved, { reason: "JOB_NOT_FOUND" });
  if (isJobExpired(toDateOnly(job.applicationDeadline)))
    throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.expired, { reason: "JOB_EXPIRED" });
  return { jobId: job.id, jobTitle: job.jobTitle, department: job.department };
}

export async function submitApplication(deps: Deps, user: AuthUser, upload: ReceivedUpload): Promise<{ id: number }> {
  try {
    const data = parseSubmission(applicationDataSchema, upload.fields.data);
    if (data.user_id !== user.id) throw new AppError("FORBIDDEN", APPLICATION_MESSAGES.notYourAccount);
    const { resume, academics } = upload.files;
    if (!resume) throw new AppError("BAD_REQUEST", RESUME_REQUIRED);
    // The title and department come from the job itself, never from the browser.
    const job = await targetJob(deps, data.jobpost_id);
    const saved = await saveApplication(
      deps,
      { ...toApplicationRow(data, { resume, academics }), email: user.email, source: "job_application", userId: user.id, ...job },
      toIdentifierValues(data),
      { userId: user.id, sessionId: user.sessionId ?? null, futureOpenings: data.futureOpenings },
    );
    try {
      await enqueueMail(deps, {
        kind: "application_received",
        to: user.email,
        data: { name: data.fullName, jobTitle: job.jobTitle },
        idempotencyKey: `application-received-${saved.id}`,
        applicationId: saved.id,
      });
    } catch (error) {
      await deps.db.application.delete({ where: { id: saved.id } });
      throw error;
    }
    // The resume's text for HR search, read by the worker; never fails the submission.
    await enqueueResumeTextAfterCommit(deps.resumeTexts, saved.id);
    return saved;
  } catch (error) {
    await deps.storage.remove(storedFileNames(upload));
    throw error;
  }
}
