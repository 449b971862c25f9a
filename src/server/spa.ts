// Serves the built SPA: static assets, and index.html for any other GET a browser asks for
// (history fallback). API prefixes answer a JSON 404 instead.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/api/", "/trpc/", "/application/", "/admin/", "/health"];

export async function registerSpa(app: FastifyInstance, clientDist: string): Promise<void> {
  const root = path.resolve(clientDist);
  const hasBuild = fs.existsSync(path.join(root, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false });
  }

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
