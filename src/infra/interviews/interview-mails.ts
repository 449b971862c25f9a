// The mails about one interview, one per person (the candidate and each interviewer), as the web
// server's enqueueMail and the worker's reminder job both post them: kind, address, data and an
// idempotency key per interview version, so a retried request or reminder job sends each once.
// An erased candidate (placeholder address) is not mailed.
import type { MailData } from "../../shared/mail.js";
import { TRACKING_APPLICATION_PATH } from "../../shared/me/applications.js";
import type { ReminderLead } from "../../shared/interview-terms.js";
import { interviewCalendar, type CalendarSite } from "./interview-calendar.js";
import type { InterviewPerson, InterviewSnapshot } from "./interview-snapshot.js";
import { interviewTimeInCompanyZone, interviewTimeInUtc } from "./interview-time.js";

export type InterviewMailKind = "interview_invite" | "interview_canceled" | "interview_reminder";

export type InterviewMail<K extends InterviewMailKind = InterviewMailKind> = {
  kind: K;
  to: string;
  data: MailData<K>;
  idempotencyKey: string;
  /** Set on the candidate's mail only, so their Tracking Application lists it (not the interviewers'). */
  applicationId?: number;
};

type Recipient = { key: string; audience: "candidate" | "interviewer"; name: string; email: string; applicationId?: number };

function recipients(interview: InterviewSnapshot, interviewers: InterviewPerson[]): Recipient[] {
  const { candidate } = interview;
  return [
    ...(candidate.erased
      ? []
      : [
          {
            key: "c",
            audience: "candidate" as const,
            name: candidate.name,
            email: candidate.email,
            applicationId: interview.applicationId,
          },
        ]),
    ...interviewers.map((person) => ({ key: `u${person.id}`, audience: "interviewer" as const, name: person.name, email: person.email })),
  ];
}

function commonData(interview: InterviewSnapshot, recipient: Recipient, site: CalendarSite) {
  return {
    audience: recipient.audience,
    name: recipient.name,
    candidateName: interview.candidate.name,
    jobTitle: interview.jobTitle,
    round: interview.roundLabel,
    when: interviewTimeInCompanyZone(interview.startsAt, interview.endsAt),
    whenUtc: interviewTimeInUtc(interview.startsAt, interview.endsAt),
    ...(interview.location ? { location: interview.location } : {}),
    ...(interview.meetingUrl ? { meetingUrl: interview.meetingUrl } : {}),
    interviewers: interview.interviewers.map((person) => person.name).join(", "),
    ...(recipient.audience === "candidate" ? { trackingUrl: new URL(TRACKING_APPLICATION_PATH, site.publicOrigin).toString() } : {}),
  };
}

const mailKey = (interview: InterviewSnapshot, what: string, recipient: Recipient) =>
  `interview-${interview.id}-${interview.sequence}-${what}-${recipient.key}`;

/** The invites of a new or changed interview (METHOD:REQUEST), to everyone on it. */
export function interviewInviteMails(
  interview: InterviewSnapshot,
  change: "scheduled" | "rescheduled",
  site: CalendarSite,
): InterviewMail<"interview_invite">[] {
  const ics = interviewCalendar(interview, "REQUEST", site);
  return recipients(interview, interview.interviewers).map((recipient) => ({
    kind: "interview_invite",
    to: recipient.email,
    data: { ...commonData(interview, recipient, site), change, ics },
    idempotencyKey: mailKey(interview, "invite", recipient),
    ...(recipient.applicationId ? { applicationId: recipient.applicationId } : {}),
  }));
}

/**
 * METHOD:CANCEL to `to` (everyone on a canceled interview; the interviewers a reschedule took off
 * it), for the interview as it stands (its sequence already raised).
 */
export function interviewCancelMails(
  interview: InterviewSnapshot,
  to: InterviewPerson[] | "everyone",
  site: CalendarSite,
): InterviewMail<"interview_canceled">[] {
  const ics = interviewCalendar(interview, "CANCEL", site);
  const people = to === "everyone" ? recipients(interview, interview.interviewers) : recipients(interview, to).filter((r) => r.key !== "c");
  return people.map((recipient) => ({
    kind: "interview_canceled",
    to: recipient.email,
    data: { ...commonData(interview, recipient, site), ics },
    idempotencyKey: mailKey(interview, "cancel", recipient),
    ...(recipient.applicationId ? { applicationId: recipient.applicationId } : {}),
  }));
}

/** A reminder before the interview, to everyone on it. */
export function interviewReminderMails(
  interview: InterviewSnapshot,
  lead: ReminderLead,
  site: CalendarSite,
): InterviewMail<"interview_reminder">[] {
  return recipients(interview, interview.interviewers).map((recipient) => ({
    kind: "interview_reminder",
    to: recipient.email,
    data: { ...commonData(interview, recipient, site), lead },
    idempotencyKey: mailKey(interview, `reminder-${lead}`, recipient),
    ...(recipient.applicationId ? { applicationId: recipient.applicationId } : {}),
  }));
}
