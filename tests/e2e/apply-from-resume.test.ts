// Issue #31 in Chromium, against the built server and worker: a candidate starts an application
// from their resume (a PDF made from known fields, with a word only the PDF holds), checks the
// parsed answers, fills the rest and submits; their next application, for another job, starts from
// the first (answers and resume reused); and HR finds them by the PDF's word once the worker has
// stored the resume's text.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { expectStep, openWizardFor } from "../helpers/careers-wizard.js";
import { createSignedInUser, useE2eDatabase } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { dropPublicJobCaches } from "../helpers/public-jobs-caches.js";
import { makeResumePdf, type ResumeTruth } from "../helpers/resume-pdf.js";

const SUBMITTED = "Application submitted successfully! We will contact you soon.";

/** A made-up word (letters only, so the search's dictionary keeps it whole) that only the PDF holds. */
function distinctiveWord(): string {
  const letters = uniqueSuffix().replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "a");
  return `quokkaflux${letters}`;
}

const radio = (page: Page, group: string, option: string) =>
  page.getByRole("group", { name: group }).getByLabel(option, { exact: true }).check();
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** Types into a text field the resume left empty; leaves what the resume filled. */
async function fillIfEmpty(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label);
  if ((await field.inputValue()) === "") await field.fill(value);
}

