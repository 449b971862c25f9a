// Builds the Fastify app (no listen): tRPC at /trpc, the REST shims, OpenAPI docs, /metrics,
// /ready and the SPA; every request gets an id (x-request-id), is timed and is held to the bounds
// of request-limits.ts.
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { MAX_BATCH_CALLS } from "../shared/request-limits.js";
import { registerQueueDashboard } from "./admin/queue-dashboard.js";
import type { Deps } from "./deps.js";
import { closeConnectionsWhileDraining, createDrain, type Drain } from "./draining.js";
import { sendAppErrorAnswer, sendErrorAnswer } from "./error-answer.js";
import { isAppError } from "../infra/errors.js";
import { boundJsonDepth } from "./json-body.js";
import { observeHttpRequests } from "./observability/http-metrics.js";
import { registerMetricsRoute } from "./observability/metrics-route.js";
import { registerRequestContext } from "./observability/request-context.js";
import { RequestLogController } from "./observability/request-log.js";
import { REQUEST_ID_HEADER, requestIdFor } from "./observability/request-id.js";
import { isOutage, SERVICE_UNAVAILABLE } from "./outage.js";
import { validationErrorBody } from "./rest/errors.js";
import { OPENAPI_OPTIONS } from "./rest/openapi.js";
import { registerReadinessRoute } from "./rest/health.js";
import { restPlugin } from "./rest/plugin.js";
import { registerRateLimit } from "./rest/rate-limit.js";
import { BODY_TOO_LARGE, REQUEST_CUT_OFF, refuseLongUrls, requestLimitOptions } from "./request-limits.js";
import { answerCachedPublicReads } from "./trpc/cached-public-reads.js";
import { createRequestContext } from "./trpc/context.js";
import { TRPC_PREFIX } from "./trpc/prefix.js";
import { guardTrpcRequests } from "./trpc/request-guard.js";
import { appRouter, type AppRouter } from "./trpc/router.js";
import { registerPageFallback } from "./web/page-fallback.js";
import { registerNoStoreForPersonalAnswers } from "./web/no-store.js";
import { registerSecurityHeaders } from "./web/security-headers.js";
import { registerStaticAssets } from "./web/static-assets.js";

const REDACTED_LOG_PATHS = ["req.headers.authorization", "req.headers.cookie"];

/** `drain` is the switch the process flips on SIGTERM (see server-process.ts). */
export async function buildApp(deps: Deps, drain: Drain = createDrain()): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.env.LOG_LEVEL, redact: REDACTED_LOG_PATHS },
    // One line per request at info, "request completed"; "incoming request" at debug.
    logController: new RequestLogController(),
    ...requestLimitOptions(deps.env),
    // Only behind a reverse proxy may X-Forwarded-For name the client (rate limits key on the IP).
    trustProxy: deps.env.TRUST_PROXY,
    // genReqId checks the caller's x-request-id itself; Fastify would take any value as it is.
    requestIdHeader: false,
    genReqId: (request) => requestIdFor(request.headers[REQUEST_ID_HEADER]),
    // On close, keep-alive connections between requests end at once instead of holding it up.
    forceCloseConnections: "idle",
    // A request that reaches a closing server on a connection it had accepted is served, not
    // refused with a 503 no client retries; draining (Connection: close) ends those connections.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks first, so they cover every route registered below.
  registerSecurityHeaders(app, deps.env);
  registerNoStoreForPersonalAnswers(app);
  registerRequestContext(app);
  closeConnectionsWhileDraining(app, drain);
  observeHttpRequests(app, deps.metrics.httpRequestDuration);
  refuseLongUrls(app);
  guardTrpcRequests(app);
  boundJsonDepth(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return sendAppErrorAnswer(request, reply, error);
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return sendErrorAnswer(request, reply, 413, BODY_TOO_LARGE);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationErrorBody(error.validation, error.message));
    }
    if (error.code === "ECONNRESET" && request.raw.destroyed) {
      // The connection closed mid-request: REQUEST_TIMEOUT_MS passed (the client got a 408) or the
      // client hung up. Not a server failure; the services have already undone their writes.
      request.log.info({ err: error }, "request cut off before it arrived");
      return sendErrorAnswer(request, reply, 408, REQUEST_CUT_OFF);
    }
    if (isOutage(error)) {
      request.log.error({ err: error }, "a backing service did not answer");
      return sendErrorAnswer(request, reply, 503, SERVICE_UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendErrorAnswer(request, reply, status, error.message);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendErrorAnswer(request, reply, 500, "Something went wrong");
  });

  await app.register(fastifySwagger, { ...OPENAPI_OPTIONS, transform: jsonSchemaTransform });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await registerRateLimit(app, deps);
  answerCachedPublicReads(app, deps);
  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      // tRPC's own cap behind guardTrpcRequests, which answers first and more clearly.
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: ({ req }) => createRequestContext(deps, req),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
          // The request's logger, so the line carries its reqId.
          req.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await app.register(restPlugin, { deps });
  registerReadinessRoute(app, deps, drain);
  await registerQueueDashboard(app, deps);
  await registerMetricsRoute(app, deps);
  await registerStaticAssets(app, deps.env.CLIENT_DIST);
  registerPageFallback(app, deps);
  return app;
}
