// /hr/edit-job/{id}: a posted job in the job form, prefilled; the server checks it with the same
// shared schema as posting.
import { PostedJobLoader } from "./posted-job-loader";
import { JobForm } from "./post-job-form";

export function EditJobPage({ jobId }: { jobId: string }) {
  return <PostedJobLoader jobId={jobId}>{(job) => <JobForm key={job.id} job={job} />}</PostedJobLoader>;
}
