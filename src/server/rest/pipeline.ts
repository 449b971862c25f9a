// The pipeline board's column over REST. HR bearer token required.
//   GET /api/hr/pipeline/:department?round=&job_id=&page=|cursor= → {column, total, data, nextCursor}, cards in snake_case
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { departmentFromSlug } from "../../shared/departments.js";
import { PIPELINE_COLUMNS, PIPELINE_PAGE_SIZE } from "../../shared/hr/pipeline.js";
import { pipelineCardSchema, pipelineColumnPageSchema, pipelineRestQuerySchema } from "../../shared/hr/pipeline-schemas.js";
import { camelCaseKeys, snakeCaseKeys, snakeCaseSchema } from "../../shared/snake-case.js";
import type { Deps } from "../deps.js";
import { AppError } from "../../infra/errors.js";
import { listPipelineColumn } from "../services/pipeline/list-pipeline-column.js";
import { errorBody, GUARDED_ERRORS, withSnakeCaseField } from "./errors.js";

const params = z.object({ department: z.string().min(1).max(40) });

/** The page as tRPC answers it, its cards in issue #16's snake_case. */
export const pipelineRestPageSchema = pipelineColumnPageSchema.extend({ data: z.array(snakeCaseSchema(pipelineCardSchema)) });

const ABOUT = [
  `One page (${PIPELINE_PAGE_SIZE} cards, newest first) of a department's pipeline board column.`,
  `\`round\` is a column: ${PIPELINE_COLUMNS.join(", ")}. A round column holds the applicants in progress there;`,
  "`selected` those cleared in the HR Round; `rejected` those rejected in any round. Withdrawn applications are not listed.",
  "`job_id` narrows it to one job of the department. Page with `page` (1-based) or with `cursor`",
  "(the previous answer's `nextCursor`; `cursor` wins when both are given). `total` counts the whole column.",
].join(" ");

/** Inside the HR guarded scope (plugin.ts). */
export function registerPipelineRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/hr/pipeline/:department",
    {
      schema: {
        tags: ["hr"],
        summary: "A page of one pipeline board column",
        description: ABOUT,
        params,
        querystring: pipelineRestQuerySchema,
        response: { 200: pipelineRestPageSchema, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      const department = departmentFromSlug(request.params.department);
      if (!department) throw new AppError("NOT_FOUND", "Unknown department");
      const { round, jobId, page, cursor } = camelCaseKeys(request.query);
      const answer = await withSnakeCaseField(listPipelineColumn(deps.db, { department, column: round, jobId, page, cursor }));
      return { ...answer, data: answer.data.map(snakeCaseKeys) };
    },
  );
}
