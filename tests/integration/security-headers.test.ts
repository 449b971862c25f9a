// The security headers on every kind of response: pages, static files, REST, tRPC, errors, the
// queue dashboard and Swagger UI. The page policy allows the built index.html's inline script by
// its hash and nothing else inline; HSTS only in production.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_BATCH_CALLS, MAX_URL_LENGTH } from "../../src/shared/request-limits.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { TEST_PRODUCTION_SECRETS } from "../helpers/test-secrets.js";

const OPERATOR_PASSWORD = "operator-password-for-tests";
const OPERATOR = `Basic ${Buffer.from(`operator:${OPERATOR_PASSWORD}`).toString("base64")}`;
const THEME_SCRIPT = `\n      document.documentElement.dataset.theme = "dark";\n    `;
const INDEX_HTML = `<!doctype html><html><head>
    <script>${THEME_SCRIPT}</script>
    <script type="application/json" id="data">{"jobs":[]}</script>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head><body><div id="root"></div></body></html>`;

/** The CSP header as directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(headers: Record<string, string | string[] | number | undefined>, label: string) {
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["x-powered-by"], label).toBeUndefined();
  const csp = directives(headers["content-security-policy"]);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("script-src")?.join(" "), label).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:/);
  return csp;
}

describe("security headers", () => {
  let dist: string;
  let testApp: TestApp;
  const themeHash = `'sha256-${crypto.createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
    fs.writeFileSync(path.join(dist, "assets", "app.js"), "console.log(1)");
    testApp = await createTestApp({ CLIENT_DIST: dist, OPERATOR_PASSWORD, QUEUE_PREFIX: `headers-${uniqueSuffix()}` });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: "GET", url, headers });

  it("lets a page run its own files and the index.html inline script, by hash, and no other inline script", async () => {
    const page = await get("/job-board");
    expect(page.statusCode).toBe(200);
    const csp = expectCommonHeaders(page.headers, "page");
    expect(csp.get("script-src")).toEqual(["'self'", themeHash]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(page.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends the same site policy on static files, REST, tRPC and error answers", async () => {
    const page = await get("/");
    const answers = {
      "static file": await get("/assets/app.js"),
      "REST read": await get("/api/jobs"),
      "tRPC query": await get("/trpc/jobs.list"),
      "tRPC batch refused by the guard": await get(
        `/trpc/${Array(MAX_BATCH_CALLS + 1)
          .fill("jobs.list")
          .join(",")}?batch=1`,
      ),
      "REST 404": await get("/api/nothing-here"),
      "URL too long": await get(`/api/jobs?search=${"a".repeat(MAX_URL_LENGTH)}`),
      "REST POST with a bad body": await testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "x" } }),
    };
    expect(answers["static file"].statusCode).toBe(200);
    expect(answers["REST read"].statusCode).toBe(200);
    expect(answers["tRPC query"].statusCode).toBe(200);
    for (const [label, res] of Object.entries(answers)) {
      expectCommonHeaders(res.headers, label);
      expect(res.headers["content-security-policy"], label).toBe(page.headers["content-security-policy"]);
    }
  });

  it("gives the queue dashboard a policy of its own that allows its Google Fonts, and still no inline script", async () => {
    for (const [url, authorization, status] of [
      ["/admin/queues", OPERATOR, 200],
      ["/admin/queues", undefined, 401],
      ["/admin/queues/api/queues", OPERATOR, 200],
    ] as const) {
      const res = await get(url, authorization ? { authorization } : {});
      expect(res.statusCode, url).toBe(status);
      const csp = expectCommonHeaders(res.headers, url);
      expect(csp.get("script-src"), url).toEqual(["'self'"]);
      expect(csp.get("style-src"), url).toContain("https://fonts.googleapis.com");
      expect(csp.get("font-src"), url).toContain("https://fonts.gstatic.com");
    }
  });

  it("gives Swagger UI a policy of its own, with no inline script", async () => {
    const ui = await get("/api/docs/");
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toMatch(/text\/html/);
    const script = /src="\.\/static\/(swagger-initializer\.js)"/.exec(ui.body)?.[1];
    for (const res of [ui, await get(`/api/docs/static/${script}`), await get("/api/docs/json")]) {
      expect(res.statusCode).toBe(200);
      const csp = expectCommonHeaders(res.headers, res.raw.req.url ?? "");
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    }
  });

  it("picks up the inline script hashes of a build that appears after the start", async () => {
    const later = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-later-"));
    const app = await createTestApp({ CLIENT_DIST: later });
    try {
      const before = await app.app.inject({ method: "GET", url: "/api/jobs" });
      expect(directives(before.headers["content-security-policy"]).get("script-src")).toEqual(["'self'"]);
      fs.writeFileSync(path.join(later, "index.html"), INDEX_HTML);
      // A server without a build looks for one at most once a second.
      await vi.waitFor(
        async () => {
          const after = await app.app.inject({ method: "GET", url: "/api/jobs" });
          expect(directives(after.headers["content-security-policy"]).get("script-src")).toEqual(["'self'", themeHash]);
        },
        { timeout: 5000, interval: 200 },
      );
    } finally {
      await app.close();
      fs.rmSync(later, { recursive: true, force: true });
    }
  });

  it("adds HSTS in production only", async () => {
    const production = await createTestApp({ NODE_ENV: "production", CLIENT_DIST: dist, ...TEST_PRODUCTION_SECRETS });
    try {
      for (const url of ["/", "/api/jobs", "/assets/app.js"]) {
        const res = await production.app.inject({ method: "GET", url });
        expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      }
    } finally {
      await production.close();
    }
  });
});
