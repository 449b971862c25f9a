// The root router. The client imports only `type AppRouter` from here.
import { authRouter } from "../routers/auth.js";
import { contactRouter } from "../routers/contact.js";
import { hrRouter } from "../routers/hr.js";
import { interviewApplicantsRouter } from "../routers/interview-applicants.js";
import { interviewsRouter } from "../routers/interviews.js";
import { jobsRouter } from "../routers/jobs.js";
import { meRouter } from "../routers/me.js";
import { privacyRouter } from "../routers/privacy.js";
import { router } from "./init.js";

export const appRouter = router({
  jobs: jobsRouter,
  auth: authRouter,
  contact: contactRouter,
  hr: hrRouter,
  me: meRouter,
  privacy: privacyRouter,
  interviewApplicants: interviewApplicantsRouter,
  interviews: interviewsRouter,
});

export type AppRouter = typeof appRouter;
