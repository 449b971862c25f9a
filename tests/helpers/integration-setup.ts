// Runs before each integration test file: points the configuration at the run's own database.
import { inject } from "vitest";
import "./provided-context.js";
import { TEST_JWT_SECRET } from "./test-secrets.js";

process.env.NODE_ENV = "test";
process.env.DATABASE_URL = inject("databaseUrl");
process.env.QUEUE_PREFIX = inject("queuePrefix");
process.env.JWT_SECRET = TEST_JWT_SECRET;
process.env.LOG_LEVEL = "silent";
