// A candidate's own data requests, newest first, with HR's reply once answered (tRPC
// me.requests.list, GET /api/me/requests).
import type { Db } from "../../../infra/db/client.js";
import { DATA_REQUEST_TEXTS } from "../../../shared/data-request-terms.js";
import type { MyDataRequests } from "../../../shared/data-requests.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "../me/candidate-only.js";
import { MY_DATA_REQUEST_SELECT, toMyDataRequest } from "./data-request-row.js";

/** The newest requests shown: bounded, so an account that filed at its daily limit for months still gets a light page. */
export const MY_DATA_REQUESTS_SHOWN = 100;

export async function listMyDataRequests(db: Db, user: AuthUser): Promise<MyDataRequests> {
  assertCandidate(user, DATA_REQUEST_TEXTS.candidatesOnly);
  const rows = await db.dataRequest.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MY_DATA_REQUESTS_SHOWN,
    select: MY_DATA_REQUEST_SELECT,
  });
  const now = new Date();
  return { data: rows.map((row) => toMyDataRequest(row, now)) };
}
