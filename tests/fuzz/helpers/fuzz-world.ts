// The app under fuzzing and the rows it needs: a candidate and an HR session, and a job, a job
// application and an enquiry, so ids point at rows that exist. `refresh` restores all of them
// between routes, as a route's valid cases may log out, delete or move them.
import type { User } from "../../../src/infra/db/generated/client.js";
import { createApplication, createEnquiry } from "../../helpers/application-factory.js";
import { createJob, createUser, tokenFor } from "../../helpers/factories.js";
import { createTestApp, type TestApp } from "../../helpers/test-app.js";
import type { KnownIds } from "./example-value.js";

export type Caller = "hr" | "candidate" | "anonymous" | "forged";

export const CALLERS: readonly Caller[] = ["hr", "candidate", "anonymous", "forged"];

export type Rows = { jobId: number; applicationId: number; enquiryId: number; candidateId: number };

export type FuzzWorld = TestApp & {
  headersFor: (caller: Caller) => Record<string, string>;
  rows: () => Rows;
  /** Ids for a route: a path naming jobs or candidates gets theirs, anything else the application's. */
  idsFor: (route: string) => KnownIds;
  refresh: () => Promise<void>;
};

export async function createFuzzWorld(): Promise<FuzzWorld> {
  const testApp = await createTestApp();
  const db = testApp.deps.db;
  const [hr, candidate] = await Promise.all([createUser(db, { role: "hr" }), createUser(db, { role: "user" })]);
  const tokens = { hr: "", candidate: "" };
  let rows: Rows = { jobId: 0, applicationId: 0, enquiryId: 0, candidateId: candidate.id };

  // Re-read, as a fuzzed logout bumps tokenVersion and revokes the old token.
  const signIn = async (user: User) => tokenFor(await db.user.findUniqueOrThrow({ where: { id: user.id } }));

  const refresh = async () => {
    const [hrToken, candidateToken, job, application, enquiry] = await Promise.all([
      signIn(hr),
      signIn(candidate),
      createJob(db),
      createApplication(db),
      createEnquiry(db),
    ]);
    tokens.hr = hrToken;
    tokens.candidate = candidateToken;
    rows = { jobId: job.id, applicationId: application.id, enquiryId: enquiry.id, candidateId: candidate.id };
  };
  await refresh();

  return {
    ...testApp,
    refresh,
    rows: () => rows,
    headersFor: (caller): Record<string, string> => {
      if (caller === "anonymous") return {};
      if (caller === "forged") return { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9." };
      return { authorization: `Bearer ${tokens[caller]}` };
    },
    idsFor: (route) => ({
      id: /job/i.test(route) ? rows.jobId : /candidate/i.test(route) ? rows.enquiryId : rows.applicationId,
      applicantId: rows.applicationId,
      department: "Engineering",
    }),
  };
}
