// Integration tests: one fresh, migrated database, one queue prefix and one compiled build of the
// server, worker and scripts for the whole run.
import crypto from "node:crypto";
import type { TestProject } from "vitest/node";
import { buildNodeForTests } from "./node-build.js";
import { createTestDatabase, dropTestDatabase } from "./test-database.js";
import "./provided-context.js";

export default async function setup(project: TestProject) {
  const [databaseUrl, build] = await Promise.all([createTestDatabase("int"), buildNodeForTests()]);
  project.provide("databaseUrl", databaseUrl);
  project.provide("nodeDist", build.dir);
  project.provide("queuePrefix", `test-${crypto.randomBytes(4).toString("hex")}`);
  return async () => {
    await dropTestDatabase(databaseUrl);
    build.remove();
  };
}
