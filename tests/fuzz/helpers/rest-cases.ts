// Generated cases for one REST operation: its valid example mutated field by field (params and JSON
// body), any JSON at all, and, on the multipart routes, forms whose `data` part is mutated.
import fc from "fast-check";
import { PNG_BYTES, tinyPdf, validApplicationData } from "../../helpers/application-fixtures.js";
import { badValue, mutatedRecord } from "./bad-inputs.js";
import { exampleValue, type KnownIds } from "./example-value.js";
import { CALLERS, type Caller, type Rows } from "./fuzz-world.js";
import type { RestOperation } from "./rest-routes.js";

export type RestCase = {
  caller: Caller;
  ip: string;
  params: Record<string, unknown>;
  /** A JSON body, or a form for the multipart routes. */
  body?: { json: unknown } | { form: { data: unknown; resume: Buffer | undefined } };
};

export const caller = fc.constantFrom<Caller>(...CALLERS, "hr", "candidate");

/** Mostly a new client address, so per-IP rate limits let cases through to the services; now and then the same one, so they answer too. */
export const clientAddress = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`) },
  { weight: 1, arbitrary: fc.constant("127.0.0.1") },
);

export function exampleParams(operation: RestOperation, ids: KnownIds): Record<string, unknown> {
  return Object.fromEntries(operation.params.map((param) => [param.name, exampleValue(param.schema, ids, param.name)]));
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The upload's `data` part has no schema in the document (it is multipart): the wizard's values. */
function uploadExample(rows: Rows): Record<string, unknown> {
  return { ...validApplicationData(), jobTitle: "Software Engineer", user_id: rows.candidateId, jobpost_id: rows.jobId };
}

function jsonBody(operation: RestOperation, ids: KnownIds): fc.Arbitrary<RestCase["body"]> {
  if (!operation.body) return fc.constant(undefined);
  const example = asRecord(exampleValue(operation.body, ids));
  return (example ? mutatedRecord(example) : badValue).map((json) => ({ json }));
}

const resume = fc.constantFrom<Buffer | undefined>(tinyPdf(), PNG_BYTES, undefined);

export function mutatedCase(operation: RestOperation, ids: KnownIds, rows: Rows): fc.Arbitrary<RestCase> {
  const body: fc.Arbitrary<RestCase["body"]> = operation.multipart
    ? fc.record({ data: mutatedRecord(uploadExample(rows)), resume }).map((form) => ({ form }))
    : jsonBody(operation, ids);
  return fc.record({ caller, ip: clientAddress, params: mutatedRecord(exampleParams(operation, ids)), body });
}

export function randomCase(operation: RestOperation): fc.Arbitrary<RestCase> {
  const params = fc.record(Object.fromEntries(operation.params.map((param) => [param.name, fc.oneof(badValue, fc.string())])));
  const body = operation.multipart
    ? fc.record({ data: fc.jsonValue(), resume }).map((form) => ({ form }))
    : fc.jsonValue().map((json) => ({ json }));
  return fc.record({ caller, ip: clientAddress, params, body });
}
