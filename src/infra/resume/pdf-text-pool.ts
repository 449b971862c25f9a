// A small pool of worker threads that read PDFs (pdf-text-worker.ts), so that parsing never runs on
// the web server's event loop: each PDF gets a wall-clock limit and a memory cap, after which its
// worker is terminated (not left running) and a fresh one takes its place; a bounded queue refuses a
// flood instead of piling it up.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PdfTextAnswer, PdfTextFailure, PdfTextJob, PdfTextReady } from "./pdf-text-worker.js";

export type PoolFailure = PdfTextFailure | "timeout" | "memory" | "busy";
export type PoolResult = { ok: true; text: string; pages: number } | { ok: false; failure: PoolFailure; pages?: number; detail?: string };

export type PdfTextPoolOptions = {
  size: number;
  queueLimit: number;
  timeLimitMs: number;
  /** The worker's V8 heap (resourceLimits). */
  heapMb: { old: number; young: number };
  /** V8 heap plus the typed arrays' memory outside it, polled while a PDF is read. */
  memoryCapMb: number;
  maxPages: number;
  maxTextChars: number;
  /** A worker is replaced after this many PDFs, so that whatever PDF.js keeps does not add up. */
  jobsPerWorker: number;
  /** An idle worker is ended after this long: its ~40 MB are not held for a feature used now and then. */
  idleMs: number;
};

/** Refusals decided before reading pages or after reading all of them: the worker has nothing left running. */
const CLEAN_FAILURES: ReadonlySet<PdfTextFailure> = new Set(["not-pdf", "encrypted", "too-many-pages", "no-text"]);

/** How often the memory of a working worker is checked: a decompression bomb grows ~0.5 GB/s. */
const MEMORY_POLL_MS = 25;

/**
 * Loading PDF.js into a new worker takes ~0.4 s on an idle machine and seconds on a loaded one: it
 * is not counted in a PDF's time limit, but a worker that is not up by then is given up (503).
 */
const STARTUP_LIMIT_MS = 20_000;

type Pending = { pdf: Uint8Array; resolve: (result: PoolResult) => void };

/** The worker's file: beside this module in the source, at dist/node/ (entry or chunk) in the build. */
function workerFile(): string {
  const candidates = ["./pdf-text-worker.js", "../pdf-text-worker.js", "./pdf-text-worker.ts"].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`pdf-text-worker not found beside ${import.meta.url}`);
  return found;
}

type Started = { worker: Worker; ready: Promise<boolean> };

class Slot {
  private started: Started | undefined;
  private jobs = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  busy = false;

  constructor(private readonly options: PdfTextPoolOptions) {}

  private start(): Started {
    const worker = new Worker(workerFile(), {
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb.old, maxYoungGenerationSizeMb: this.options.heapMb.young },
      stdout: true,
      stderr: true,
    });
    // PDF.js warns on stdout about what it recovers from; nothing of it is for the server's log.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    worker.on("error", () => undefined);
    const ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), STARTUP_LIMIT_MS);
      worker.once("message", (message: PdfTextReady) => {
        clearTimeout(timer);
        resolve(message.ready);
      });
      worker.once("exit", () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    return { worker, ready };
  }

  private stop(): void {
    const worker = this.started?.worker;
    this.started = undefined;
    this.jobs = 0;
    if (worker) void worker.terminate();
  }

  async run(id: number, pdf: Uint8Array): Promise<PoolResult> {
    clearTimeout(this.idleTimer);
    if (this.started && this.jobs >= this.options.jobsPerWorker) this.stop();
    this.started ??= this.start();
    this.jobs += 1;
    const { worker, ready } = this.started;
    if (!(await ready)) {
      this.stop();
      return { ok: false, failure: "busy", detail: "the PDF worker did not start" };
    }
    const result = await this.read(worker, id, pdf);
    if (this.started) this.idleTimer = setTimeout(() => this.stop(), this.options.idleMs).unref();
    return result;
  }

  /** One PDF on a started worker, under the time limit and the memory cap. */
  private read(worker: Worker, id: number, pdf: Uint8Array): Promise<PoolResult> {
    return new Promise<PoolResult>((resolve) => {
      const finish = (result: PoolResult, healthy: boolean) => {
        clearTimeout(timer);
        clearInterval(poll);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (!healthy) this.stop();
        resolve(result);
      };
      const onMessage = (answer: PdfTextAnswer) => {
        if (answer.id !== id) return;
        if (answer.ok) finish({ ok: true, text: answer.text, pages: answer.pages }, true);
        // A PDF given up on mid-read may still have PDF.js working on it (a page's operator list, a
        // font): the next PDF gets a fresh worker. One refused before or after its pages were read
        // leaves the worker clean, and reloading PDF.js costs ~0.4 s of CPU.
        else finish({ ok: false, failure: answer.failure, pages: answer.pages, detail: answer.detail }, CLEAN_FAILURES.has(answer.failure));
      };
      const onError = (error: Error) => {
        const memory = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY" || error instanceof RangeError;
        finish({ ok: false, failure: memory ? "memory" : "damaged", detail: String(error) }, false);
      };
      const onExit = () => finish({ ok: false, failure: "damaged", detail: "the worker exited" }, false);
      const timer = setTimeout(() => finish({ ok: false, failure: "timeout" }, false), this.options.timeLimitMs);
      const poll = setInterval(() => {
        worker
          .getHeapStatistics()
          .then((heap) => {
            const used = heap.used_heap_size + ((heap as { external_memory?: number }).external_memory ?? 0);
            if (used > this.options.memoryCapMb * 1024 * 1024) finish({ ok: false, failure: "memory", detail: `${used} bytes` }, false);
          })
          .catch(() => undefined);
      }, MEMORY_POLL_MS);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      try {
        const job: PdfTextJob = { id, pdf, maxPages: this.options.maxPages, maxTextChars: this.options.maxTextChars };
        worker.postMessage(job, [pdf.buffer as ArrayBuffer]);
      } catch (error) {
        finish({ ok: false, failure: "damaged", detail: String(error) }, true);
      }
    });
  }

  close(): void {
    clearTimeout(this.idleTimer);
    this.stop();
  }
}

export class PdfTextPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(private readonly options: PdfTextPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => new Slot(options));
  }

  /** Reads one PDF; its bytes are handed to the worker (the caller's buffer is detached). */
  read(pdf: Uint8Array): Promise<PoolResult> {
    if (this.queue.length >= this.options.queueLimit) return Promise.resolve({ ok: false, failure: "busy" });
    return new Promise((resolve) => {
      this.queue.push({ pdf, resolve });
      this.drain();
    });
  }

  private drain(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.queue.shift();
      if (!next) return;
      slot.busy = true;
      void slot.run(this.nextId++, next.pdf).then((result) => {
        slot.busy = false;
        next.resolve(result);
        this.drain();
      });
    }
  }

  /** Ends every worker (tests and shutdown); the pool starts new ones if used again. */
  close(): void {
    for (const slot of this.slots) slot.close();
  }
}

/** One worker per core beyond the first, at most two: one core stays with the web server's event loop. */
export function defaultPoolSize(): number {
  return Math.min(2, Math.max(1, availableParallelism() - 1));
}
