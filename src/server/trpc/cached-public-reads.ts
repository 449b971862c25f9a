// GET /trpc calls that only read the public job cache (jobs.list, jobs.byId, alone or batched) are
// answered here, before tRPC's fetch adapter: the cache holds each answer already serialized, and
// the adapter's per-request Request, Response, AbortController and web-stream work cost ~5× the CPU
// of the read itself (bench/http.ts). The bytes are tRPC's own success envelope, so clients cannot
// tell; anything this does not recognize or cannot answer with a success (bad input, a missing job,
// an outage, a streaming link) goes on to tRPC, which answers it as always.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { jobByIdInputSchema } from "../../shared/job.js";
import type { Deps } from "../deps.js";
import { sendCachedJson } from "../rest/cached-json.js";
import type { CachedAnswer } from "../services/jobs/public-jobs-cache.js";
import { TRPC_PREFIX } from "./prefix.js";
import { batchPaths } from "./request-guard.js";

type CachedRead = (deps: Deps, input: unknown) => Promise<CachedAnswer<unknown>> | undefined;

/** The procedures whose answers live in the public job cache; undefined: leave the call to tRPC. */
const CACHED_READS: Record<string, CachedRead> = {
  "jobs.list": (deps) => deps.publicJobs.list(),
  "jobs.byId": (deps, input) => {
    const parsed = jobByIdInputSchema.safeParse(input);
    return parsed.success ? deps.publicJobs.byId(parsed.data.id) : undefined;
  },
};

type Call = { path: string; read: CachedRead; input: unknown };

/** The `input` query value as JSON; a repeated or malformed one is left to tRPC. */
function parseJson(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: true, value: undefined };
  if (typeof text !== "string") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The calls a request makes, when every one is a cached read; tRPC's rules for batch and input. */
function cachedCalls(request: FastifyRequest): { calls: Call[]; batch: boolean } | undefined {
  if (request.method !== "GET" || request.headers["trpc-accept"] || request.headers.accept?.includes("application/jsonl")) return undefined;
  const paths = batchPaths(request.url);
  const query = request.query as Record<string, unknown>;
  const batch = query.batch === "1";
  if (!batch && paths.length !== 1) return undefined;
  const input = parseJson(query.input);
  if (!input.ok) return undefined;
  const inputs = input.value;
  if (batch && inputs !== undefined && (typeof inputs !== "object" || inputs === null || Array.isArray(inputs))) return undefined;
  const calls: Call[] = [];
  for (const [index, path] of paths.entries()) {
    const read = Object.hasOwn(CACHED_READS, path) ? CACHED_READS[path] : undefined;
    if (!read) return undefined;
    calls.push({ path, read, input: batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs });
  }
  return { calls, batch };
}

function envelope(answer: CachedAnswer<unknown>): string {
  return `{"result":{"data":${answer.json}}}`;
}

async function answerFromCache(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const found = cachedCalls(request);
  if (!found) return undefined;
  const started = performance.now();
  let answers: CachedAnswer<unknown>[];
  try {
    const reads = found.calls.map((call) => call.read(deps, call.input));
    if (reads.some((read) => read === undefined)) return undefined;
    answers = await Promise.all(reads as Promise<CachedAnswer<unknown>>[]);
  } catch {
    // A missing job or an outage: tRPC answers with its own error shape and status.
    return undefined;
  }
  const seconds = (performance.now() - started) / 1000;
  for (const call of found.calls) deps.metrics.trpcProcedureDuration.observe({ procedure: call.path, result: "ok" }, seconds);
  const [single] = answers;
  const body = found.batch ? `[${answers.map(envelope).join(",")}]` : envelope(single as CachedAnswer<unknown>);
  const etag =
    answers.length === 1 && single
      ? single.etag
      : `"${crypto
          .createHash("sha1")
          .update(answers.map((answer) => answer.etag).join())
          .digest("base64url")}"`;
  reply.header("vary", "trpc-accept, accept");
  return sendCachedJson(request, reply, { value: undefined, json: body, etag });
}

/**
 * Adds the cache's answer as a preHandler of the tRPC route, so the route's rate limit (an
 * onRequest hook) still counts these calls. Register before the tRPC plugin.
 */
export function answerCachedPublicReads(app: FastifyInstance, deps: Deps): void {
  // Returning the reply once it is sent ends the route there (Fastify's rule for async hooks).
  const handler: preHandlerAsyncHookHandler = async (request, reply) => answerFromCache(deps, request, reply);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(`${TRPC_PREFIX}/`) || !route.method.includes("GET")) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [handler, ...existing];
  });
}
