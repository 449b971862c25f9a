// Every application of the signed-in candidate, newest first, with its round changes and the
// mails sent about it (Tracking Application; tRPC me.applications, GET /api/me/applications).
import type { Db } from "../../../infra/db/client.js";
import type { MyApplication, MyApplicationsAnswer } from "../../../shared/me/applications.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "./candidate-only.js";
import { MY_APPLICATION_SELECT, toMyApplication } from "./my-application-mapper.js";

/** The candidate's applications (one of them when `id` is given), newest first. */
export async function readMyApplications(db: Db, userId: number, id?: number): Promise<MyApplication[]> {
  const rows = await db.application.findMany({
    where: { userId, source: "job_application", ...(id === undefined ? {} : { id }) },
    select: MY_APPLICATION_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const now = new Date();
  return rows.map((row) => toMyApplication(row, now));
}

export async function listMyApplications(db: Db, user: AuthUser): Promise<MyApplicationsAnswer> {
  assertCandidate(user);
  return { applications: await readMyApplications(db, user.id) };
}
