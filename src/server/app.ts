// Builds the Fastify app (no listen): tRPC at /trpc, the REST shims, OpenAPI docs and the SPA.
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { registerQueueDashboard } from "./admin/queue-dashboard.js";
import type { Deps } from "./deps.js";
import { isAppError } from "./errors.js";
import { restPlugin } from "./rest/plugin.js";
import { registerRateLimit } from "./rest/rate-limit.js";
import { registerSpa } from "./spa.js";
import { createRequestContext } from "./trpc/context.js";
import { appRouter, type AppRouter } from "./trpc/router.js";

const REDACTED_LOG_PATHS = ["req.headers.authorization", "req.headers.cookie"];

function firstIssueMessage(error: FastifyError): string {
  const issue = error.validation?.[0];
  return issue?.message ?? error.message;
}

export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.env.LOG_LEVEL, redact: REDACTED_LOG_PATHS },
    routerOptions: { maxParamLength: 5000 },
    // Only behind a reverse proxy may X-Forwarded-For name the client (rate limits key on the IP).
    trustProxy: deps.env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.status).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: firstIssueMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ error: "Something went wrong" });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Careers portal REST API",
        description: "The documented REST paths; the web client itself uses tRPC at /trpc.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createRequestContext(deps, req),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          app.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await registerRateLimit(app, deps);
  await app.register(restPlugin, { deps });
  await registerQueueDashboard(app, deps);
  await registerSpa(app, deps.env.CLIENT_DIST);
  return app;
}
