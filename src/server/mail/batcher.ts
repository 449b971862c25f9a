// Group commit: calls made while a flush is running are collected and handled by one call of
// `flush`, so a busy process issues one statement for many mails and an idle one waits for none.
export type Batcher<T, R> = (item: T) => Promise<R>;

export function createBatcher<T, R>(flush: (items: T[]) => Promise<R[]>, maxBatch = 500): Batcher<T, R> {
  type Pending = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await flush(batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(results[i] as R));
      } catch (error) {
        batch.forEach((p) => p.reject(error));
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Calls made in the same turn of the event loop (e.g. a Promise.all) share the first flush.
      if (!running) {
        running = true;
        queueMicrotask(() => void drain());
      }
    });
}
