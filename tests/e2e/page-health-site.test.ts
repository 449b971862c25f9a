// The page-health sweep (tests/helpers/page-health.ts) over the public site, signed out: every
// public page, the Life at RFT views and a job's page.
import { beforeAll, describe } from "vitest";
import { jobPath } from "../../src/shared/job-url.js";
import { PUBLIC_PAGE_PATHS } from "../../src/shared/public-pages.js";
import { useE2eDatabase } from "../helpers/e2e-session.js";
import { at, sweepRoutes } from "../helpers/page-health.js";

describe("page health: the public site", () => {
  const database = useE2eDatabase();
  let job = "";

  beforeAll(async () => {
    const open = await database.db.job.findFirstOrThrow({ where: { applicationDeadline: { gt: new Date() } }, orderBy: { id: "asc" } });
    job = jobPath({ id: open.id, job_title: open.jobTitle });
  });

  sweepRoutes([
    ...PUBLIC_PAGE_PATHS.map(at),
    ...["testimonials", "positions", "apply"].map((view) => at(`/life-at-rft?view=${view}`)),
    { name: "/jobs/<job>", path: () => job },
  ]);
});
