// Generated cases for one tRPC procedure: its input's valid example mutated field by field, any
// JSON at all, sent through the procedure's own method, the wrong one, or a two-call batch.
import fc from "fast-check";
import { badValue, mutatedRecord } from "./bad-inputs.js";
import { exampleValue, type KnownIds } from "./example-value.js";
import type { Caller } from "./fuzz-world.js";
import { caller, clientAddress } from "./rest-cases.js";
import type { TrpcProcedure } from "./trpc-procedures.js";

export type Transport = "own-method" | "wrong-method" | "batch";

export type TrpcCase = { caller: Caller; ip: string; transport: Transport; input: unknown };

const transport = fc.constantFrom<Transport>("own-method", "own-method", "own-method", "wrong-method", "batch");

function inputOf(procedure: TrpcProcedure, ids: KnownIds): fc.Arbitrary<unknown> {
  const example = procedure.input ? exampleValue(procedure.input, ids) : undefined;
  if (example !== null && typeof example === "object" && !Array.isArray(example)) return mutatedRecord(example as Record<string, unknown>);
  return fc.oneof(fc.constant(example), badValue);
}

export function mutatedCase(procedure: TrpcProcedure, ids: KnownIds): fc.Arbitrary<TrpcCase> {
  return fc.record({ caller, ip: clientAddress, transport, input: inputOf(procedure, ids) });
}

export function randomCase(): fc.Arbitrary<TrpcCase> {
  return fc.record({ caller, ip: clientAddress, transport, input: fc.jsonValue() });
}

/** Query strings and bodies no tRPC client would send. */
export const RAW_QUERIES: readonly string[] = [
  "input=%7B",
  "input=",
  "input=%ED%A0%80",
  "input=%00",
  "input=nul%00",
  "batch=1&input=%5B%5D",
  "batch=1&input=%7B%220%22%3A",
  "batch=abc",
  "",
];
