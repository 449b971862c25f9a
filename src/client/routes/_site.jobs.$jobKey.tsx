// /jobs/<id>-<slug>: one job's page. A key whose slug is not the job's current one is redirected
// to the canonical URL; an unknown or deleted job shows the not-found page (404 from the server).
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { jobIdFromKey, jobKey } from "../../shared/job-url";
import { jobQuery } from "../features/jobs/api/jobs";
import { JobNotFound, JobPage } from "../features/jobs/components/job-page";

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "NOT_FOUND";

export const Route = createFileRoute("/_site/jobs/$jobKey")({
  loader: async ({ context, params }) => {
    const id = jobIdFromKey(params.jobKey);
    if (id === null) throw notFound();
    const job = await context.queryClient
      .ensureQueryData({ ...jobQuery(context.trpc, id), retry: (failures, error) => failures < 1 && !isNotFound(error) })
      .catch((error: unknown) => {
        throw isNotFound(error) ? notFound() : error;
      });
    const canonical = jobKey(job);
    if (params.jobKey !== canonical) throw redirect({ to: "/jobs/$jobKey", params: { jobKey: canonical }, replace: true, statusCode: 301 });
    return job;
  },
  component: JobRoute,
  notFoundComponent: JobNotFound,
});

function JobRoute() {
  return <JobPage job={Route.useLoaderData()} />;
}
