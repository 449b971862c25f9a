// An interview as an iCalendar (RFC 5545) object, made with ical-generator: METHOD:REQUEST for an
// invite or a change, METHOD:CANCEL (STATUS:CANCELLED) once canceled. The UID is stable (the
// interview's id at the site's host), so every calendar updates the one event; SEQUENCE is the
// interview's, raised by each reschedule and by the cancel. Times are UTC; the description names
// the company's time zone and the local time there.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { COMPANY } from "../../shared/company.js";
import { COMPANY_TIME_ZONE_NAME } from "../../shared/interview-terms.js";
import type { InterviewSnapshot } from "./interview-snapshot.js";
import { interviewTimeInCompanyZone } from "./interview-time.js";

export type CalendarSite = { publicOrigin: string; mailFrom: string };

/** `interview-42@careers.example.com`: the same for every version of the interview's invite. */
export function interviewUid(interviewId: number, publicOrigin: string): string {
  return `interview-${interviewId}@${new URL(publicOrigin).hostname}`;
}

/** The organizer: the mails' sender (`Name <address>` or an address). */
function organizerOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?(.*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  if (match?.[2]) return { name: match[1]?.replace(/\\(.)/g, "$1") || COMPANY.name, email: match[2] };
  return { name: COMPANY.name, email: mailFrom.trim() };
}

export function interviewSummary(interview: Pick<InterviewSnapshot, "jobTitle" | "roundLabel">): string {
  return `Interview: ${interview.jobTitle} – ${interview.roundLabel} (${COMPANY.name})`;
}

function description(interview: InterviewSnapshot): string {
  return [
    `${interview.roundLabel} interview with ${interview.candidate.name} for the ${interview.jobTitle} position at ${COMPANY.name}.`,
    `Time: ${interviewTimeInCompanyZone(interview.startsAt, interview.endsAt)}. The company's time zone is ${COMPANY_TIME_ZONE_NAME}; your calendar shows the time in yours.`,
    ...(interview.location ? [`Location: ${interview.location}`] : []),
    ...(interview.meetingUrl ? [`Meeting link: ${interview.meetingUrl}`] : []),
    `Interviewers: ${interview.interviewers.map((person) => person.name).join(", ")}`,
  ].join("\n");
}

/** REQUEST: an invite or its update; CANCEL: canceled; PUBLISH: the candidate's add-to-calendar download. */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

const METHODS = { REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL, PUBLISH: ICalCalendarMethod.PUBLISH };

export function interviewCalendar(interview: InterviewSnapshot, method: CalendarMethod, site: CalendarSite, now = new Date()): string {
  const calendar = ical({
    prodId: { company: COMPANY.name, product: "Careers interviews", language: "EN" },
    method: METHODS[method],
  });
  const event = calendar.createEvent({
    id: interviewUid(interview.id, site.publicOrigin),
    sequence: interview.sequence,
    stamp: now,
    start: interview.startsAt,
    end: interview.endsAt,
    summary: interviewSummary(interview),
    description: description(interview),
    location: interview.location ?? interview.meetingUrl ?? null,
    url: interview.meetingUrl ?? null,
    organizer: organizerOf(site.mailFrom),
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  const attendees = [
    ...(interview.candidate.erased ? [] : [{ name: interview.candidate.name, email: interview.candidate.email }]),
    ...interview.interviewers.map(({ name, email }) => ({ name, email })),
  ];
  for (const attendee of attendees) {
    event.createAttendee({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: false,
    });
  }
  return calendar.toString();
}
