import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "../helpers/browser.js";
import { expectStep, fillFirstSteps, fillRemainingStepsAndSubmit } from "../helpers/careers-wizard.js";
import { signInAs, useE2eDatabase } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { waitForMail } from "../helpers/mail-inbox.js";
import { dropPublicJobCaches } from "../helpers/public-jobs-caches.js";

describe("job application wizard in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();

  /** A job of this file's own, dated in the past so the board's newest-first order of the demo jobs stays as other files expect. */
  async function createOwnJob(overrides: Parameters<typeof createJob>[1]) {
    const job = await createJob(database.db, overrides);
    const dated = await database.db.job.update({ where: { id: job.id }, data: { createdAt: new Date("2024-01-01T00:00:00Z") } });
    await dropPublicJobCaches(inject("queuePrefix"));
    return dated;
  }

  async function openApplyFor(page: Page, jobTitle: string) {
    await page.goto(`${inject("baseUrl")}/job-board?q=${encodeURIComponent(jobTitle)}`);
    await page.getByRole("article", { name: "Job details" }).getByRole("heading", { name: jobTitle }).waitFor();
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.getByRole("heading", { name: `Applying for: ${jobTitle}` }).waitFor();
  }

  it("sends a signed-out visitor to /signin", async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${inject("baseUrl")}/apply-job`);
    await page.waitForURL(/\/signin$/);
    await page.close();
  });

  it("without a chosen job says so and returns to the board after 2.5 s", async () => {
    const page = await chromium.browser.newPage();
    await signInAs(page);
    await page.clock.install();
    await page.goto(`${inject("baseUrl")}/apply-job`);
    await page.getByText("No job selected. Please apply from the Job Board.").waitFor();
    expect(page.url()).toMatch(/\/apply-job$/);
    await page.clock.runFor(2500);
    await page.waitForURL(/\/job-board$/);
    await page.close();
  });

  it("applies through all nine steps with a PDF, then refuses a second application with the 409 popup", async () => {
    const page = await chromium.browser.newPage();
    const user = await signInAs(page, { name: "Meera Iyer" });
    const job = await createOwnJob({ jobTitle: `QA Engineer ${uniqueSuffix()}`, department: "Engineering" });
    await openApplyFor(page, job.jobTitle);

    // Next is refused while the step is invalid; the error clears as soon as the field is edited.
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Meera Iyer");
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Date of Birth is required").waitFor();
    await expectStep(page, 1);
    await page.getByLabel("Mobile Number").fill("12345");
    await page.getByText("Mobile Number is required").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Enter valid 10-digit number").waitFor();

    await fillFirstSteps(page);
    await fillRemainingStepsAndSubmit(page);

    await page.getByRole("alertdialog").getByText("Application submitted successfully! We will contact you soon.").waitFor();
    await page.waitForURL(`${inject("baseUrl")}/`);
    const row = await database.db.application.findFirstOrThrow({ where: { userId: user.id, jobId: job.id } });
    expect(row).toMatchObject({ fullName: "Meera Iyer", department: "Engineering", jobTitle: job.jobTitle, mobileNumber: "9876543210" });
    expect(await page.evaluate(() => localStorage.getItem("applicationDraft"))).toBeNull();
    const mail = await waitForMail(inject("mailDir"), { to: user.email });
    expect(`${mail.subject} ${mail.text}`).toContain(job.jobTitle);

    await openApplyFor(page, job.jobTitle);
    await fillFirstSteps(page);
    await fillRemainingStepsAndSubmit(page);
    await page.getByRole("alertdialog").getByText("You have already applied for this job.").waitFor();
    expect(page.url()).toMatch(/\/apply-job$/);
    expect(await database.db.application.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
    await page.close();
  });

  it("keeps the draft across a reload and clears it for another user", async () => {
    const page = await chromium.browser.newPage();
    await signInAs(page, { name: "Draft Owner" });
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

    const other = await signInAs(page, { name: "Someone Else" });
    await page.goto(`${inject("baseUrl")}/apply-job`);
    await expectStep(page, 1);
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Someone Else");
    expect(await page.getByLabel("Email").inputValue()).toBe(other.email);
    expect(await page.getByLabel("Mobile Number").inputValue()).toBe("");
    const draft = await page.evaluate(() => localStorage.getItem("applicationDraft"));
    expect(draft === null || JSON.parse(draft).email === other.email).toBe(true);
    await page.close();
  });
});
