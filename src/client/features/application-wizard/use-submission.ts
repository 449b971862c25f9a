// Sending a submission once at a time: a second Submit while one is in flight is ignored, and the
// upload progress is tracked for the bar.
import { useCallback, useRef, useState } from "react";
import { uploadSubmission, type UploadResult } from "./api/upload-submission";

type SendRequest = Omit<Parameters<typeof uploadSubmission>[0], "onProgress">;

export function useSubmission() {
  const inFlight = useRef(false);
  const [progress, setProgress] = useState<number | null>(null);

  const send = useCallback(async (request: SendRequest): Promise<UploadResult | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setProgress(0);
    try {
      return await uploadSubmission({ ...request, onProgress: setProgress });
    } finally {
      inFlight.current = false;
      setProgress(null);
    }
  }, []);

  return { send, submitting: progress !== null, progress };
}
