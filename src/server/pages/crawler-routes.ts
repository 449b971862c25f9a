// GET (and HEAD) /robots.txt and /sitemap.xml. The sitemap lists the public pages and every open
// job's page, each with its lastmod; an expired job leaves it. URLs are on PUBLIC_ORIGIN, never the
// request's Host header.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { jobPath } from "../../shared/job-url.js";
import { CRAWLER_DISALLOWED_PATHS, PUBLIC_PAGE_PATHS } from "../../shared/public-pages.js";
import type { Deps } from "../deps.js";
import { holdsVersion } from "../rest/cached-json.js";

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...CRAWLER_DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type SitemapEntry = { loc: string; lastmod: string };

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n    <lastmod>${e.lastmod}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function registerCrawlerRoutes(app: FastifyInstance, deps: Deps): void {
  const origin = deps.env.PUBLIC_ORIGIN;
  const robots = robotsTxt(origin);
  const indexFile = path.resolve(deps.env.CLIENT_DIST, "index.html");

  /** The static pages change with a build of the client: its index.html's time. */
  function builtAt(): string {
    try {
      return fs.statSync(indexFile).mtime.toISOString();
    } catch {
      return new Date(0).toISOString();
    }
  }

  app.get("/robots.txt", (_request, reply) => reply.header("cache-control", "no-cache").type("text/plain; charset=utf-8").send(robots));

  app.get("/sitemap.xml", async (request, reply) => {
    const jobs = (await deps.publicJobs.list()).value.filter((job) => !job.expired);
    const built = builtAt();
    const newestJob = jobs.reduce((newest, job) => (job.created_at > newest ? job.created_at : newest), "");
    const pages = PUBLIC_PAGE_PATHS.map((page) => ({
      loc: `${origin}${page}`,
      // The board changes when a job is posted, whichever is later.
      lastmod: page === "/job-board" && newestJob > built ? newestJob : built,
    }));
    const body = sitemapXml([...pages, ...jobs.map((job) => ({ loc: `${origin}${jobPath(job)}`, lastmod: job.created_at }))]);
    const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
    reply.header("cache-control", "no-cache").header("etag", etag);
    if (holdsVersion(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.type("application/xml; charset=utf-8").send(body);
  });
}