describe("applying from a resume in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();

  async function createOwnJob(jobTitle: string) {
    const job = await createJob(database.db, { jobTitle, department: "Engineering" });
    // Dated in the past so the board's newest-first order of the demo jobs stays as other files expect.
    const dated = await database.db.job.update({ where: { id: job.id }, data: { createdAt: new Date("2024-01-01T00:00:00Z") } });
    await dropPublicJobCaches(inject("queuePrefix"));
    return dated;
  }

  it("fills the wizard from the resume, starts the next application from the first, and HR finds the PDF's word", async () => {
    const word = distinctiveWord();
    const { user, storageState } = await createSignedInUser({ name: "Kavya Nair" });
    const first = await createOwnJob(`Backend Engineer ${uniqueSuffix()}`);
    const second = await createOwnJob(`Platform Engineer ${uniqueSuffix()}`);
    const truth: ResumeTruth = {
      fullName: "Kavya Nair",
      email: user.email,
      mobile: "9812345670",
      qualification: "B.Tech",
      course: "Computer Science and Engineering",
      college: "National Institute of Technology Calicut",
      graduationYear: "2023",
      marks: "82",
      techSkills: ["Python", "SQL/Databases"],
      languages: ["English", "Hindi"],
      currentCity: "Kochi",
      extraLines: [`Built ${word}, a queue dashboard for the campus placement cell.`],
    };
    const pdf = Buffer.from(await makeResumePdf(truth));
    const page = await chromium.browser.newPage({ storageState });

    // 1. Start from the resume on step 1.
    await openWizardFor(page, first);
    await page
      .getByLabel("Resume to start from (PDF)")
      .setInputFiles({ name: "kavya-resume.pdf", mimeType: "application/pdf", buffer: pdf });
    await page
      .getByRole("status")
      .getByText(/^Filled \d+ answers from your resume/)
      .waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe(truth.fullName);
    expect(await page.getByLabel("Mobile Number").inputValue()).toBe(truth.mobile);
    expect(await page.getByLabel("Full Name").getAttribute("aria-describedby")).toContain("fullName-source");
    await page.locator("#fullName-source").getByText("from your resume").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);

    // 2. What the resume does not hold, typed; what it holds, checked.
    await page.getByLabel("Date of Birth").fill("2001-02-03");
    await radio(page, "Gender", "Female");
    await next(page);
    await expectStep(page, 2);
    expect(await page.getByLabel("Current City").inputValue()).toBe(truth.currentCity);
    await page.getByLabel("Home Town").fill("Thrissur");
    await radio(page, "Willing to relocate?", "Yes");
    await next(page);
    await expectStep(page, 3);
    expect(await page.getByLabel("College/University").inputValue()).toBe(truth.college);
    await fillIfEmpty(page, "Course Name", "Computer Science");
    await fillIfEmpty(page, "Year of Passing", "2023");
    await fillIfEmpty(page, "Aggregate Marks/CGPA", "82");
    if ((await page.getByLabel("Highest Qualification").inputValue()) === "")
      await page.getByLabel("Highest Qualification").selectOption("B.Tech");
    await radio(page, "All semesters cleared?", "Yes");
    await next(page);
    await expectStep(page, 4);
    await page.getByRole("group", { name: "Technical/Domain Skills" }).getByLabel("Python").check();
    await next(page);
    await expectStep(page, 5);
    await radio(page, "Do you have internship or project experience?", "No");
    await next(page);
    await expectStep(page, 6);
    await page.getByLabel("Preferred Role").fill("Backend Developer");
    await radio(page, "Can you join immediately?", "Yes");
    await radio(page, "Open to working in shifts?", "No");
    await next(page);
    await expectStep(page, 7);
    await page.getByLabel("How did you hear about this opportunity?").selectOption("LinkedIn");
    await radio(page, "Available for online tests?", "Yes");
    await radio(page, "Do you have a laptop and internet?", "Yes");
    await next(page);
    // The picked resume is step 8's resume.
    await expectStep(page, 8);
    await page.getByText("Chosen: kavya-resume.pdf").waitFor();
    await next(page);
    await expectStep(page, 9);

    // 3. The summary shows the answers; the browser's Back steps back inside the wizard.
    const summary = page.getByRole("region", { name: "Your answers" });
    await summary.getByText(truth.college ?? "").waitFor();
    await summary.getByText("kavya-resume.pdf").waitFor();
    await page.goBack();
    await expectStep(page, 8);
    await page.goForward();
    await expectStep(page, 9);
    await page.getByRole("checkbox", { name: /declare that the information/ }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alertdialog").getByText(SUBMITTED).waitFor();
    await page.waitForURL(`${inject("baseUrl")}/`);
    const firstRow = await database.db.application.findFirstOrThrow({ where: { userId: user.id, jobId: first.id } });
    expect(firstRow).toMatchObject({ fullName: truth.fullName, mobileNumber: truth.mobile, collegeUniversity: truth.college });

    // 4. The next application, for another job, starts from the first: answers and resume.
    await openWizardFor(page, second);
    await page.getByText(new RegExp(`^You applied for ${first.jobTitle} on .+\\. Start from those answers\\?$`)).waitFor();
    expect(await page.getByRole("checkbox", { name: "Reuse my resume and documents from that application" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Start from my last application" }).click();
    await page
      .getByRole("status")
      .getByText(/and its resume from your application for/)
      .waitFor();
    expect(await page.getByLabel("Mobile Number").inputValue()).toBe(truth.mobile);
    expect(await page.getByLabel("Date of Birth").inputValue()).toBe("2001-02-03");
    for (let step = 1; step < 8; step += 1) {
      await next(page);
      await expectStep(page, step + 1);
    }
    await page.getByText(/^Chosen: .+\.pdf$/).waitFor();
    await next(page);
    await expectStep(page, 9);
    await page.getByRole("checkbox", { name: /declare that the information/ }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alertdialog").getByText(SUBMITTED).waitFor();
    const secondRow = await database.db.application.findFirstOrThrow({ where: { userId: user.id, jobId: second.id } });
    expect(secondRow).toMatchObject({ fullName: truth.fullName, mobileNumber: truth.mobile, preferredRole: "Backend Developer" });
    expect(secondRow.resumePath).not.toBe(firstRow.resumePath);
    await page.close();

    // 5. HR finds the candidate by the word only their PDF holds, once the worker stored its text.
    const hr = await createSignedInUser({ role: "hr" });
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${inject("baseUrl")}/api/hr/search?q=${word}`, { headers: { authorization: `Bearer ${hr.token}` } });
          const body = (await answer.json()) as { data?: { email: string }[] };
          return body.data?.map((result) => result.email) ?? [];
        },
        { timeout: 30_000, interval: 250 },
      )
      .toContain(user.email);
    const hrPage = await chromium.browser.newPage({ storageState: hr.storageState });
    await gotoReady(hrPage, `${inject("baseUrl")}/hr`);
    await hrPage.getByRole("combobox", { name: "Search enquiries and applicants" }).fill(word);
    const results = hrPage.getByRole("listbox", { name: "Search results" });
    await results
      .getByRole("option")
      .filter({ hasText: truth.fullName ?? "" })
      .first()
      .waitFor();
    await results.getByText(word).first().waitFor();
    await hrPage.close();
    // Two whole applications and the worker's resume-text job, in one user's path.
  }, 180_000);
});
