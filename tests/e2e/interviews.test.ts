// Interviews and the hiring team in Chromium (issue #30): HR invites a colleague, who sets a password
// with the mailed code and signs in on the employer login; HR schedules an interview with them from the
// applicant's detail; the interviewer submits a scorecard on /interviews; HR sees it on the applicant.
// Then a candidate books a time HR offered, on Tracking Application.
import { describe, expect, inject, it } from "vitest";
import { createApplication } from "../helpers/application-factory.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { createSignedInUser, useE2eDatabase, useSession } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { waitForMail } from "../helpers/mail-inbox.js";
import { closePage, DESKTOP, openPage, url } from "./public-support.js";

const PASSWORD = "interviews-start-at-ten";

/** Tomorrow at 10:00 in the browser's time zone, as the schedule dialog's date and time fields take it. */
function tomorrowAtTen(): { date: string; time: string } {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const date = [tomorrow.getFullYear(), tomorrow.getMonth() + 1, tomorrow.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
  return { date, time: "10:00" };
}

// An invitation, two sign-ins, a schedule and a scorecard: more room than the default on a busy machine.
describe("interviews in Chromium", { timeout: 120_000 }, () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  const hr = useSession({ role: "hr" });

  it("HR invites an interviewer and schedules an interview; the interviewer signs in and submits a scorecard, which HR sees", async () => {
    const tag = uniqueSuffix();
    const colleague = { name: `Ishaan Interviewer ${tag}`, email: `ishaan.${tag}@rft.example` };
    const hrPage = await openPage(chromium.browser, { viewport: DESKTOP, storageState: hr.storageState });

    await gotoReady(hrPage, url("/hr/team"));
    await hrPage.getByLabel("Name").fill(colleague.name);
    await hrPage.getByLabel("Email").fill(colleague.email);
    await hrPage.getByRole("button", { name: "Invite interviewer" }).click();
    await hrPage.getByRole("button", { name: `Deactivate ${colleague.name}` }).waitFor();
    const invitation = await waitForMail(inject("mailDir"), { to: colleague.email });
    const code = /\b(\d{6})\b/.exec(invitation.text)?.[1];
    expect(code).toBeDefined();
    const reset = await fetch(url("/api/auth/reset-password"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: colleague.email, otp: code, newPassword: PASSWORD }),
    });
    expect(reset.status).toBe(200);

    // HR schedules an interview for an applicant in Round 1, with the new colleague.
    const applicant = await createApplication(database.db, {
      fullName: `Kabir Candidate ${tag}`,
      department: "Engineering",
      round: "round_1",
    });
    await gotoReady(hrPage, url(`/hr/applied-forms/engineering/round-1?applicant=${applicant.id}`));
    // The applicant's own detail (its step-page row has a Schedule button too).
    const detail = hrPage.getByRole("dialog", { name: applicant.fullName });
    await detail.getByRole("button", { name: `Schedule interview with ${applicant.fullName}` }).click();
    const schedule = hrPage.getByRole("dialog", { name: `Schedule interview with ${applicant.fullName}` });
    const when = tomorrowAtTen();
    await schedule.getByLabel("Date").fill(when.date);
    await schedule.getByLabel("Start time").fill(when.time);
    await schedule.getByRole("checkbox", { name: new RegExp(`^${colleague.name}`) }).check();
    await schedule.getByLabel("Meeting link").fill("https://meet.example.com/round-1");
    await schedule.getByRole("button", { name: "Schedule interview" }).click();
    await schedule.waitFor({ state: "detached" });
    const interview = await database.db.interview.findFirstOrThrow({ where: { applicationId: applicant.id } });
    expect(interview).toMatchObject({ round: "round_1", status: "scheduled", meetingUrl: "https://meet.example.com/round-1" });

    // The interviewer signs in on the employer login and lands on their interviews.
    const interviewerPage = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(interviewerPage, url("/employers-login"));
    await interviewerPage.getByLabel("Email").fill(colleague.email);
    await interviewerPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await interviewerPage.getByRole("button", { name: "Login to Dashboard" }).click();
    await interviewerPage.waitForURL(url("/interviews"));
    await interviewerPage.getByText(applicant.fullName).first().waitFor();
    for (const criterion of ["Problem solving", "Coding", "Communication"]) {
      await interviewerPage.getByRole("radiogroup", { name: criterion }).getByLabel("3 Good").check();
    }
    await interviewerPage.getByRole("radiogroup", { name: "Recommendation" }).getByLabel("Strong yes").check();
    await interviewerPage.getByLabel("Notes").fill(`Clear thinking on the graph problem ${tag}`);
    await interviewerPage.getByRole("button", { name: "Submit scorecard" }).click();
    await interviewerPage.getByRole("button", { name: "Update scorecard" }).waitFor();

    // HR sees it on the applicant.
    await hrPage.reload();
    await hrPage.getByRole("dialog", { name: applicant.fullName }).getByText(`Clear thinking on the graph problem ${tag}`).waitFor();
    expect(await database.db.scorecard.findMany({ where: { interviewId: interview.id } })).toMatchObject([
      { recommendation: "strong_yes", ratings: { "Problem solving": 3, Coding: 3, Communication: 3 } },
    ]);
    await closePage(interviewerPage);
    await closePage(hrPage);
  });

  it("a candidate books a time HR offered, on Tracking Application", async () => {
    const { user, storageState } = await createSignedInUser({ name: "Sana Slots" });
    const job = await createJob(database.db, { jobTitle: `Platform Engineer ${uniqueSuffix()}`, department: "Engineering" });
    const application = await createApplication(database.db, {
      userId: user.id,
      email: user.email,
      fullName: user.name,
      jobId: job.id,
      jobTitle: job.jobTitle,
      department: "Engineering",
      round: "round_1",
    });
    const starts = new Date(Date.now() + 2 * 86_400_000);
    starts.setUTCHours(9, 30, 0, 0);
    const offered = await fetch(url(`/application/api/applicants/${application.id}/interview-slots`), {
      method: "POST",
      headers: { authorization: `Bearer ${hr.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        slots: [
          { starts_at: starts.toISOString(), duration_minutes: 45 },
          { starts_at: new Date(starts.getTime() + 3_600_000).toISOString(), duration_minutes: 45 },
        ],
        interviewer_ids: [hr.user.id],
        meeting_url: "https://meet.example.com/slots",
      }),
    });
    expect(offered.status).toBe(201);

    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState });
    await gotoReady(page, url("/applications"));
    const card = page.getByRole("article", { name: job.jobTitle });
    const times = card.getByRole("button", { name: /^Book / });
    await expect.poll(() => times.count()).toBe(2);
    await times.first().click();
    await card.getByRole("button", { name: "Add to calendar" }).waitFor();
    await expect.poll(() => times.count()).toBe(0);
    const slot = await database.db.interviewSlot.findFirstOrThrow({
      where: { startsAt: starts, offer: { applicants: { some: { applicationId: application.id } } } },
    });
    expect(slot.interviewId).not.toBeNull();
    await closePage(page);
  });
});
