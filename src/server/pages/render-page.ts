// Renders the public pages on the server with the client's own routes and components (the SSR
// build of src/client/entry-server.tsx, loaded once), into the built index.html. A page is rendered
// and kept under the URL it stands for (its path and the search it reads, client/lib/page-href.ts),
// and served again while the public job cache answers with the same ETags it was rendered from, so
// a page view costs a render only after HR posts or deletes a job (or a cache refill). The router's
// hydration scripts in a page are allowed by their hashes, in a Content-Security-Policy of the
// page's own, computed once per rendered page as the page itself is.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { JobSource, PageParts, RenderDependency, RenderedPage, RenderRequest } from "../../shared/ssr-contract.js";
import type { Deps } from "../deps.js";
import { isAppError } from "../../infra/errors.js";
import { helmetHeaders, inlineScriptHashes, siteDirectives } from "../web/security-headers.js";
import { readPrivacyNotice } from "../services/privacy/read-privacy-notice.js";
import { createByteLru } from "./byte-lru.js";

type EntryServer = {
  renderPage: (request: RenderRequest) => Promise<RenderedPage>;
  pageUrl: (url: string) => string;
  isClientRoute: (url: string) => boolean;
};

/**
 * A finished answer: the whole document (or a redirect), its status and strong ETag, and for a
 * document with inline scripts of its own, the Content-Security-Policy that allows them.
 */
export type PageAnswer = { status: number; html: string; etag: string; location?: string; contentSecurityPolicy?: string };

type CacheEntry = { answer: PageAnswer; dependencies: RenderDependency[]; renderedAt: number };

/** Pages that read no jobs are still rendered again now and then (the footer's year, say). */
const MAX_PAGE_AGE_MS = 10 * 60_000;

/**
 * Memory the kept pages may take; the least recently used go first. A page's text (one or two bytes
 * a character) and its compressed variants (compressed-html.ts, a fifth of it at most) fit in twice
 * its length. 32 MiB holds every public page and a few hundred job pages in a 256 MB heap.
 */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

const etagOf = (body: string) => `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;

/**
 * The parts of index.html a page fills: its head tags and the root element. The head takes the
 * template title's place, ahead of the scripts, so the browser asks for the hero image (a preload
 * in the head) as early as for the stylesheet. The router writes the doctype itself.
 */
export function composeDocument(template: string, page: PageParts): string {
  return template
    .replace(/^<!doctype html>\s*/i, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/** The site's policy with the document's inline scripts (the theme's and the router's) allowed by their hashes. */
export function pageContentSecurityPolicy(document: string): string | undefined {
  return helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: siteDirectives(inlineScriptHashes(document)) } })[
    "content-security-policy"
  ];
}

export type PageRenderer = {
  /** Null when the SSR build is missing (the caller serves the SPA shell). */
  render: (url: string) => Promise<PageAnswer | null>;
  /** Whether the client has a page at this URL's path; null when the SSR build is missing. */
  isClientRoute: (url: string) => Promise<boolean | null>;
};

export function createPageRenderer(deps: Deps, log: FastifyBaseLogger): PageRenderer {
  const entryFile = path.resolve(deps.env.SSR_DIST, "entry-server.js");
  const templateFile = path.resolve(deps.env.CLIENT_DIST, "index.html");
  let loaded: Promise<{ entry: EntryServer; template: string } | null> | undefined;
  const cache = createByteLru<CacheEntry>(PAGE_CACHE_BYTES, (entry) => entry.answer.html.length * 2);

  function load() {
    loaded ??= (async () => {
      if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) {
        log.warn({ entryFile }, "no server build of the pages: public pages are served as the SPA shell");
        return null;
      }
      const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
      return { entry, template: fs.readFileSync(templateFile, "utf8") };
    })();
    return loaded;
  }

  const privacyNotice = readPrivacyNotice(deps.env);
  const jobs: JobSource = {
    list: () => deps.publicJobs.list(),
    byId: (id) =>
      deps.publicJobs.byId(id).catch((error: unknown) => {
        if (isAppError(error) && error.code === "NOT_FOUND") return null;
        throw error;
      }),
  };

  /** The ETag each dependency has now (null: the job is gone). */
  async function currentEtag(dependency: RenderDependency): Promise<string | null> {
    const answer = dependency.key === "list" ? await jobs.list() : await jobs.byId(dependency.key);
    return answer?.etag ?? null;
  }

  async function isFresh(entry: CacheEntry): Promise<boolean> {
    const etags = await Promise.all(entry.dependencies.map(currentEtag));
    return etags.every((etag, i) => etag === entry.dependencies[i]?.etag);
  }

  return {
    async isClientRoute(url) {
      const built = await load();
      return built ? built.entry.isClientRoute(url) : null;
    },
    async render(url) {
      const built = await load();
      if (!built) return null;
      const key = built.entry.pageUrl(url);
      const cached = cache.get(key);
      if (cached && Date.now() - cached.renderedAt < MAX_PAGE_AGE_MS && (await isFresh(cached))) return cached.answer;
      const page = await built.entry.renderPage({
        url: key,
        origin: deps.env.PUBLIC_ORIGIN,
        jobs,
        privacyNotice,
        composeDocument: (parts) => composeDocument(built.template, parts),
      });
      const answer: PageAnswer =
        page.kind === "redirect"
          ? { status: page.status, html: "", etag: "", location: page.location }
          : {
              status: page.status,
              html: page.document,
              etag: etagOf(page.document),
              contentSecurityPolicy: pageContentSecurityPolicy(page.document),
            };
      cache.set(key, { answer, dependencies: page.dependencies, renderedAt: Date.now() });
      deps.metrics.pageCacheBytes.set(cache.bytes());
      return answer;
    },
  };
}
