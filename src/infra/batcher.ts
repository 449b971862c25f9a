// Group commit: calls made while `parallel` flushes are running are collected and handled by one
// call of `flush`, so a busy process issues one statement for many mails and an idle one waits
// for none (or for `lingerMs`, where a few milliseconds more cost nobody anything).
export type Batcher<T, R> = (item: T) => Promise<R>;

export type BatcherOptions = {
  maxBatch?: number;
  /** How many flushes may run at once. */
  parallel?: number;
  /** How long the first call of a batch waits for company before its flush starts (default 0: the same turn of the event loop). */
  lingerMs?: number;
};

export function createBatcher<T, R>(
  flush: (items: T[]) => Promise<R[]>,
  { maxBatch = 500, parallel = 1, lingerMs = 0 }: BatcherOptions = {},
): Batcher<T, R> {
  type Pending = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  const queue: Pending[] = [];
  let running = 0;
  let timer: NodeJS.Timeout | undefined;
  let scheduled = false;

  function startFlushes(): void {
    scheduled = false;
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0 && running < parallel) {
      const batch = queue.splice(0, maxBatch);
      running += 1;
      Promise.resolve()
        .then(() => flush(batch.map((p) => p.item)))
        .then(
          (results) => batch.forEach((p, i) => p.resolve(results[i] as R)),
          (error: unknown) => batch.forEach((p) => p.reject(error)),
        )
        .finally(() => {
          running -= 1;
          startFlushes();
        });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (running >= parallel) return;
      if (lingerMs > 0 && queue.length < maxBatch) {
        timer ??= setTimeout(startFlushes, lingerMs);
      } else if (!scheduled) {
        // Calls made in the same turn of the event loop (e.g. a Promise.all) share the first flush.
        scheduled = true;
        queueMicrotask(startFlushes);
      }
    });
}
