// Fuzzes every REST operation of the OpenAPI document in-process: mutated valid examples, random
// JSON, raw bodies (malformed JSON, wrong content-types, multipart without a boundary). No answer
// may be a 5xx; a 4xx names the problem as `{ error }`; nothing leaks a stack, a path or a host.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { checkAnswer, count, createTally, summary } from "./helpers/answer-checks.js";
import { RAW_BODIES } from "./helpers/bad-inputs.js";
import { createFuzzWorld } from "./helpers/fuzz-world.js";
import { exampleParams, mutatedCase, randomCase, type RestCase } from "./helpers/rest-cases.js";
import { restRequest, restUrl } from "./helpers/rest-request.js";
import { restOperations, type RestOperation } from "./helpers/rest-routes.js";
import { FUZZ_SEED, fuzzOptions } from "./helpers/seed.js";

const MUTATED_RUNS = 40;
const RANDOM_RUNS = 15;
const MULTIPART_RUNS = 20;

const world = await createFuzzWorld();
const operations = restOperations(world.app);
const tally = createTally();
const startedAt = Date.now();

async function send(operation: RestOperation, testCase: RestCase): Promise<void> {
  const answer = await world.app.inject(await restRequest(world, operation, testCase));
  count(tally, answer.statusCode);
  checkAnswer("rest", answer);
}

describe("REST fuzz", () => {
  afterAll(async () => {
    console.log(summary("REST", tally, FUZZ_SEED, Date.now() - startedAt));
    await world.close();
  });

  it("finds the documented operations", () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  operations.forEach((operation, index) => {
    it(`${operation.method} ${operation.path}`, async () => {
      await world.refresh();
      const ids = world.idsFor(operation.path);
      const seed = FUZZ_SEED + index;
      const property = (cases: fc.Arbitrary<RestCase>) => fc.asyncProperty(cases, (testCase) => send(operation, testCase));
      const mutatedRuns = operation.multipart ? MULTIPART_RUNS : MUTATED_RUNS;
      await fc.assert(property(mutatedCase(operation, ids, world.rows())), fuzzOptions(mutatedRuns, seed));
      await fc.assert(property(randomCase(operation)), fuzzOptions(RANDOM_RUNS, seed));
      const url = restUrl(operation, exampleParams(operation, ids));
      for (const raw of RAW_BODIES) {
        const headers = { ...world.headersFor("hr"), ...(raw.contentType ? { "content-type": raw.contentType } : {}) };
        const answer = await world.app.inject({ method: operation.method, url, headers, payload: raw.body });
        count(tally, answer.statusCode);
        expect(() => checkAnswer("rest", answer), `${raw.contentType} ${JSON.stringify(raw.body.slice(0, 80))}`).not.toThrow();
      }
    });
  });
});
