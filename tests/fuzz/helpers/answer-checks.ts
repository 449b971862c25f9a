// What every answer must satisfy: no 5xx, a 4xx that names the problem, and nothing leaked.
// Each case's status is tallied for the one-line summary a run prints.
export type Door = "rest" | "trpc";

export type Answer = { statusCode: number; body: string };

const LEAKS: readonly { name: string; pattern: RegExp }[] = [
  { name: "a stack trace", pattern: /\bat [\w.<>]+ \(|\n\s+at /u },
  { name: "a source path", pattern: /\/src\/|node_modules|\.ts:\d/u },
  { name: "the database host", pattern: /127\.0\.0\.1:5432|localhost:5432/u },
];

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function isNonEmptyString(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

function isRestError(body: unknown): boolean {
  return isNonEmptyString((body as { error?: unknown } | undefined)?.error);
}

/**
 * REST: `{ error: "<message>" }`; tRPC: `{ error: { message } }`, or one per call in a batch. A
 * /trpc request refused before tRPC runs (a URL, body or content-type the server turns away: 413,
 * 414, 415) gets the app's `{ error }`, as tests/integration/request-limits.test.ts pins down.
 */
function namesTheProblem(door: Door, body: unknown): boolean {
  if (door === "rest") return isRestError(body);
  const calls = Array.isArray(body) ? body : [body];
  return (
    isRestError(body) || calls.some((call) => isNonEmptyString((call as { error?: { message?: unknown } } | undefined)?.error?.message))
  );
}

/** Throws, with the status and the start of the body, when an answer breaks a rule. */
export function checkAnswer(door: Door, answer: Answer): void {
  const shown = `${answer.statusCode} ${answer.body.slice(0, 300)}`;
  if (answer.statusCode >= 500) throw new Error(`a server error: ${shown}`);
  if (answer.statusCode >= 400 && !namesTheProblem(door, parseJson(answer.body))) {
    throw new Error(`a ${answer.statusCode} that does not name the problem: ${shown}`);
  }
  for (const leak of LEAKS) {
    if (leak.pattern.test(answer.body)) throw new Error(`an answer with ${leak.name}: ${shown}`);
  }
}

export type Tally = { cases: number; statuses: Map<number, number> };

export function createTally(): Tally {
  return { cases: 0, statuses: new Map() };
}

export function count(tally: Tally, statusCode: number): void {
  tally.cases += 1;
  tally.statuses.set(statusCode, (tally.statuses.get(statusCode) ?? 0) + 1);
}

export function summary(label: string, tally: Tally, seed: number, millis: number): string {
  const statuses = [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
  return `fuzz ${label}: ${tally.cases} cases in ${(millis / 1000).toFixed(1)} s, seed ${seed}, statuses ${statuses}`;
}
