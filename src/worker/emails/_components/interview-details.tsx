// What every interview mail lists: when (in the company's zone and in UTC), where, who interviews.
import type { MailPayload } from "../../../shared/mail.js";
import { LinkButton, Field } from "./mail-parts.js";

type Details = Pick<MailPayload<"interview_invite">, "round" | "when" | "whenUtc" | "location" | "meetingUrl" | "interviewers">;

export function InterviewDetails({ round, when, whenUtc, location, meetingUrl, interviewers }: Details) {
  return (
    <>
      <Field label="Round">{round}</Field>
      <Field label="When">{when}</Field>
      <Field label="In UTC">{whenUtc}</Field>
      {location ? <Field label="Location">{location}</Field> : null}
      <Field label="Interviewers">{interviewers}</Field>
      {meetingUrl ? <LinkButton href={meetingUrl} label="Join the meeting" /> : null}
    </>
  );
}

export const INTERVIEW_PREVIEW = {
  name: "Asha Rao",
  candidateName: "Asha Rao",
  jobTitle: "Frontend Developer",
  round: "Round 1",
  when: "Tuesday, 1 December 2026, 10:00 am – 10:45 am IST (Asia/Kolkata)",
  whenUtc: "2026-12-01 04:30–05:15 UTC",
  location: "2nd Floor, Tech Park Road, Manipal",
  meetingUrl: "https://meet.example.com/rft-round-1",
  interviewers: "Meera Iyer, Ravi Kumar",
  trackingUrl: "https://careers.example.com/applications",
} as const;
