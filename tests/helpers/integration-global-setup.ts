// Integration, timing and fuzz tests: one fresh database (a copy of the migrated template) and one queue
// prefix for the project's whole run.
import crypto from "node:crypto";
import type { TestProject } from "vitest/node";
import { createTestDatabase, dropTestDatabase } from "./test-database.js";
import "./provided-context.js";

export default async function setup(project: TestProject) {
  const databaseUrl = await createTestDatabase(project.name);
  project.provide("databaseUrl", databaseUrl);
  project.provide("queuePrefix", `test-${crypto.randomBytes(4).toString("hex")}`);
  return async () => {
    await dropTestDatabase(databaseUrl);
  };
}
