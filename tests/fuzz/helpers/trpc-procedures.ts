// The tRPC procedures from the router itself (`appRouter._def.procedures`), with their input
// schemas as JSON Schema, so a new procedure is fuzzed without touching the tests.
import { z } from "zod";
import { appRouter } from "../../../src/server/trpc/router.js";
import type { JsonSchema } from "./example-value.js";

export type TrpcProcedure = { path: string; type: "query" | "mutation"; input: JsonSchema | undefined };

type ProcedureDef = { type: "query" | "mutation" | "subscription"; inputs: unknown[] };

export function trpcProcedures(): TrpcProcedure[] {
  return Object.entries(appRouter._def.procedures).flatMap(([path, procedure]) => {
    const def = (procedure as unknown as { _def: ProcedureDef })._def;
    if (def.type === "subscription") return [];
    const inputs = def.inputs.map((input) => z.toJSONSchema(input as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema);
    const input = inputs.length === 0 ? undefined : inputs.length === 1 ? inputs[0] : { allOf: inputs };
    return [{ path, type: def.type, input }];
  });
}
