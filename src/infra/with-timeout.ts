// Races a promise against a timer, the one timeout helper of the code base: probes, scrapes and
// the mail enqueue must answer even while a dependency hangs.
export async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what = "no answer"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
