// Security headers on every response, as helmet computes them: a Content-Security-Policy that runs
// no script but our own files and the inline scripts of the built index.html (by their sha256; a
// server-rendered page carries a policy of its own with its scripts' hashes, pages/render-page.ts), no
// framing, nosniff, a strict Referrer-Policy, and HSTS in production. Bull Board (/admin/queues) and
// Swagger UI (/api/docs) bring their own pages, which get policies of their own: each still runs
// only its own files. Helmet runs once per policy, not per response: as a per-response middleware
// (@fastify/helmet) it cost ~14 % of the CPU of a cached job read (bench/http.ts profile).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Env } from "../../infra/env.js";
import { QUEUE_DASHBOARD_PATH } from "../admin/queue-dashboard.js";

/** Swagger UI's prefix (app.ts registers @fastify/swagger-ui there). */
export const API_DOCS_PATH = "/api/docs";

type Directives = Record<string, string[]>;

const ONE_YEAR_S = 31_536_000;
/** A <script> without src whose type a browser runs: none, a JavaScript MIME type, or module. */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "application/ecmascript", "text/ecmascript"]);
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, "i").exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP sources ('sha256-…') of every inline script of `html` a browser would run. Data blocks
 * (`<script type="application/json">`, `application/ld+json`) are not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The site's pages, assets and API answers. */
export function siteDirectives(scriptHashes: string[]): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "script-src-attr": ["'none'"],
    // Radix's scroll lock and sonner's toasts add <style> elements at run time; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // A candidate's photo is any https link they gave, or an inline image.
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** Bull Board: its own scripts, inline styles and its Google Fonts stylesheet. */
export function queueDashboardDirectives(): Directives {
  return {
    ...siteDirectives([]),
    "style-src": ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"],
    "font-src": ["'self'", "https://fonts.gstatic.com"],
    "img-src": ["'self'", "data:"],
  };
}

/** Swagger UI: its own scripts (no inline ones), inline styles and inline SVG images. */
export function apiDocsDirectives(): Directives {
  return { ...siteDirectives([]), "img-src": ["'self'", "data:"] };
}

type Headers = Record<string, string>;

/** The headers helmet sets for `options`, collected from one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

function helmetOptions(directives: Directives, production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Browsers heed HSTS over https only; outside production the site runs on plain http.
    strictTransportSecurity: production ? { maxAge: ONE_YEAR_S, includeSubDomains: true } : false,
  };
}

/** How often a server without a client build looks for one (a build may finish after the start). */
const BUILD_CHECK_INTERVAL_MS = 1000;

/** The site's headers, with the built index.html's script hashes once that file exists. */
function siteHeaders(clientDist: string, production: boolean): () => Headers {
  const indexHtml = path.join(path.resolve(clientDist), "index.html");
  const withoutBuild = helmetHeaders(helmetOptions(siteDirectives([]), production));
  let built: Headers | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (built) return built;
    const now = Date.now();
    if (now - checkedAt < BUILD_CHECK_INTERVAL_MS) return withoutBuild;
    checkedAt = now;
    if (!fs.existsSync(indexHtml)) return withoutBuild;
    built = helmetHeaders(helmetOptions(siteDirectives(inlineScriptHashes(fs.readFileSync(indexHtml, "utf8"))), production));
    return built;
  };
}

export function registerSecurityHeaders(app: FastifyInstance, env: Pick<Env, "CLIENT_DIST" | "NODE_ENV">): void {
  const production = env.NODE_ENV === "production";
  const dashboard = helmetHeaders(helmetOptions(queueDashboardDirectives(), production));
  const docs = helmetHeaders(helmetOptions(apiDocsDirectives(), production));
  const site = siteHeaders(env.CLIENT_DIST, production);
  // A root hook: every answer carries them, 404s and refusals by earlier hooks included.
  app.addHook("onRequest", (request, reply, done) => {
    const { url } = request;
    reply.headers(url.startsWith(QUEUE_DASHBOARD_PATH) ? dashboard : url.startsWith(API_DOCS_PATH) ? docs : site());
    done();
  });
}
