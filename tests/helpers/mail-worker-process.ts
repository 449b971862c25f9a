// Runs the compiled worker (dist/node/worker.js of a test build) as a child process, as production
// does, so tests can SIGKILL or SIGTERM it and start it again. It logs JSON lines (pino) at info
// unless the test asks for another LOG_LEVEL.
import { startAppProcess, type AppProcess } from "./app-process.js";

export type WorkerProcess = AppProcess;

export function startWorkerProcess(nodeDist: string, env: NodeJS.ProcessEnv): WorkerProcess {
  // At nice 0 unless asked: a lowered worker would yield to the test runner and slow the tests.
  // No metrics port unless asked, so workers started together do not compete for 9464.
  // No sweeper unless asked: test files share the run's database, and a sweeper would queue other
  // files' unsent mails into its own Redis.
  return startAppProcess(nodeDist, "worker", {
    LOG_LEVEL: "info",
    MAIL_WORKER_NICE: "0",
    WORKER_METRICS_PORT: "0",
    MAIL_SWEEP_INTERVAL_MS: "0",
    // Nor the resume-text catch-up, for the same reason: it would read other files' resumes.
    RESUME_TEXT_CATCH_UP: "false",
    ...env,
  });
}
