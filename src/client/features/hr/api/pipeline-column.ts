// The pipeline board's reads: one infinite query per column ("Load more" reads the next keyset
// page), and the department's jobs for the job filter (the board's route loads them first). The
// column input is the cache key the move hook updates optimistically.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";
import type { Department } from "../../../../shared/departments";
import type { PipelineColumn } from "../../../../shared/hr/pipeline";

export type ColumnInput = { department: Department; column: PipelineColumn; jobId?: number };

export function pipelineColumnInput(department: Department, column: PipelineColumn, jobId: number | null): ColumnInput {
  return jobId === null ? { department, column } : { department, column, jobId };
}

export function pipelineJobsQuery(utils: QueryUtils, department: Department) {
  return utils.hr.pipeline.jobs.queryOptions({ department });
}

export function usePipelineColumn(input: ColumnInput) {
  return useInfiniteQuery(
    trpc.useUtils().hr.pipeline.column.infiniteQueryOptions(input, { getNextPageParam: (last) => last.nextCursor ?? undefined }),
  );
}

export function usePipelineJobs(department: Department) {
  return useQuery(pipelineJobsQuery(trpc.useUtils(), department));
}
