// The documented REST paths of the spec: thin shims over the same services tRPC calls.
import type { FastifyPluginAsync } from "fastify";
import type { Deps } from "../deps.js";
import { registerActivityRoutes } from "./activity.js";
import { registerAnalyticsRoutes } from "./analytics.js";
import { registerApplicantRoutes } from "./applicants.js";
import { registerApplicationUploadRoutes } from "./application-upload.js";
import { registerBulkRoutes } from "./bulk.js";
import { registerHrDataRequestRoutes, registerMyDataRequestRoutes } from "./data-requests.js";
import { registerAuthRoutes } from "./auth-routes.js";
import { registerEnquiryRoutes } from "./enquiries.js";
import { guardedScope } from "./guarded-scope.js";
import { registerHealthRoutes } from "./health.js";
import { registerHrExportRoutes } from "./hr-export.js";
import { registerHrMailRoutes } from "./hr-mails.js";
import { registerHrSearchRoutes } from "./hr-search.js";
import { registerIdentifierRoutes } from "./identifiers.js";
import { registerHrInterviewRoutes, registerMyInterviewRoutes, registerStaffInterviewRoutes } from "./interviews.js";
import { registerHrInterviewSlotRoutes, registerMyInterviewSlotRoutes, registerScorecardRoutes } from "./interview-slots.js";
import { registerJobRoutes } from "./jobs.js";
import { registerJobWriteRoutes } from "./job-writes.js";
import { registerMeRoutes } from "./me.js";
import { registerMeConsentRoutes } from "./me-consents.js";
import { registerMeExportRoute } from "./me-export.js";
import { registerMessageRoutes } from "./messages.js";
import { registerNoteRoutes } from "./notes.js";
import { registerPipelineRoutes } from "./pipeline.js";
import { registerResumeParseRoutes } from "./resume-parse.js";
import { registerHrTeamRoutes, registerInterviewApplicantRoutes } from "./team.js";

export type RestOptions = { deps: Deps };

export const restPlugin: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerJobRoutes(app, deps);
  await registerApplicationUploadRoutes(app, deps);
  // The user is resolved before the body is validated, so a signed-out caller always gets 401.
  await app.register(guardedScope, {
    deps,
    role: "user",
    hook: "preValidation",
    registerRoutes: async (scope) => {
      registerMessageRoutes(scope, deps);
      registerMeRoutes(scope, deps);
      registerMeConsentRoutes(scope, deps);
      registerMeExportRoute(scope, deps);
      registerMyDataRequestRoutes(scope, deps);
      registerMyInterviewSlotRoutes(scope, deps);
      registerMyInterviewRoutes(scope, deps);
      await registerResumeParseRoutes(scope, deps);
    },
  });
  await app.register(guardedScope, {
    deps,
    role: "hr",
    hook: "onRequest",
    registerRoutes: (scope) => {
      registerJobWriteRoutes(scope, deps);
      registerEnquiryRoutes(scope, deps);
      registerApplicantRoutes(scope, deps);
      registerHrExportRoutes(scope, deps);
      registerNoteRoutes(scope, deps);
      registerPipelineRoutes(scope, deps);
      registerActivityRoutes(scope, deps);
      registerAnalyticsRoutes(scope, deps);
      registerBulkRoutes(scope, deps);
      registerHrMailRoutes(scope, deps);
      registerHrSearchRoutes(scope, deps);
      registerHrDataRequestRoutes(scope, deps);
      registerIdentifierRoutes(scope, deps);
      registerHrTeamRoutes(scope, deps);
      registerHrInterviewSlotRoutes(scope, deps);
      registerHrInterviewRoutes(scope, deps);
    },
  });
  // HR or an interviewer; the routes narrow an interviewer to their own interviews' applicants.
  await app.register(guardedScope, {
    deps,
    role: "staff",
    hook: "onRequest",
    registerRoutes: (scope) => {
      registerInterviewApplicantRoutes(scope, deps);
      registerScorecardRoutes(scope, deps);
      registerStaffInterviewRoutes(scope, deps);
    },
  });
};
