// The page-health sweep (tests/helpers/page-health.ts) over the ways in: the account and HR sign-in
// pages, the forms and the not-found page signed out, and a candidate's own pages signed in.
import { beforeAll, describe } from "vitest";
import { STORAGE_KEYS } from "../../src/client/lib/storage-keys.js";
import { ACCOUNT_ENTRY_PATHS } from "../../src/shared/public-pages.js";
import { createApplication } from "../helpers/application-factory.js";
import { createSignedInUser, sessionStateWith, useE2eDatabase, type Session } from "../helpers/e2e-session.js";
import { at, sweepRoutes } from "../helpers/page-health.js";

describe("page health: signed out", () => {
  sweepRoutes(
    ["/apply", ...ACCOUNT_ENTRY_PATHS, "/forgot-password", "/employers-login", "/employer-forgot-password", "/hr/signin", "/enquiry"]
      .map(at)
      .concat({ name: "/no-such-page", path: () => "/no-such-page", status: 404 }),
  );
});

describe("page health: a candidate's pages", () => {
  const database = useE2eDatabase();
  let state: Session["storageState"] | undefined;

  beforeAll(async () => {
    const jobs = await database.db.job.findMany({ where: { applicationDeadline: { gt: new Date() } }, orderBy: { id: "asc" }, take: 2 });
    const [chosen, other] = jobs;
    if (!chosen || !other) throw new Error("the seed has fewer than two open jobs");
    const session = await createSignedInUser({ name: "Chitra Candidate" });
    // An application of theirs to another job (the wizard's chosen one must stay open to them), moved to Round 1 with its mail.
    const application = await createApplication(database.db, {
      userId: session.user.id,
      email: session.user.email,
      jobId: other.id,
      jobTitle: other.jobTitle,
      department: other.department,
      round: "round_1",
    });
    await database.db.roundChange.create({
      data: { applicationId: application.id, fromRound: "resume_screening", toRound: "round_1", status: "in_progress" },
    });
    await database.db.mailLog.create({
      data: {
        kind: "applicant_accepted",
        recipient: session.user.email,
        applicationId: application.id,
        status: "sent",
        sentAt: new Date(),
      },
    });
    state = sessionStateWith(session, { [STORAGE_KEYS.jobTitle]: chosen.jobTitle, [STORAGE_KEYS.jobpostId]: String(chosen.id) });
  });

  sweepRoutes(["/profile", "/applications", "/apply-job", "/enquiry"].map(at), () => state);
});
