import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { fullPageTitle } from "../../src/client/content/page-heads.js";
import { GENERAL_APPLICATION_TITLE } from "../../src/shared/application/general-application.js";
import { jobKey } from "../../src/shared/job-url.js";
import { createApplication } from "../helpers/application-factory.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { expectStep, fillFirstSteps, fillRemainingStepsAndSubmit, openWizardAtStep } from "../helpers/careers-wizard.js";
import { createSignedInUser, sessionStateWith, storeSession, useE2eDatabase, useSession } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { waitForMail } from "../helpers/mail-inbox.js";
import { dropPublicJobCaches } from "../helpers/public-jobs-caches.js";

/** axe on the page's main content as it is now, light and dark: no violation of any impact. */
async function expectAxeClean(page: Page): Promise<void> {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

describe("job application wizard in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  // For tests that neither apply nor need a user of their own.
  const candidate = useSession();

  /** A page signed in as a new candidate of its own (applications are per user). */
  async function openAsNewCandidate(overrides: Parameters<typeof createSignedInUser>[0] = {}) {
    const { user, storageState } = await createSignedInUser(overrides);
    return { user, page: await chromium.browser.newPage({ storageState }) };
  }

  /** A job of this file's own, dated in the past so the board's newest-first order of the demo jobs stays as other files expect. */
  async function createOwnJob(overrides: Parameters<typeof createJob>[1]) {
    const job = await createJob(database.db, overrides);
    const dated = await database.db.job.update({ where: { id: job.id }, data: { createdAt: new Date("2024-01-01T00:00:00Z") } });
    await dropPublicJobCaches(inject("queuePrefix"));
    return dated;
  }

  async function openApplyFor(page: Page, jobTitle: string) {
    await gotoReady(page, `${inject("baseUrl")}/job-board?q=${encodeURIComponent(jobTitle)}`);
    await page.getByRole("article", { name: "Job details" }).getByRole("heading", { name: jobTitle }).waitFor();
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.getByRole("heading", { name: `Applying for: ${jobTitle}` }).waitFor();
  }

  it("sends a signed-out visitor to /signin, to come back to the wizard", async () => {
    const page = await chromium.browser.newPage();
    await gotoReady(page, `${inject("baseUrl")}/apply-job`);
    // The spec's text is shown before the redirect, long enough to read.
    await page.getByRole("alert").getByText("Please log in to apply for a job.").waitFor();
    await page.waitForURL(/\/signin\?redirect=%2Fapply-job$/);
    await page.close();
  });

  it("without a chosen job says so and returns to the board after 2.5 s", async () => {
    const page = await chromium.browser.newPage({ storageState: candidate.storageState });
    await page.clock.install();
    await gotoReady(page, `${inject("baseUrl")}/apply-job`);
    await page.getByText("No job selected. Please apply from the Job Board.").waitFor();
    expect(page.url()).toMatch(/\/apply-job$/);
    await page.clock.runFor(2500);
    await page.waitForURL(/\/job-board$/);
    await page.close();
  });

  it("applies through all nine steps with a PDF, then the board marks the job", async () => {
    const { user, page } = await openAsNewCandidate({ name: "Meera Iyer" });
    const job = await createOwnJob({ jobTitle: `QA Engineer ${uniqueSuffix()}`, department: "Engineering" });
    await openApplyFor(page, job.jobTitle);
    expect(await page.title()).toBe(fullPageTitle(`Apply for ${job.jobTitle}`));

    // Each step's checks are application-wizard.test.tsx's; the name and e-mail typed nowhere here
    // come from the account (the row below says so).
    await fillFirstSteps(page);
    await fillRemainingStepsAndSubmit(page);

    await page.getByRole("alertdialog").getByText("Application submitted successfully! We will contact you soon.").waitFor();
    await page.waitForURL(`${inject("baseUrl")}/`);
    const row = await database.db.application.findFirstOrThrow({ where: { userId: user.id, jobId: job.id } });
    expect(row).toMatchObject({ fullName: "Meera Iyer", department: "Engineering", jobTitle: job.jobTitle, mobileNumber: "9876543210" });
    expect(await page.evaluate(() => localStorage.getItem("applicationDraft"))).toBeNull();
    const mail = await waitForMail(inject("mailDir"), { to: user.email });
    expect(`${mail.subject} ${mail.text}`).toContain(job.jobTitle);

    // The board marks the job, in the list and in its detail.
    await gotoReady(page, `${inject("baseUrl")}/job-board?q=${encodeURIComponent(job.jobTitle)}`);
    const detail = page.getByRole("article", { name: "Job details" });
    await detail.getByText("Applied: You have already applied for this job.").waitFor();
    await page
      .getByRole("list", { name: "Jobs" })
      .getByRole("listitem")
      .filter({ hasText: job.jobTitle })
      .getByText("Applied", { exact: true })
      .waitFor();
    await page.close();
  });

  it("will not start a second application for a job: its page says so and the wizard stops at once", async () => {
    const { user, page } = await openAsNewCandidate();
    const job = await createOwnJob({ jobTitle: `Applied Before ${uniqueSuffix()}` });
    await createApplication(database.db, { userId: user.id, jobId: job.id, jobTitle: job.jobTitle });

    // The job's own page says so instead of offering to apply.
    await gotoReady(page, `${inject("baseUrl")}/jobs/${jobKey({ id: job.id, job_title: job.jobTitle })}`);
    await page.getByRole("status").getByText("Applied: You have already applied for this job.").waitFor();
    expect(await page.getByRole("button", { name: "Apply for this job" }).count()).toBe(0);

    // The board does not offer Apply again (issue #33)...
    await gotoReady(page, `${inject("baseUrl")}/job-board?q=${encodeURIComponent(job.jobTitle)}`);
    await page.getByRole("article", { name: "Job details" }).getByText("Applied: You have already applied for this job.").waitFor();
    for (const name of ["Apply", "Apply Online"]) expect(await page.getByRole("button", { name, exact: true }).isDisabled()).toBe(true);
    // ...and the wizard, opened on the job (a stored jobpost_id), says so at once, with no step to fill.
    await page.evaluate((id) => {
      localStorage.setItem("jobTitle", "Any title");
      localStorage.setItem("jobpost_id", String(id));
    }, job.id);
    await gotoReady(page, `${inject("baseUrl")}/apply-job`);
    await page.getByRole("alert").getByText("You have already applied for this job.").waitFor();
    expect(page.url()).toMatch(/\/apply-job$/);
    expect(await page.getByText(/^Step \d of 9$/).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
    await page.getByRole("link", { name: "Back to the Job Board" }).click();
    await page.waitForURL(/\/job-board$/);
    await expect.poll(() => page.title()).toBe(fullPageTitle("Job Board"));
    expect(await database.db.application.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
    await page.close();
  });

  it("does not mark jobs for a visitor who is signed out or for another candidate", async () => {
    const page = await chromium.browser.newPage();
    const applicant = await createSignedInUser();
    const job = await createOwnJob({ jobTitle: `Applied Elsewhere ${uniqueSuffix()}` });
    await createApplication(database.db, { userId: applicant.user.id, jobId: job.id, jobTitle: job.jobTitle });
    const boardFor = async () => {
      await gotoReady(page, `${inject("baseUrl")}/job-board?q=${encodeURIComponent(job.jobTitle)}`);
      await page.getByRole("article", { name: "Job details" }).getByRole("heading", { name: job.jobTitle }).waitFor();
    };
    await boardFor();
    await storeSession(page, candidate);
    // The signed-in candidate's own list, which the board asks for on opening.
    const listed = page.waitForResponse((res) => res.url().includes("jobs.applied"));
    await boardFor();
    await listed;
    expect(await page.getByText("Applied: You have already applied for this job.").count()).toBe(0);
    expect(await page.getByRole("list", { name: "Jobs" }).getByText("Applied", { exact: true }).count()).toBe(0);
    await page.close();
  });

  it("will not start a second General Application while one is in progress", async () => {
    const session = await createSignedInUser();
    await createApplication(database.db, { userId: session.user.id, jobId: null, jobTitle: GENERAL_APPLICATION_TITLE, department: null });
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: sessionStateWith(session, { jobTitle: "General Application", jobpost_id: "0" }),
    });
    const page = await context.newPage();
    await gotoReady(page, `${inject("baseUrl")}/apply-job`);
    await page.getByRole("alert").getByText("You have already applied for this job.").waitFor();
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
    await expectAxeClean(page);
    await context.close();
  });

  it("says when the saved answers belong to another job, and lets the user start fresh or continue with them", async () => {
    const { user, storageState } = await createSignedInUser({ name: "Two Jobs" });
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 }, storageState });
    const page = await context.newPage();
    const first = await createOwnJob({ jobTitle: `First Choice ${uniqueSuffix()}` });
    const second = await createOwnJob({ jobTitle: `Second Choice ${uniqueSuffix()}` });
    await openWizardAtStep(page, user, first, 4);

    await openApplyFor(page, second.jobTitle);
    await page.getByRole("heading", { name: `You have an unfinished application for “${first.jobTitle}”.` }).waitFor();
    await page.getByText("Its answers were saved at step 4 of 9.", { exact: false }).waitFor();
    expect(await page.getByText(/^Step \d of 9$/).count()).toBe(0);
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Continue with saved answers" }).click();
    await expectStep(page, 4);
    await page.getByRole("button", { name: "Back" }).click();
    expect(await page.getByLabel("Course Name").inputValue()).toBe("Computer Science");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("applicationDraft"))) ?? "{}")).toMatchObject({
      jobpostId: second.id,
    });

    await openApplyFor(page, first.jobTitle);
    await page.getByRole("heading", { name: `You have an unfinished application for “${second.jobTitle}”.` }).waitFor();
    await page.getByRole("button", { name: "Start fresh" }).click();
    await expectStep(page, 1);
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Two Jobs");
    expect(await page.getByLabel("Mobile Number").inputValue()).toBe("");

    // The draft is now this job's own: a reload resumes it without asking.
    await page.reload();
    await page.getByRole("heading", { name: `Applying for: ${first.jobTitle}` }).waitFor();
    await expectStep(page, 1);
    expect(await page.getByRole("button", { name: "Start fresh" }).count()).toBe(0);
    await context.close();
  });

  it("takes a PDF through the picker, lets a chosen file be removed, and keeps a failed submit's error open until dismissed", async () => {
    const { user, storageState } = await createSignedInUser();
    const context = await chromium.browser.newContext({ storageState });
    const page = await context.newPage();
    await page.clock.install();
    const job = await createOwnJob({ jobTitle: `Docs Checker ${uniqueSuffix()}` });
    await openWizardAtStep(page, user, job, 8);

    // The resume's refusals (not a PDF by type, name or bytes; over the size limit) are
    // application-wizard.test.tsx's; here a real file goes in through the browser's picker.
    await page.getByLabel("Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
    await page.getByText("Chosen: resume.pdf").waitFor();
    expect(await page.locator("#resume-error").count()).toBe(0);

    // The optional academics file can be taken back.
    await page.getByLabel("Academic Documents").setInputFiles({ name: "marks.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
    await page.getByText("Chosen: marks.pdf").waitFor();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Remove Academic Documents" }).click();
    await page.getByText("Chosen: marks.pdf").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("academics");

    let uploadedAcademics: boolean | undefined;
    await page.route("**/application/upload", async (route) => {
      uploadedAcademics = route.request().postDataBuffer()?.includes('name="academics"');
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Something went wrong"}' });
    });
    await page.getByRole("button", { name: "Next" }).click();
    await expectStep(page, 9);
    await page.getByRole("checkbox", { name: /declare that the information/ }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    const popup = page.getByRole("alertdialog");
    await popup.getByText("An error occurred during submission. Please try again.").waitFor();
    expect(uploadedAcademics).toBe(false);
    await page.clock.runFor(10_000);
    expect(await popup.isVisible()).toBe(true);
    await popup.getByRole("button", { name: "OK" }).click();
    await popup.waitFor({ state: "detached" });
    await expectStep(page, 9);
    await context.close();
  });

  it("keeps the draft across a reload and clears it for another user", async () => {
    const { page } = await openAsNewCandidate({ name: "Draft Owner" });
    const job = await createOwnJob({ jobTitle: `Support Engineer ${uniqueSuffix()}` });
    await openApplyFor(page, job.jobTitle);
    await fillFirstSteps(page);

    await page.reload();
    await page.getByRole("heading", { name: `Applying for: ${job.jobTitle}` }).waitFor();
    await expectStep(page, 4);
    await page.getByRole("button", { name: "Back" }).click();
    expect(await page.getByLabel("Course Name").inputValue()).toBe("Computer Science");
    await page.getByRole("button", { name: "Back" }).click();
    expect(await page.getByLabel("Home Town").inputValue()).toBe("Udupi");

    const { user: other, token } = await createSignedInUser({ name: "Someone Else" });
    await storeSession(page, { user: other, token });
    await gotoReady(page, `${inject("baseUrl")}/apply-job`);
    await expectStep(page, 1);
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Someone Else");
    expect(await page.getByLabel("Email").inputValue()).toBe(other.email);
    expect(await page.getByLabel("Mobile Number").inputValue()).toBe("");
    const draft = await page.evaluate(() => localStorage.getItem("applicationDraft"));
    expect(draft === null || JSON.parse(draft).email === other.email).toBe(true);
    await page.close();
  });
});
