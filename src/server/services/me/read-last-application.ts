// The signed-in candidate's most recent job application that still holds its personal data (not
// erased; withdrawn or decided ones count: the answers are still theirs), with its answers: what
// /profile shows and what "Start from my last application" fills the wizard with. Only the
// candidate's own answers are selected: never HR's notes or rating, nor the identity numbers.
import { ANSWER_SELECT } from "../../../infra/application-profile.js";
import type { Db } from "../../../infra/db/client.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

const LAST_APPLICATION_SELECT = {
  id: true,
  jobTitle: true,
  createdAt: true,
  job: { select: { jobTitle: true } },
  ...ANSWER_SELECT,
} as const satisfies Prisma.ApplicationSelect;

export type LastApplication = Prisma.ApplicationGetPayload<{ select: typeof LAST_APPLICATION_SELECT }>;

export function readLastApplication(db: Db, userId: number): Promise<LastApplication | null> {
  return db.application.findFirst({
    where: { userId, source: "job_application", erasedAt: null },
    select: LAST_APPLICATION_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}
