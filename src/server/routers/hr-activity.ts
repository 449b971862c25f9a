// The audit trail for HR: read-only procedures (every one an hrProcedure). Nothing here, or
// anywhere, changes or removes an audit row; the database refuses it too.
import {
  activityActorsSchema,
  activityPageSchema,
  activityQuerySchema,
  applicationHistoryQuerySchema,
} from "../../shared/hr/audit-schemas.js";
import { listActivity } from "../services/audit/list-activity.js";
import { listActivityActors } from "../services/audit/list-activity-actors.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrActivityRouter = router({
  list: hrProcedure
    .input(activityQuerySchema)
    .output(activityPageSchema)
    .query(({ ctx, input }) => listActivity(ctx.deps.db, input)),
  actors: hrProcedure.output(activityActorsSchema).query(({ ctx }) => listActivityActors(ctx.deps.db)),
  forApplication: hrProcedure
    .input(applicationHistoryQuerySchema)
    .output(activityPageSchema)
    .query(({ ctx, input }) => listActivity(ctx.deps.db, { applicationId: input.applicationId, cursor: input.cursor, page: 1 })),
});
