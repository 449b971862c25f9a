// The REST operations as the OpenAPI document describes them (@fastify/swagger's `app.swagger()`),
// so a new documented route is fuzzed without touching the tests.
import type { FastifyInstance } from "fastify";
import type { OpenAPIV3 } from "openapi-types";
import type { JsonSchema } from "./example-value.js";

export type RestParam = { name: string; in: "path" | "query"; schema: JsonSchema };

export type RestOperation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The OpenAPI path, e.g. `/api/jobs/{id}`. */
  path: string;
  params: RestParam[];
  body: JsonSchema | undefined;
  /** Declared as multipart (`consumes`), which the document keeps only in the description. */
  multipart: boolean;
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export function restOperations(app: FastifyInstance): RestOperation[] {
  const document = app.swagger() as OpenAPIV3.Document;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const params = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const body = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content["application/json"]?.schema;
      return [
        {
          method: method.toUpperCase() as RestOperation["method"],
          path,
          params: params
            .filter((param) => param.in === "path" || param.in === "query")
            .map((param) => ({ name: param.name, in: param.in as RestParam["in"], schema: (param.schema ?? {}) as JsonSchema })),
          body: body as JsonSchema | undefined,
          multipart: (operation.description ?? "").includes("multipart/form-data"),
        },
      ];
    }),
  );
}
