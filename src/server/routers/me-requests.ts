// A signed-in candidate's requests about their data (me.requests.*): file one, list theirs with
// HR's replies. HR accounts are refused (403) by the services.
import { fileDataRequestAnswer, fileDataRequestInput, myDataRequestsAnswer } from "../../shared/data-requests.js";
import { fileDataRequest } from "../services/data-requests/file-data-request.js";
import { listMyDataRequests } from "../services/data-requests/list-my-data-requests.js";
import { protectedProcedure, router } from "../trpc/init.js";

export const meRequestsRouter = router({
  list: protectedProcedure.output(myDataRequestsAnswer).query(({ ctx }) => listMyDataRequests(ctx.deps.db, ctx.user)),
  file: protectedProcedure
    .input(fileDataRequestInput)
    .output(fileDataRequestAnswer)
    .mutation(({ ctx, input }) => fileDataRequest(ctx.deps, ctx.user, input)),
});
