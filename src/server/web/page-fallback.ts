// The pages: server-rendered public pages and job pages (pages/page-routes.ts), robots.txt and
// sitemap.xml (pages/crawler-routes.ts), and for every other GET or HEAD no route took, the SPA's
// index.html (history fallback; the client renders signed-in and HR pages): 200 for a path of the
// client's route tree, 404 for any other (the client shows its own not-found page in it, and a
// crawler sees a real 404). API prefixes and other methods get a JSON 404.
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.js";
import { registerCrawlerRoutes } from "../pages/crawler-routes.js";
import { registerPageRoutes, sendHtml } from "../pages/page-routes.js";
import { createShellPage } from "../pages/shell-page.js";

const API_PREFIXES = ["/api/", "/trpc/", "/application/", "/admin/", "/health"];

export function registerPageFallback(app: FastifyInstance, deps: Deps): void {
  const shell = createShellPage(deps.env.CLIENT_DIST);
  const renderer = registerPageRoutes(app, deps, shell);
  registerCrawlerRoutes(app, deps);
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if ((request.method !== "GET" && request.method !== "HEAD") || isApi) {
      return reply.code(404).send({ error: "Not found" });
    }
    const page = shell.answer();
    if (!page) {
      return reply.code(503).type("text/plain").send("The web client is not built yet: run `npm run build`.");
    }
    // Without a server build there is no route tree to ask: every path is the client's.
    const known = (await renderer.isClientRoute(request.url)) ?? true;
    return sendHtml(request, reply, known ? page : { ...page, status: 404 });
  });
}
