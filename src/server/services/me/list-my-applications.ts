// Every application of the signed-in candidate, newest first, with its round changes and the
// mails sent about it and, while it is open, the reply-by estimate of its department and round
// (Tracking Application; tRPC me.applications, GET /api/me/applications).
import type { Db } from "../../../infra/db/client.js";
import type { MyApplication, MyApplicationsAnswer } from "../../../shared/me/applications.js";
import { estimateDecisionWait } from "../analytics/estimate-decision-wait.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "./candidate-only.js";
import { isOpenApplication, MY_APPLICATION_SELECT, toMyApplication } from "./my-application-mapper.js";

/** The candidate's applications (one of them when `id` is given), newest first. */
export async function readMyApplications(db: Db, userId: number, id?: number): Promise<MyApplication[]> {
  const rows = await db.application.findMany({
    where: { userId, source: "job_application", ...(id === undefined ? {} : { id }) },
    select: MY_APPLICATION_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const now = new Date();
  // One estimate per department and round among the open ones (cached for a few minutes).
  return Promise.all(
    rows.map(async (row) => {
      const estimate = row.department && isOpenApplication(row) ? await estimateDecisionWait(db, row.department, row.round, now) : null;
      return toMyApplication(row, now, estimate);
    }),
  );
}

export async function listMyApplications(db: Db, user: AuthUser): Promise<MyApplicationsAnswer> {
  assertCandidate(user);
  return { applications: await readMyApplications(db, user.id) };
}
