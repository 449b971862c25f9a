// The documented REST paths of the spec: thin shims over the same services tRPC calls.
import type { FastifyPluginAsync } from "fastify";
import type { Deps } from "../deps.js";
import { registerHealthRoutes } from "./health.js";
import { registerJobRoutes } from "./jobs.js";

export type RestOptions = { deps: Deps };

export const restPlugin: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  registerHealthRoutes(app, deps);
  registerJobRoutes(app, deps);
};
