// HR's queue of candidates' data requests (hr.requests.*, every one an hrProcedure): list by status,
// reply once.
import {
  dataRequestsQuerySchema,
  hrDataRequestsPageSchema,
  replyDataRequestAnswer,
  replyDataRequestInput,
} from "../../shared/data-requests.js";
import { answerDataRequest } from "../services/data-requests/answer-data-request.js";
import { listDataRequests } from "../services/data-requests/list-data-requests.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrRequestsRouter = router({
  list: hrProcedure
    .input(dataRequestsQuerySchema)
    .output(hrDataRequestsPageSchema)
    .query(({ ctx, input }) => listDataRequests(ctx.deps.db, input)),
  reply: hrProcedure
    .input(replyDataRequestInput)
    .output(replyDataRequestAnswer)
    .mutation(({ ctx, input }) => answerDataRequest(ctx.deps, input, ctx.user.id)),
});
