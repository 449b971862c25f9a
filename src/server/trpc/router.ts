// The root router. The client imports only `type AppRouter` from here.
import { jobsRouter } from "../routers/jobs.js";
import { router } from "./init.js";

export const appRouter = router({
  jobs: jobsRouter,
});

export type AppRouter = typeof appRouter;
