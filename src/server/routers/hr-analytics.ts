// Hiring analytics for HR (issue #32): five read-only panels over one filter; REST's
// /api/hr/analytics/* calls the same services.
import {
  analyticsQuerySchema,
  funnelSchema,
  mailStatsSchema,
  sourcesSchema,
  timeInStageSchema,
  weeklySchema,
} from "../../shared/hr/analytics.js";
import { getFunnel } from "../services/analytics/get-funnel.js";
import { getMailStats } from "../services/analytics/get-mail-stats.js";
import { getSources } from "../services/analytics/get-sources.js";
import { getTimeInStage } from "../services/analytics/get-time-in-stage.js";
import { getWeekly } from "../services/analytics/get-weekly.js";
import { overdueListSchema, overdueQuerySchema } from "../../shared/hr/overdue.js";
import { listOverdueApplications } from "../services/analytics/overdue.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrAnalyticsRouter = router({
  funnel: hrProcedure
    .input(analyticsQuerySchema)
    .output(funnelSchema)
    .query(({ ctx, input }) => getFunnel(ctx.deps.db, input)),
  timeInStage: hrProcedure
    .input(analyticsQuerySchema)
    .output(timeInStageSchema)
    .query(({ ctx, input }) => getTimeInStage(ctx.deps.db, input)),
  sources: hrProcedure
    .input(analyticsQuerySchema)
    .output(sourcesSchema)
    .query(({ ctx, input }) => getSources(ctx.deps.db, input)),
  weekly: hrProcedure
    .input(analyticsQuerySchema)
    .output(weeklySchema)
    .query(({ ctx, input }) => getWeekly(ctx.deps.db, input)),
  mail: hrProcedure
    .input(analyticsQuerySchema)
    .output(mailStatsSchema)
    .query(({ ctx, input }) => getMailStats(ctx.deps.db, input)),
  overdue: hrProcedure
    .input(overdueQuerySchema)
    .output(overdueListSchema)
    .query(({ ctx, input }) => listOverdueApplications(ctx.deps.db, input)),
});
