// Scores passwords with zxcvbn-ts on worker threads, so the check (tens of milliseconds of CPU)
// never blocks the event loop. A short queue sits in front of them; past it the server answers 503
// at once rather than letting work pile up. The worker's code is a string that loads zxcvbn-ts by the
// paths this module resolves, so it runs the same from src/ (tests, tsx) and from the esbuild bundle.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { AppError } from "../../../infra/errors.js";
import { SERVICE_UNAVAILABLE } from "../../outage.js";
import { PASSWORD_DICTIONARY } from "./password-dictionary.js";

/** One thread: each check takes ~10 ms once the input is bounded, and the host has few cores. */
const THREADS = 1;
/** Checks that may wait for a thread: at ~10 ms each, a wait of a fraction of a second at most. */
export const MAX_WAITING_CHECKS = 16;

/** The dictionaries take ~25 MB of heap; V8's defaults would let a busy thread's garbage grow far past that. */
const WORKER_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 };

export type PasswordScore = { score: number; listed: boolean };

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
require("node:os").setPriority(workerData.nice);
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const zxcvbn = new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...workerData.dictionary } });
parentPort.on("message", (password) => {
  const result = zxcvbn.check(password);
  const listed = result.sequence.some(
    (match) => match.pattern === "dictionary" && match.dictionaryName === "passwords-common" && match.token.length === password.length,
  );
  parentPort.postMessage({ score: result.score, listed });
});`;

const require = createRequire(import.meta.url);
const workerData = {
  // On Linux a nice value belongs to a thread: this one yields the CPU to the event loop's.
  nice: 10,
  core: require.resolve("@zxcvbn-ts/core"),
  common: require.resolve("@zxcvbn-ts/language-common"),
  dictionary: PASSWORD_DICTIONARY,
};

type Check = { password: string; resolve: (score: PasswordScore) => void; reject: (error: unknown) => void };

const idle: Worker[] = [];
const waiting: Check[] = [];
let threads = 0;

function startWorker(): Worker {
  threads += 1;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData, resourceLimits: WORKER_HEAP });
  // Checks in flight hold the process open, an idle thread does not.
  worker.unref();
  worker.once("exit", () => {
    threads -= 1;
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    // A thread that died leaves the checks queued behind it to a new one.
    const next = waiting.shift();
    if (next) run(startWorker(), next);
  });
  return worker;
}

function run(worker: Worker, check: Check): void {
  worker.ref();
  const settle = () => {
    worker.off("message", onMessage);
    worker.off("error", onError);
    worker.unref();
  };
  const onMessage = (score: PasswordScore) => {
    settle();
    check.resolve(score);
    release(worker);
  };
  const onError = (error: Error) => {
    settle();
    check.reject(error);
  };
  worker.on("message", onMessage);
  worker.once("error", onError);
  worker.postMessage(check.password);
}

function release(worker: Worker): void {
  const next = waiting.shift();
  if (next) run(worker, next);
  else idle.push(worker);
}

/** zxcvbn-ts's score (0–4) of `password`, and whether it is in the common-passwords list as a whole. */
export function scorePassword(password: string): Promise<PasswordScore> {
  return new Promise((resolve, reject) => {
    const check = { password, resolve, reject };
    const worker = idle.pop() ?? (threads < THREADS ? startWorker() : undefined);
    if (worker) return run(worker, check);
    if (waiting.length >= MAX_WAITING_CHECKS) return reject(new AppError("SERVICE_UNAVAILABLE", SERVICE_UNAVAILABLE));
    waiting.push(check);
  });
}
