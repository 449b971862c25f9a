// What every HR decision mail (round move, selection, rejection, HR's own message) carries besides
// its own words: the job it is about and the link to the candidate's Tracking Application page.
import { TRACKING_APPLICATION_PATH } from "../../../shared/me/applications.js";
import type { Db } from "../../../infra/db/client.js";
import type { Env } from "../../../infra/env.js";
import type { MailDeps } from "../../mail/enqueue-mail.js";
import { jobTitleOf } from "../me/my-application-mapper.js";

export type DecisionMailDeps = MailDeps & { db: Db; env: Pick<Env, "PUBLIC_ORIGIN"> };

/** The application's columns the context is made from. */
export const DECISION_MAIL_SELECT = { jobTitle: true, job: { select: { jobTitle: true } } } as const;

export function decisionMailContext(
  env: Pick<Env, "PUBLIC_ORIGIN">,
  application: Parameters<typeof jobTitleOf>[0],
): { jobTitle: string; trackingUrl: string } {
  return { jobTitle: jobTitleOf(application), trackingUrl: new URL(TRACKING_APPLICATION_PATH, env.PUBLIC_ORIGIN).toString() };
}
