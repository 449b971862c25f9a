import { describe, expect, it, vi } from "vitest";
import { createBatcher } from "../../src/infra/batcher.js";

describe("createBatcher", () => {
  it("answers calls made together with one flush, in order", async () => {
    const flushes: number[][] = [];
    const double = createBatcher<number, number>(async (items) => {
      flushes.push(items);
      return items.map((n) => n * 2);
    });
    await expect(Promise.all([double(1), double(2), double(3)])).resolves.toEqual([2, 4, 6]);
    expect(flushes).toEqual([[1, 2, 3]]);
  });

  it("collects calls made during a flush into the next one and caps the batch size", async () => {
    const flushes: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const echo = createBatcher<number, number>(
      async (items) => {
        flushes.push(items);
        if (flushes.length === 1) await gate;
        return items;
      },
      { maxBatch: 2 },
    );
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [echo(2), echo(3), echo(4)];
    release();
    await Promise.all([first, ...later]);
    expect(flushes).toEqual([[1], [2, 3], [4]]);
  });

  it("rejects every call of a failed flush and keeps working", async () => {
    let fail = true;
    const flaky = createBatcher<number, number>(async (items) => {
      if (fail) throw new Error("database down");
      return items;
    });
    await expect(Promise.all([flaky(1), flaky(2)])).rejects.toThrow("database down");
    fail = false;
    await expect(flaky(3)).resolves.toBe(3);
  });

  it("starts up to `parallel` flushes at once and batches only the calls beyond them", async () => {
    const flushes: number[][] = [];
    const gates: (() => void)[] = [];
    const echo = createBatcher<number, number>(
      async (items) => {
        flushes.push(items);
        await new Promise<void>((resolve) => gates.push(resolve));
        return items;
      },
      { parallel: 2 },
    );
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = echo(2);
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = [echo(3), echo(4)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(flushes).toEqual([[1], [2]]);
    gates.shift()?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(flushes).toEqual([[1], [2], [3, 4]]);
    gates.splice(0).forEach((release) => release());
    await expect(Promise.all([second, ...waiting])).resolves.toEqual([2, 3, 4]);
  });

  it("with lingerMs, waits that long for calls from later turns, unless the batch fills first", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const flushes: number[][] = [];
      const echo = createBatcher<number, number>(
        async (items) => {
          flushes.push(items);
          return items;
        },
        { lingerMs: 5, maxBatch: 3 },
      );
      const first = echo(1);
      await new Promise((resolve) => setImmediate(resolve));
      const second = echo(2);
      await new Promise((resolve) => setImmediate(resolve));
      expect(flushes).toEqual([]);
      vi.advanceTimersByTime(5);
      await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
      expect(flushes).toEqual([[1, 2]]);

      await expect(Promise.all([echo(3), echo(4), echo(5)])).resolves.toEqual([3, 4, 5]);
      expect(flushes).toEqual([
        [1, 2],
        [3, 4, 5],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
