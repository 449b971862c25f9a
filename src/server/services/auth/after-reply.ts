// Work a request starts but does not answer with (so its duration tells the client nothing):
// failures are logged, and tests or a shutdown can wait until every such task has settled.
import { currentRequestId } from "../../observability/request-context.js";

const pending = new Set<Promise<void>>();

/** Starts `task` now (inside the request's context) without the caller awaiting it. */
export function runAfterReply(label: string, task: () => Promise<void>): void {
  const running: Promise<void> = task()
    .catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", reqId: currentRequestId(), msg: `${label} failed`, err: String(error) }));
    })
    .finally(() => pending.delete(running));
  pending.add(running);
}

export async function afterReplyTasksSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
