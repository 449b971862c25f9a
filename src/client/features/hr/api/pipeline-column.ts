// The pipeline board's reads: one infinite query per column ("Load more" reads the next keyset
// page), and the department's jobs for the job filter. The column input is the cache key the move
// hook updates optimistically.
import { trpc } from "../../../lib/trpc";
import type { Department } from "../../../../shared/departments";
import type { PipelineColumn } from "../../../../shared/hr/pipeline";

export type ColumnInput = { department: Department; column: PipelineColumn; jobId?: number };

export function pipelineColumnInput(department: Department, column: PipelineColumn, jobId: number | null): ColumnInput {
  return jobId === null ? { department, column } : { department, column, jobId };
}

export function usePipelineColumn(input: ColumnInput) {
  return trpc.hr.pipeline.column.useInfiniteQuery(input, {
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialCursor: undefined,
  });
}

export function usePipelineJobs(department: Department) {
  return trpc.hr.pipeline.jobs.useQuery({ department });
}
