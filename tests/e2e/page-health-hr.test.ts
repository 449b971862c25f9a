// The page-health sweep (tests/helpers/page-health.ts) over the HR area, signed in as HR: the
// dashboard, enquiries, a candidate, the job pages, every applicant list of one department and the
// data requests' queue (with an overdue one), the hiring team, the interview calendar, analytics; and an
// interviewer's own page.
import { beforeAll, describe } from "vitest";
import { departmentSlug } from "../../src/shared/departments.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createSignedInUser, useE2eDatabase, type Session } from "../helpers/e2e-session.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { at, sweepRoutes } from "../helpers/page-health.js";

/** Operations is a department no other e2e file counts applicants in. */
const DEPARTMENT = "Operations";
const DEPARTMENT_SLUG = departmentSlug(DEPARTMENT);

describe("page health: the HR area", () => {
  const database = useE2eDatabase();
  let state: Session["storageState"] | undefined;
  const ids = { job: "", enquiry: "" };

  beforeAll(async () => {
    const job = await database.db.job.findFirstOrThrow({ where: { applicationDeadline: { gt: new Date() } }, orderBy: { id: "asc" } });
    const enquiry = await createEnquiry(database.db, { fullName: `Nila Enquirer ${uniqueSuffix()}` });
    await createApplication(database.db, {
      department: DEPARTMENT,
      jobTitle: job.jobTitle,
      jobId: job.id,
      fullName: `Arun Applicant ${uniqueSuffix()}`,
    });
    const candidate = await createSignedInUser({ name: `Dev Requester ${uniqueSuffix()}` });
    await database.db.dataRequest.create({
      data: { userId: candidate.user.id, type: "erasure", message: "Please erase my enquiry.", dueAt: new Date(Date.now() - 86_400_000) },
    });
    ids.job = String(job.id);
    ids.enquiry = String(enquiry.id);
    state = (await createSignedInUser({ role: "hr", name: "Hema HR" })).storageState;
  });

  sweepRoutes(
    [
      at("/hr"),
      at("/hr/enquiry"),
      { name: "/hr/candidate/<enquiry>", path: () => `/hr/candidate/${ids.enquiry}` },
      at("/hr/post-job"),
      at("/hr/posted-job"),
      { name: "/hr/posted-job/<job>", path: () => `/hr/posted-job/${ids.job}` },
      at("/hr/applied-jobs"),
      at(`/hr/applied-jobs/${DEPARTMENT_SLUG}`),
      at("/hr/applied-forms"),
      at(`/hr/applied-forms/${DEPARTMENT_SLUG}`),
      at(`/hr/applied-forms/${DEPARTMENT_SLUG}/resume-screening`),
      at(`/hr/applied-forms/${DEPARTMENT_SLUG}/selected`),
      at(`/hr/applied-forms/${DEPARTMENT_SLUG}/rejected`),
      { name: "/hr/edit-job/<job>", path: () => `/hr/edit-job/${ids.job}` },
      at("/hr/requests"),
      at("/hr/team"),
      at("/hr/interviews"),
      at("/hr/analytics"),
    ],
    () => state,
  );
});

describe("page health: an interviewer's interviews", () => {
  let state: Session["storageState"] | undefined;

  beforeAll(async () => {
    state = (await createSignedInUser({ role: "interviewer", name: "Ira Interviewer" })).storageState;
  });

  sweepRoutes([at("/interviews")], () => state);
});
