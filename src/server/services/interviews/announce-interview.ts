// What follows an interview write's commit: the mails (invites, updates or cancels, each with its
// calendar) through the outbox, and the reminder jobs replaced or removed. The write stands
// whatever happens here (its audit row is committed): the callers check the mail queue before
// writing, so a failure now is a Redis that went away in between, logged for the operator.
import { withTimeout } from "../../../infra/with-timeout.js";
import { interviewCancelMails, interviewInviteMails, type InterviewMail } from "../../../infra/interviews/interview-mails.js";
import { readInterviewSnapshot, type InterviewPerson, type InterviewSnapshot } from "../../../infra/interviews/interview-snapshot.js";
import { removeInterviewReminders, replaceInterviewReminders } from "../../../infra/interviews/reminder-queue.js";
import { REDIS_BUDGET_MS } from "../../../infra/mail/outbox.js";
import type { Deps } from "../../deps.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { currentRequestId } from "../../observability/request-context.js";

export type InterviewDeps = Pick<Deps, "db" | "mailQueue" | "env" | "metrics" | "interviewReminders">;

export type Announcement = { kind: "scheduled" | "rescheduled"; removedInterviewers?: InterviewPerson[] } | { kind: "canceled" };

function logFailure(interviewId: number, what: string, error: unknown): void {
  console.error(
    JSON.stringify({ level: "error", reqId: currentRequestId(), msg: `interview ${what} failed`, interviewId, err: String(error) }),
  );
}

function siteOf(deps: InterviewDeps) {
  return { publicOrigin: deps.env.PUBLIC_ORIGIN, mailFrom: deps.env.MAIL_FROM };
}

function mailsOf(deps: InterviewDeps, interview: InterviewSnapshot, announcement: Announcement): InterviewMail[] {
  const site = siteOf(deps);
  if (announcement.kind === "canceled") return interviewCancelMails(interview, "everyone", site);
  return [
    ...interviewInviteMails(interview, announcement.kind, site),
    ...(announcement.removedInterviewers?.length ? interviewCancelMails(interview, announcement.removedInterviewers, site) : []),
  ];
}

/** Mails everyone concerned and sets the reminders; answers the mails' ids (failures are logged). */
export async function announceInterview(deps: InterviewDeps, interviewId: number, announcement: Announcement): Promise<string[]> {
  const interview = await readInterviewSnapshot(deps.db, interviewId);
  if (!interview) return [];
  const mailIds: string[] = [];
  const results = await Promise.allSettled(mailsOf(deps, interview, announcement).map((mail) => enqueueMail(deps, mail)));
  for (const result of results) {
    if (result.status === "fulfilled") mailIds.push(result.value.mailId);
    else logFailure(interviewId, "mail", result.reason);
  }
  try {
    const reminders: Promise<unknown> =
      announcement.kind === "canceled"
        ? removeInterviewReminders(deps.interviewReminders, interview.id)
        : replaceInterviewReminders(deps.interviewReminders, interview);
    await withTimeout(reminders, REDIS_BUDGET_MS);
  } catch (error) {
    logFailure(interviewId, "reminders", error);
  }
  return mailIds;
}
