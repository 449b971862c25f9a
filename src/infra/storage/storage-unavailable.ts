// The error a request gets when the upload store does not answer: a 503 the user may retry, like
// the mail queue's, rather than a 500.
import { AppError } from "../errors.js";

export const STORAGE_UNAVAILABLE = "File storage is unavailable. Please try again in a moment.";

export function storageUnavailable(cause: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", STORAGE_UNAVAILABLE, { cause });
}
