// The worker's logger: JSON lines on stdout (pino) at LOG_LEVEL.
import { pino, type Logger } from "pino";
import type { Env } from "../infra/env.js";

export type WorkerLogger = Logger;

export function createWorkerLogger(level: Env["LOG_LEVEL"]): WorkerLogger {
  return pino({ level });
}
