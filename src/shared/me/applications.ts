// A signed-in candidate's own applications ("Tracking Application") and the withdraw request: the
// answers both doors give (tRPC me.*, REST /api/me/applications) and the texts they carry.
import { z } from "zod";
import { idSchema } from "../input.js";

/** The Tracking Application page, which every HR decision mail links to (on PUBLIC_ORIGIN). */
export const TRACKING_APPLICATION_PATH = "/applications";

export const APPLICATION_STATUSES = ["under_review", "moved", "selected", "not_selected", "withdrawn", "position_closed"] as const;
export type MyApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const MAIL_DELIVERIES = ["delivered", "pending", "failed"] as const;

export const MY_APPLICATION_MESSAGES = {
  notFound: "Application not found",
  alreadyWithdrawn: "You have already withdrawn this application.",
  closed: "A decision has already been made on this application, so it can no longer be withdrawn.",
  candidatesOnly: "Only candidates have applications to track.",
  /** What HR is told when it tries to move an application its candidate withdrew. */
  withdrawnForHr: "The candidate has withdrawn this application; it can no longer be moved.",
} as const;

const timelineEntrySchema = z.object({
  at: z.string(),
  fromRound: z.string(),
  toRound: z.string(),
  toRoundLabel: z.string(),
  status: z.string(),
});

const mailEntrySchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** What HR wrote into the mail (its message and the link it carried, e.g. a meeting), when HR wrote one. */
  message: z.string().nullable(),
  link: z.string().nullable(),
  at: z.string(),
  delivery: z.enum(MAIL_DELIVERIES),
});

/** The reply-by estimate: how long applications at its department and round usually wait for a decision. */
export const expectedDecisionSchema = z
  .object({
    medianDays: z.number().int().describe("Half of the applications there had a decision within this many days"),
    p80Days: z.number().int().describe("8 in 10 had a decision within this many days"),
    basedOn: z.number().int().describe("How many decisions the estimate rests on (at least 20)"),
  })
  .describe(
    "How long applications at this department and round usually wait for a decision (Kaplan–Meier, those still waiting counted as censored); null unless the application is open and at least 20 decisions back it",
  );
export type ExpectedDecision = z.infer<typeof expectedDecisionSchema>;

export const myApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int().nullable(),
  jobTitle: z.string(),
  department: z.string().nullable(),
  /** The job exists and its deadline has not passed: the title links to its page. */
  jobOpen: z.boolean(),
  jobPath: z.string().nullable(),
  appliedAt: z.string(),
  round: z.string(),
  roundLabel: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Under review, Moved to Round N, Selected, Not selected, Withdrawn or Position closed. */
  statusText: z.string(),
  withdrawnAt: z.string().nullable(),
  canWithdraw: z.boolean(),
  /** Open applications only (in progress, not withdrawn), and only with at least 20 decisions behind it. */
  expectedDecision: expectedDecisionSchema.nullable(),
  /** Every round change, oldest first. */
  timeline: z.array(timelineEntrySchema),
  /** Every mail sent about the application, newest first. */
  mails: z.array(mailEntrySchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** Newest first. */
export const myApplicationsAnswerSchema = z.object({ applications: z.array(myApplicationSchema) });
export type MyApplicationsAnswer = z.infer<typeof myApplicationsAnswerSchema>;

export const applicationIdSchema = idSchema("Invalid application ID");
export const withdrawInput = z.object({ applicationId: applicationIdSchema });
export const withdrawAnswerSchema = z.object({ application: myApplicationSchema });
