// The run's build of the app (tests/helpers/test-build.ts), made once for every project that lists
// this setup and handed to its files as clientDist, ssrDist and nodeDist.
import type { TestProject } from "vitest/node";
import { ensureTestBuild } from "./test-build.js";
import "./provided-context.js";

export default async function setup(project: TestProject) {
  const { clientDist, ssrDist, nodeDist } = await ensureTestBuild();
  project.provide("clientDist", clientDist);
  project.provide("ssrDist", ssrDist);
  project.provide("nodeDist", nodeDist);
}
