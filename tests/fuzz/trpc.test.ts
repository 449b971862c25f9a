// Fuzzes every tRPC procedure of appRouter in-process over HTTP: mutated valid inputs, random
// JSON, the wrong method, batches, malformed query strings and raw bodies. No answer may be a 5xx;
// a 4xx names the problem in `error.message`; nothing leaks a stack, a path or a host.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { TRPC_PREFIX } from "../../src/server/trpc/prefix.js";
import { checkAnswer, count, createTally, summary } from "./helpers/answer-checks.js";
import { RAW_BODIES } from "./helpers/bad-inputs.js";
import { createFuzzWorld } from "./helpers/fuzz-world.js";
import { FUZZ_SEED, fuzzOptions } from "./helpers/seed.js";
import { mutatedCase, randomCase, RAW_QUERIES, type TrpcCase } from "./helpers/trpc-cases.js";
import { trpcProcedures, type TrpcProcedure } from "./helpers/trpc-procedures.js";
import { trpcRequest } from "./helpers/trpc-request.js";

const MUTATED_RUNS = 40;
const RANDOM_RUNS = 15;

const world = await createFuzzWorld();
const procedures = trpcProcedures();
const tally = createTally();
const startedAt = Date.now();

async function send(procedure: TrpcProcedure, testCase: TrpcCase): Promise<void> {
  const answer = await world.app.inject(trpcRequest(world, procedure, testCase));
  count(tally, answer.statusCode);
  checkAnswer("trpc", answer);
}

describe("tRPC fuzz", () => {
  afterAll(async () => {
    console.log(summary("tRPC", tally, FUZZ_SEED, Date.now() - startedAt));
    await world.close();
  });

  it("finds the router's procedures", () => {
    expect(procedures.length).toBeGreaterThan(15);
  });

  procedures.forEach((procedure, index) => {
    it(procedure.path, async () => {
      await world.refresh();
      const ids = world.idsFor(procedure.path);
      const seed = FUZZ_SEED + 1_000 + index;
      const property = (cases: fc.Arbitrary<TrpcCase>) => fc.asyncProperty(cases, (testCase) => send(procedure, testCase));
      await fc.assert(property(mutatedCase(procedure, ids)), fuzzOptions(MUTATED_RUNS, seed));
      await fc.assert(property(randomCase()), fuzzOptions(RANDOM_RUNS, seed));
      const headers = world.headersFor("hr");
      const raws = [
        ...RAW_QUERIES.map((query) => ({ method: "GET" as const, url: `${TRPC_PREFIX}/${procedure.path}?${query}`, headers })),
        ...RAW_BODIES.map((raw) => ({
          method: "POST" as const,
          url: `${TRPC_PREFIX}/${procedure.path}`,
          headers: { ...headers, ...(raw.contentType ? { "content-type": raw.contentType } : {}) },
          payload: raw.body,
        })),
      ];
      for (const raw of raws) {
        const answer = await world.app.inject(raw);
        count(tally, answer.statusCode);
        expect(
          () => checkAnswer("trpc", answer),
          `${raw.method} ${raw.url} ${JSON.stringify(("payload" in raw ? raw.payload : "").slice(0, 80))}`,
        ).not.toThrow();
      }
    });
  });
});
