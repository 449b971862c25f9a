// The job list as a server-rendered page embeds it. The list carries every job's full text, yet the
// page shows that text for one job only (the board's detail panel), and the embedded state is most
// of a board page's bytes (in the HTML, and in the server's page cache). So the embedded list keeps
// only what the list and its filters read, each job the page showed goes in as its own jobs.byId
// entry, and the list is marked stale: the browser fetches the full list as it starts.
import type { QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import type { Job } from "../../../../shared/job";
import { trpc, type QueryUtils } from "../../../lib/trpc";

const LEFT_OUT = {
  job_summary: "",
  equal_opportunity_statement: "",
  how_to_apply: "",
  responsibilities: [],
  required_qualifications: [],
  // preferred_skills stays: the board's search reads it (shared/jobs-board.ts), and the first render
  // in the browser must match the server's.
} satisfies Partial<Job>;

export async function embedSlimJobList(queryClient: QueryClient, utils: QueryUtils): Promise<void> {
  const jobs = utils.jobs.list.getData();
  if (!jobs) return;
  const byId = new Map(jobs.map((job) => [job.id, job]));
  // The detail panel asked for these while rendering, and showed the list's copy meanwhile.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: getQueryKey(trpc.jobs.byId) })) {
    const id = (query.queryKey[1] as { input?: { id?: number } } | undefined)?.input?.id;
    const job = id === undefined ? undefined : byId.get(id);
    if (job && query.state.data === undefined) queryClient.setQueryData(query.queryKey, job);
  }
  utils.jobs.list.setData(
    undefined,
    jobs.map((job) => ({ ...job, ...LEFT_OUT })),
  );
  await utils.jobs.list.invalidate(undefined, { refetchType: "none" });
}
