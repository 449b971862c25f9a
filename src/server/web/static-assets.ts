// Serves the built client's files (dist/client): hashed assets, media, favicon.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** True when the client has been built, i.e. dist/client/index.html exists. */
export function hasClientBuild(clientDist: string): boolean {
  return fs.existsSync(path.join(path.resolve(clientDist), "index.html"));
}

export async function registerStaticAssets(app: FastifyInstance, clientDist: string): Promise<void> {
  if (!hasClientBuild(clientDist)) return;
  await app.register(fastifyStatic, { root: path.resolve(clientDist), wildcard: false, index: false });
}
