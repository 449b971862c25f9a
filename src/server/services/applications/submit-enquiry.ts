// A candidate enquiry from the /enquiry page (no account): the same field and file checks as an
// application, stored as a row with source `enquiry` (and its identity numbers, sealed, in the same
// transaction); a failure removes the stored files.
import { RESUME_REQUIRED } from "../../../shared/application/files.js";
import { enquiryDataSchema } from "../../../shared/application/submission.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { enqueueResumeTextAfterCommit } from "../../../infra/resume/resume-text-queue.js";
import { parseSubmission } from "./parse-submission.js";
import { storedFileNames, type ReceivedUpload } from "./receive-upload.js";
import { recordConsents } from "../consents/record-consents.js";
import { insertApplication } from "./insert-application.js";
import { toApplicationRow, toIdentifierValues } from "./to-application-row.js";

export async function submitEnquiry(deps: Deps, upload: ReceivedUpload): Promise<{ id: number }> {
  try {
    const data = parseSubmission(enquiryDataSchema, upload.fields.data);
    const { resume, academics } = upload.files;
    if (!resume) throw new AppError("BAD_REQUEST", RESUME_REQUIRED);
    const saved = await deps.db.$transaction(async (tx) => {
      const saved = await insertApplication(
        tx,
        deps.identifierKeys,
        { ...toApplicationRow(data, { resume, academics }), source: "enquiry" },
        toIdentifierValues(data),
      );
      // No account to withdraw the optional consent from, so an enquiry is not offered it.
      await recordConsents(tx, saved.id, { userId: null, sessionId: null, futureOpenings: false });
      return saved;
    });
    // The resume's text for HR search, read by the worker; never fails the enquiry.
    await enqueueResumeTextAfterCommit(deps.resumeTexts, saved.id);
    return saved;
  } catch (error) {
    await deps.storage.remove(storedFileNames(upload));
    throw error;
  }
}
