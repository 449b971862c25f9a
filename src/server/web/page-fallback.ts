// Answers every GET no route took: the SPA's index.html (history fallback) for pages, a JSON 404
// for API prefixes and other methods.
import type { FastifyInstance } from "fastify";
import { hasClientBuild } from "./static-assets.js";

const API_PREFIXES = ["/api/", "/trpc/", "/application/", "/admin/", "/health"];

export function registerPageFallback(app: FastifyInstance, clientDist: string): void {
  const hasBuild = hasClientBuild(clientDist);
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method !== "GET" || isApi) {
      return reply.code(404).send({ error: "Not found" });
    }
    if (!hasBuild) {
      return reply.code(503).type("text/plain").send("The web client is not built yet: run `npm run build`.");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
