// The served OpenAPI document against the routes themselves: the operations that require the Bearer
// scheme are exactly those that refuse a caller without a token, and the answers that are not JSON
// (304s, PDF downloads) are described. `npm run check:openapi` lints the same document with Redocly.
import type { OpenAPIV3_1 } from "openapi-types";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/test-app.js";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

type Operation = { method: (typeof METHODS)[number]; path: string; operation: OpenAPIV3_1.OperationObject };

function operationsOf(document: OpenAPIV3_1.Document): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

const requiresBearer = (operation: OpenAPIV3_1.OperationObject) =>
  (operation.security ?? []).some((requirement) => "bearerAuth" in requirement);

describe("the OpenAPI document", () => {
  const testApp = useTestApp();
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });

  it("declares the Bearer scheme, required by exactly the operations that answer 401 without a token", async () => {
    expect(document.components?.securitySchemes?.bearerAuth).toEqual(expect.objectContaining({ type: "http", scheme: "bearer" }));
    expect(document.security).toEqual([]);

    const operations = operationsOf(document);
    const refused = await Promise.all(
      operations.map(async ({ method, path }) => {
        // No token and no body: a guard answers before the body or the parameters are checked.
        const res = await testApp.app.inject({ method: method.toUpperCase() as "GET", url: path.replace(/\{[^}]+\}/g, "1") });
        return res.statusCode === 401;
      }),
    );
    const declared = operations.map(
      ({ method, path, operation }) => `${method} ${path}: ${requiresBearer(operation) ? "Bearer" : "public"}`,
    );
    const observed = operations.map(({ method, path }, i) => `${method} ${path}: ${refused[i] ? "Bearer" : "public"}`);
    expect(declared).toEqual(observed);
    expect(declared.filter((line) => line.endsWith("Bearer")).length).toBeGreaterThan(30);
  });

  it("describes the 304 of the cached job reads and the PDF downloads", () => {
    for (const path of ["/api/jobs", "/api/jobs/{id}"]) {
      const notModified = document.paths?.[path]?.get?.responses?.["304"] as OpenAPIV3_1.ResponseObject | undefined;
      expect(notModified?.description, path).toMatch(/If-None-Match/);
      expect(notModified?.content, path).toBeUndefined();
    }
    const downloads = operationsOf(document).filter(({ operation }) => operation.summary?.includes("PDF attachment"));
    expect(downloads.length).toBeGreaterThanOrEqual(4);
    for (const { path, operation } of downloads) {
      const ok = operation.responses?.["200"] as OpenAPIV3_1.ResponseObject | undefined;
      expect(Object.keys(ok?.content ?? {}), path).toEqual(["application/pdf"]);
    }
  });

  it("types every field that may be null (no 3.0 `nullable` without a type)", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });
});
