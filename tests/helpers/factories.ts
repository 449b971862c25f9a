// Test data factories with overrides. Each test file creates and owns its data.
import crypto from "node:crypto";
import type { Db } from "../../src/infra/db/client.js";
import { jobTypeToDb } from "../../src/server/services/jobs/job-mapper.js";
import { signToken } from "../../src/server/services/auth/tokens.js";
import { hashPassword } from "../../src/server/services/users/password.js";
import type { Department } from "../../src/shared/departments.js";
import type { JobType } from "../../src/shared/job.js";
import type { Role } from "../../src/shared/user.js";

export function uniqueSuffix(): string {
  return crypto.randomBytes(4).toString("hex");
}

export type JobOverrides = Partial<{
  jobTitle: string;
  department: Department;
  jobType: JobType;
  location: string;
  salaryRange: string;
  experienceLevel: number;
  applicationDeadline: Date | null;
  responsibilities: string[];
}>;

export async function createJob(db: Db, overrides: JobOverrides = {}) {
  return db.job.create({
    data: {
      jobTitle: overrides.jobTitle ?? `Test Engineer ${uniqueSuffix()}`,
      company: "RFT Training & Consulting",
      department: overrides.department ?? "Engineering",
      jobType: jobTypeToDb(overrides.jobType ?? "Full-time"),
      location: overrides.location ?? "Remote",
      salaryRange: overrides.salaryRange ?? "5 - 10 LPA",
      jobSummary: "A job created by a test.",
      experienceLevel: overrides.experienceLevel ?? 2,
      applicationDeadline: overrides.applicationDeadline === undefined ? new Date(Date.now() + 30 * 864e5) : overrides.applicationDeadline,
      responsibilities: overrides.responsibilities ?? ["Write code"],
      requiredQualifications: ["B.Tech"],
      preferredSkills: ["TypeScript"],
    },
  });
}

export const TEST_PASSWORD = "correct-horse-battery";

export async function createUser(db: Db, overrides: Partial<{ email: string; name: string; role: Role; password: string }> = {}) {
  return db.user.create({
    data: {
      email: overrides.email ?? `user-${uniqueSuffix()}@example.com`,
      name: overrides.name ?? "Test User",
      role: overrides.role ?? "user",
      verified: true,
      passwordHash: await hashPassword(overrides.password ?? TEST_PASSWORD),
    },
  });
}

/** A valid session token for a user row, signed with the test secret. */
export function tokenFor(user: { id: number; role: Role; tokenVersion: number }): Promise<string> {
  return signToken(process.env.JWT_SECRET ?? "", user);
}
