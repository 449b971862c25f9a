// The frame of the OpenAPI document @fastify/swagger builds from the routes' schemas (served at
// /api/docs/json): OpenAPI 3.1, whose JSON Schema has a null type (3.0's `nullable` cannot sit on
// a union, and zod's nullable unions are unions), this server, and the Bearer scheme the guarded
// routes declare, so Swagger UI can authorize. Operations are public unless they say otherwise.
import type { SwaggerOptions } from "@fastify/swagger";

const BEARER_SCHEME = "bearerAuth";

/** The `security` of a route that needs a session token (a guarded scope sets it on its routes). */
export const BEARER_SECURITY = [{ [BEARER_SCHEME]: [] }];

export const OPENAPI_OPTIONS = {
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "Careers portal REST API",
      description: "The documented REST paths; the web client itself uses tRPC at /trpc.",
      version: "1.0.0",
    },
    servers: [{ url: "/", description: "This server" }],
    components: {
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The token that POST /api/auth/login answers.",
        },
      },
    },
    security: [],
  },
  hideUntagged: true,
} satisfies SwaggerOptions;
