// Turns a tRPC case into an app.inject request as tRPC's HTTP link would send it: a query as GET
// with `?input=`, a mutation as POST with a JSON body, a batch as `?batch=1` keyed by call index.
import type { InjectOptions } from "fastify";
import { TRPC_PREFIX } from "../../../src/server/trpc/prefix.js";
import type { FuzzWorld } from "./fuzz-world.js";
import { encodeLoosely } from "./loose-encoding.js";
import type { TrpcCase } from "./trpc-cases.js";
import type { TrpcProcedure } from "./trpc-procedures.js";

function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? "null";
}

export function trpcRequest(world: FuzzWorld, procedure: TrpcProcedure, testCase: TrpcCase): InjectOptions {
  const headers = world.headersFor(testCase.caller);
  const base = { headers, remoteAddress: testCase.ip };
  const batch = testCase.transport === "batch";
  const path = batch ? `${procedure.path},${procedure.path}` : procedure.path;
  const input = batch ? { 0: testCase.input, 1: testCase.input } : testCase.input;
  const asQuery = (procedure.type === "query") === (testCase.transport !== "wrong-method");
  const batchQuery = batch ? "batch=1&" : "";
  if (asQuery) {
    return { ...base, method: "GET", url: `${TRPC_PREFIX}/${path}?${batchQuery}input=${encodeLoosely(jsonText(input))}` };
  }
  return {
    ...base,
    method: "POST",
    url: `${TRPC_PREFIX}/${path}${batch ? "?batch=1" : ""}`,
    headers: { ...headers, "content-type": "application/json" },
    payload: jsonText(input),
  };
}
