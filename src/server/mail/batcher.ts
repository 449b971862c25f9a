// Group commit: calls made while `parallel` flushes are running are collected and handled by one
// call of `flush`, so a busy process issues one statement for many mails and an idle one waits
// for none.
export type Batcher<T, R> = (item: T) => Promise<R>;

export type BatcherOptions = {
  maxBatch?: number;
  /** How many flushes may run at once. */
  parallel?: number;
};

export function createBatcher<T, R>(flush: (items: T[]) => Promise<R[]>, { maxBatch = 500, parallel = 1 }: BatcherOptions = {}): Batcher<T, R> {
  type Pending = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  const queue: Pending[] = [];
  let running = 0;
  let scheduled = false;

  function startFlushes(): void {
    scheduled = false;
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
      // Calls made in the same turn of the event loop (e.g. a Promise.all) share the first flush.
      if (!scheduled && running < parallel) {
        scheduled = true;
        queueMicrotask(startFlushes);
      }
    });
}
