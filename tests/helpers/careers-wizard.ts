// Drives the nine-step wizard in a browser the way a candidate does, one step at a time.
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { tinyPdf, validApplicationData } from "./application-fixtures.js";
import { gotoReady } from "./browser.js";
import { openSiteStorage } from "./e2e-session.js";

const radio = (page: Page, group: string, option: string) =>
  page.getByRole("group", { name: group }).getByLabel(option, { exact: true }).check();
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

export async function expectStep(page: Page, number: number): Promise<void> {
  await page.getByText(`Step ${number} of 9`, { exact: true }).waitFor();
}

/** Fills steps 1 to 3 (indexes 0-2) and moves to step 4; name and e-mail are typed only when given. */
export async function fillFirstSteps(page: Page, person: { name?: string; email?: string } = {}): Promise<void> {
  await expectStep(page, 1);
  if (person.name) await page.getByLabel("Full Name").fill(person.name);
  if (person.email) await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Date of Birth").fill("2000-05-17");
  await radio(page, "Gender", "Female");
  await page.getByLabel("Mobile Number").fill("9876543210");
  await next(page);

  await expectStep(page, 2);
  await page.getByLabel("Current City").fill("Manipal");
  await page.getByLabel("Home Town").fill("Udupi");
  await radio(page, "Willing to relocate?", "Yes");
  await next(page);

  await expectStep(page, 3);
  await page.getByLabel("Highest Qualification").selectOption("B.Tech");
  await page.getByLabel("Course Name").fill("Computer Science");
  await page.getByLabel("College/University").fill("Manipal Institute of Technology");
  await page.getByLabel("Year of Passing").fill("2022");
  await page.getByLabel("Aggregate Marks/CGPA").fill("8.4");
  await radio(page, "All semesters cleared?", "Yes");
  await next(page);
  await expectStep(page, 4);
}

/** What a test types beyond the required answers: an Aadhaar number on step 7, the optional consent on step 9. */
export type OptionalAnswers = { aadhar?: string; keepForFutureOpenings?: boolean };

/** Fills steps 4 to 7 and moves to step 8, Resume & Documents. */
async function fillStepsUpToDocuments(page: Page, optional: OptionalAnswers): Promise<void> {
  await expectStep(page, 4);
  await page.getByRole("group", { name: "Technical/Domain Skills" }).getByLabel("JavaScript").check();
  await next(page);

  await expectStep(page, 5);
  await radio(page, "Do you have internship or project experience?", "No");
  await next(page);

  await expectStep(page, 6);
  await page.getByLabel("Preferred Role").fill("Frontend Developer");
  await radio(page, "Can you join immediately?", "Yes");
  await radio(page, "Open to working in shifts?", "No");
  await next(page);

  await expectStep(page, 7);
  await page.getByLabel("How did you hear about this opportunity?").selectOption("LinkedIn");
  await radio(page, "Available for online tests?", "Yes");
  await radio(page, "Do you have a laptop and internet?", "Yes");
  if (optional.aadhar) await page.getByLabel("Aadhar Number").fill(optional.aadhar);
  await next(page);
  await expectStep(page, 8);
}

/** Fills steps 4 to 9 with a real PDF resume and presses Submit. */
export async function fillRemainingStepsAndSubmit(page: Page, optional: OptionalAnswers = {}): Promise<void> {
  await fillStepsUpToDocuments(page, optional);
  await page.getByLabel("Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
  await page.getByText("Chosen: resume.pdf").waitFor();
  await next(page);

  await expectStep(page, 9);
  await page.getByRole("checkbox", { name: /declare that the information/ }).check();
  if (optional.keepForFutureOpenings) await page.getByRole("checkbox", { name: /Keep my profile for future openings/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
}

/**
 * Opens the wizard for a job at `step` (1 to 9) with every earlier answer given, from a saved draft
 * as the wizard keeps it: for tests about a later step, without typing the earlier ones.
 */
export async function openWizardAtStep(
  page: Page,
  user: { name: string; email: string },
  job: { id: number; jobTitle: string },
  step: number,
): Promise<void> {
  const draft = {
    email: user.email,
    step: step - 1,
    data: validApplicationData({ fullName: user.name, email: user.email, agree: false }),
    jobpostId: job.id,
    jobTitle: job.jobTitle,
  };
  await openSiteStorage(page);
  await page.evaluate(
    ([title, id, saved]) => {
      localStorage.setItem("jobTitle", title);
      localStorage.setItem("jobpost_id", id);
      localStorage.setItem("applicationDraft", saved);
    },
    [job.jobTitle, String(job.id), JSON.stringify(draft)] as const,
  );
  await gotoReady(page, `${inject("baseUrl")}/apply-job`);
  await expectStep(page, step);
}

/** Opens the wizard for `job` at step 1, the job chosen as the board chooses it (local storage), with no draft. */
export async function openWizardFor(page: Page, job: { id: number; jobTitle: string }): Promise<void> {
  await openSiteStorage(page);
  await page.evaluate(
    ([title, id]) => {
      localStorage.setItem("jobTitle", title);
      localStorage.setItem("jobpost_id", id);
      localStorage.removeItem("applicationDraft");
    },
    [job.jobTitle, String(job.id)] as const,
  );
  await gotoReady(page, `${inject("baseUrl")}/apply-job`);
  await expectStep(page, 1);
}
