// A least-recently-used map bounded by the bytes of what it holds rather than by a count: a cap on
// entries alone lets a few hundred large values (pages of a long job board) fill the heap.
export type ByteLru<V> = {
  get: (key: string) => V | undefined;
  /** A value bigger than the whole budget is not kept. */
  set: (key: string, value: V) => void;
  bytes: () => number;
};

export function createByteLru<V>(maxBytes: number, sizeOf: (value: V) => number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Most recently used last, so the oldest is first to go.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const bytes = sizeOf(value) + key.length * 2;
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    bytes: () => total,
  };
}
