// Every kind of mail, enqueued through enqueueMail, arrives at the SMTP sink with the right
// recipient and subject and its code / reason / round / link in both the HTML and the text part.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../src/server/mail/enqueue-mail.js";
import { DEFAULT_REJECTION_REASON, MAIL_KINDS, type MailData, type MailKind } from "../../src/shared/mail.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";

type Case<K extends MailKind> = { kind: K; label: string; data: MailData<K>; subject: RegExp; contains: string[]; to?: string };

const ENQUIRY_UPDATE = /^An update on your enquiry with RFT Technologies$/;
const APPLICATION_UPDATE = /^An update on your application to RFT Technologies$/;

const INTERVIEW = {
  name: "Asha Rao",
  candidateName: "Asha Rao",
  jobTitle: "Frontend Developer",
  round: "Round 1",
  when: "Tuesday, 1 December 2026, 10:00 am – 10:45 am IST (Asia/Kolkata)",
  whenUtc: "2026-12-01 04:30–05:15 UTC",
  location: "Room 4",
  meetingUrl: "https://meet.example.com/rft",
  interviewers: "Meera Iyer",
};

const cases: Case<MailKind>[] = [
  {
    kind: "signup_code",
    label: "sign-up code",
    data: { code: "123456" },
    subject: /^Your RFT Technologies verification code$/,
    contains: ["123456", "valid for 10 minutes"],
  },
  {
    kind: "reset_code",
    label: "password reset code for a candidate",
    data: { code: "654321", audience: "candidate" },
    subject: /^Your RFT Technologies password reset code$/,
    contains: ["654321", "your RFT Technologies account", "valid for 10 minutes"],
  },
  {
    kind: "reset_code",
    label: "password reset code for an employer",
    data: { code: "246810", audience: "employer" },
    subject: /^Your RFT Technologies employer password reset code$/,
    contains: ["246810", "employer (HR) account"],
  },
  {
    kind: "candidate_rejected",
    label: "enquiry rejection with HR's reason",
    data: { name: "Asha Rao", reason: "We have filled this position & thank you." },
    subject: ENQUIRY_UPDATE,
    contains: ["Dear Asha Rao", "We have filled this position & thank you."],
  },
  {
    kind: "candidate_rejected",
    label: "enquiry rejection with a blank reason",
    data: { name: "Ravi Kumar", reason: "   " },
    subject: ENQUIRY_UPDATE,
    contains: [DEFAULT_REJECTION_REASON],
  },
  {
    kind: "applicant_accepted",
    label: "applicant moved to a round with a link",
    data: { name: "Rahul Mehta", round: "Final Round", link: "https://meet.example.com/final?x=1&y=2" },
    subject: /^You have moved to Final Round at RFT Technologies$/,
    contains: ["Final Round", "https://meet.example.com/final?x=1&y=2"],
  },
  {
    kind: "applicant_accepted",
    label: "applicant moved to a round without a link",
    data: { name: "Rahul Mehta", round: "Round 1" },
    subject: /^You have moved to Round 1 at RFT Technologies$/,
    contains: ["Round 1", "will e-mail you the details"],
  },
  {
    kind: "applicant_rejected",
    label: "applicant rejected at a step",
    data: { name: "Priya Nair", step: "Resume Screening" },
    subject: APPLICATION_UPDATE,
    contains: ["Dear Priya Nair", "Resume Screening"],
  },
  {
    kind: "hr_message",
    label: "HR message, accept, with a link",
    data: { message: "Welcome to the HR round <on Monday>.", link: "https://meet.example.com/hr", status: "accept" },
    subject: /^Good news about your application to RFT Technologies$/,
    contains: ["Welcome to the HR round <on Monday>.", "https://meet.example.com/hr"],
  },
  {
    kind: "hr_message",
    label: "HR message, reject",
    data: { message: "Thank you for your time.", status: "reject" },
    subject: APPLICATION_UPDATE,
    contains: ["Thank you for your time."],
  },
  {
    kind: "applicant_selected",
    label: "applicant selected in the HR Round, naming the job and linking to Tracking Application",
    data: { name: "Asha Rao", jobTitle: "Frontend Developer", trackingUrl: "https://careers.example.com/applications" },
    subject: /^You have been selected for Frontend Developer at RFT Technologies$/,
    contains: ["Dear Asha Rao", "You have cleared the HR Round", "Frontend Developer", "https://careers.example.com/applications"],
  },
  {
    kind: "application_received",
    label: "application received",
    data: { name: "Asha Rao", jobTitle: "Frontend Developer" },
    subject: /^We received your application for Frontend Developer$/,
    contains: ["Dear Asha Rao", "Frontend Developer"],
  },
  {
    kind: "application_withdrawn",
    label: "application withdrawn",
    data: { name: "Asha Rao", jobTitle: "Frontend Developer" },
    subject: /^Your application has been withdrawn$/,
    contains: ["Dear Asha Rao", "Frontend Developer", "will not consider it", "apply again"],
  },
  {
    kind: "position_closed",
    label: "position closed (job deleted)",
    data: { name: "Asha Rao", jobTitle: "Frontend Developer" },
    subject: /^The Frontend Developer position at RFT Technologies has closed$/,
    contains: ["Dear Asha Rao", "Frontend Developer", "has now been closed", "not a decision about you", "other openings"],
  },
  {
    kind: "account_erased",
    label: "account erased",
    data: { name: "Asha Rao" },
    subject: /^Your RFT Technologies account has been deleted$/,
    contains: ["Dear Asha Rao", "account has been deleted", "signed out"],
  },
  {
    kind: "data_request_received",
    label: "data request received: reference, type and due date",
    data: { name: "Asha Rao", reference: "#42", type: "erasure", dueDate: "27 December 2026" },
    subject: /^We received your data request to RFT Technologies$/,
    contains: ["Dear Asha Rao", "#42", "Erase my data", "27 December 2026", "reply to this e-mail address"],
  },
  {
    kind: "data_request_answered",
    label: "data request answered: their message and HR's reply",
    data: { name: "Asha Rao", reference: "#42", type: "grievance", message: "You mailed me twice & late.", reply: "Sorry <Asha>, fixed." },
    subject: /^Our reply to your data request to RFT Technologies$/,
    contains: ["Dear Asha Rao", "#42", "Raise a grievance", "You mailed me twice & late.", "Sorry <Asha>, fixed."],
  },
  {
    kind: "interviewer_invited",
    label: "interviewer invitation: who invited, the code, how long it lasts, the reset form and the login",
    data: {
      name: "Vikram Iyer",
      invitedBy: "Meera <Nair>",
      code: "482913",
      validHours: 72,
      resetUrl: "https://careers.example.com/employer-forgot-password",
      loginUrl: "https://careers.example.com/employers-login",
    },
    subject: /^You have been invited to interview at RFT Technologies$/,
    contains: [
      "Dear Vikram Iyer",
      "Meera <Nair> invited you",
      "482913",
      "valid for 72 hours",
      "https://careers.example.com/employer-forgot-password",
      "https://careers.example.com/employers-login",
    ],
  },
  {
    kind: "interview_slots_offered",
    label: "interview times offered: the times in IST, the place and the link to book",
    data: {
      name: "Asha Rao",
      jobTitle: "Frontend Developer",
      round: "Round 1",
      times: "Monday, 7 December 2026, 10:00 am – 10:45 am IST\nMonday, 7 December 2026, 11:00 am – 11:45 am IST",
      location: "Room <2> & lobby",
      meetingUrl: "https://meet.example.com/round-1",
      bookUrl: "https://careers.example.com/applications?book=12",
    },
    subject: /^Pick a time for your interview: Frontend Developer at RFT Technologies$/,
    contains: [
      "Dear Asha Rao",
      "Frontend Developer",
      "Round 1",
      "Monday, 7 December 2026, 10:00 am – 10:45 am IST",
      "Monday, 7 December 2026, 11:00 am – 11:45 am IST",
      "Room <2> & lobby",
      "https://meet.example.com/round-1",
      "https://careers.example.com/applications?book=12",
    ],
  },
  {
    kind: "interview_invite",
    label: "interview invite to the candidate",
    data: { ...INTERVIEW, audience: "candidate", change: "scheduled", ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
    subject: /^Interview for Frontend Developer at RFT Technologies$/,
    contains: ["Dear Asha Rao", "You are invited to an interview", INTERVIEW.when, INTERVIEW.whenUtc, "Room 4", "Meera Iyer"],
  },
  {
    kind: "interview_invite",
    label: "changed interview to an interviewer",
    data: { ...INTERVIEW, name: "Meera Iyer", audience: "interviewer", change: "rescheduled", ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
    subject: /^Interview for Frontend Developer at RFT Technologies$/,
    contains: ["Dear Meera Iyer", "An interview you are on has changed", "Asha Rao", INTERVIEW.when],
  },
  {
    kind: "interview_canceled",
    label: "interview canceled",
    data: { ...INTERVIEW, audience: "candidate", ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
    subject: /^Interview canceled: Frontend Developer at RFT Technologies$/,
    contains: ["has been canceled", INTERVIEW.when],
  },
  {
    kind: "interview_reminder",
    label: "interview reminder an hour before",
    data: { ...INTERVIEW, audience: "candidate", lead: "1h" },
    subject: /^Reminder: interview for Frontend Developer at RFT Technologies$/,
    contains: ["in about an hour", INTERVIEW.when, "https://meet.example.com/rft"],
  },
  {
    kind: "contact_message",
    label: "contact message to the company inbox",
    to: "hello@rft.example",
    data: { name: "Vikram Shah", email: "vikram@example.com", phoneNumber: "9876543210", subject: "Partnership", message: "Let us talk." },
    subject: /^New contact message: Partnership \(from Vikram Shah\)$/,
    contains: ["Vikram Shah", "vikram@example.com", "9876543210", "Partnership", "Let us talk."],
  },
];

describe("each kind of mail end to end", () => {
  let pipeline: MailPipeline;

  beforeAll(async () => {
    pipeline = await startMailPipeline("kinds");
  });
  afterAll(async () => {
    await pipeline.close();
  });

  it("covers every kind", () => {
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(MAIL_KINDS));
  });

  it.each(cases)("$label", async ({ kind, data, subject, contains, to }) => {
    const recipient = to ?? `${kind}-${uniqueSuffix()}@example.com`;
    const { mailId } = await enqueueMail(pipeline.testApp.deps, { kind, to: recipient, data });

    const mail = await pipeline.sink.waitForMail((m) => m.messageId.includes(mailId));
    expect(mail.to).toEqual([recipient]);
    expect(mail.subject).toMatch(subject);
    expect(mail.from).toMatch(/RFT Technologies.*<no-reply@rft\.example>/);
    // React separates neighbouring text nodes with empty comments; a reader never sees them.
    const html = mail.html.replaceAll("<!-- -->", "");
    for (const text of contains) {
      expect(mail.text.includes(text), `text part contains "${text}"`).toBe(true);
      expect(html.includes(text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")), `HTML part contains "${text}"`).toBe(
        true,
      );
    }
    // The branded footer.
    expect(html).toContain("Manipal, Karnataka");
    expect(mail.text).toContain("https://www.linkedin.com/company/rft-technologies");

    await expect
      .poll(() => pipeline.testApp.deps.db.mailLog.findUnique({ where: { id: mailId } }))
      .toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sets the visitor as reply-to of a contact message", async () => {
    const { mailId } = await enqueueMail(pipeline.testApp.deps, {
      kind: "contact_message",
      to: "hello@rft.example",
      data: { name: "Meera", email: "meera@example.com", subject: "Support", message: "Help" },
    });
    const mail = await pipeline.sink.waitForMail((m) => m.messageId.includes(mailId));
    expect(mail.replyTo).toBe("meera@example.com");
    expect(mail.text).not.toContain("Phone:");
  });
});
