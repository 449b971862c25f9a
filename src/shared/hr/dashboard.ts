// The live figures on HR's dashboard (the spec shows fixed text there; we show real counts).
import { z } from "zod";

export const dashboardStatsSchema = z.object({
  enquiries: z.number().int(),
  activeJobs: z.number().int(),
  applications: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
