// The dashboard's live figures: enquiries and job applications (from the counter table) and jobs
// whose deadline has not passed.
import type { Db } from "../../../infra/db/client.js";
import type { DashboardStats } from "../../../shared/hr/dashboard.js";
import { countApplications } from "../applicants/count-applications.js";

export async function getDashboardStats(db: Db, now: Date = new Date()): Promise<DashboardStats> {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const [enquiries, applications, activeJobs] = await Promise.all([
    countApplications(db, { source: "enquiry" }),
    countApplications(db, { source: "job_application" }),
    db.job.count({ where: { OR: [{ applicationDeadline: null }, { applicationDeadline: { gte: today } }] } }),
  ]);
  return { enquiries, activeJobs, applications };
}
