// Integration, timing, timezone and fuzz tests: one fresh database (a copy of the migrated template) and one queue
// prefix for the project's whole run.
import crypto from "node:crypto";
import type { TestProject } from "vitest/node";
import { createTestDatabase, dropTestDatabase } from "./test-database.js";
import "./provided-context.js";

export default async function setup(project: TestProject) {
  // The timezone project's database answers in IST, as initdb sets it up on a server clocked in India.
  const databaseUrl = await createTestDatabase(project.name, project.name === "timezone" ? { timeZone: "Asia/Kolkata" } : {});
  project.provide("databaseUrl", databaseUrl);
  project.provide("queuePrefix", `test-${crypto.randomBytes(4).toString("hex")}`);
  return async () => {
    await dropTestDatabase(databaseUrl);
  };
}
