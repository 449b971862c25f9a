// The HR area in Chromium, as HR signed in at /hr/signin: post a job, see it in posted jobs and on
// the public board, apply to it as a candidate through the wizard, find the applicant under its
// department and Resume Screening, accept into Round 1 with a mail and find them under Round 1;
// reject an enquiry with a reason and see the mail. Plus the guard, the timings and axe checks.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { SESSION_ENDED } from "../../src/shared/session.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { useBrowser } from "../helpers/browser.js";
import { fillFirstSteps, fillRemainingStepsAndSubmit } from "../helpers/careers-wizard.js";
import { createSignedInUser, signInAs, useE2eDatabase } from "../helpers/e2e-session.js";
import { TEST_PASSWORD, uniqueSuffix } from "../helpers/factories.js";
import { existingMailFiles, waitForMail } from "../helpers/mail-inbox.js";
import { closePage, DESKTOP, MOBILE, openPage, seriousViolations, url, type Theme } from "./public-support.js";

describe("HR area in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  let hrEmail: string;

  async function signInAsHr(page: Page): Promise<void> {
    await page.goto(url("/hr/signin"));
    await page.getByLabel("Email").fill(hrEmail);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(url("/hr"));
    await page.getByRole("heading", { name: "HR Dashboard", level: 1 }).waitFor();
  }

  const hrNav = (page: Page) => page.getByRole("navigation", { name: "HR" });

  beforeAll(async () => {
    hrEmail = (await createSignedInUser({ role: "hr", name: "Hema HR" })).user.email;
  });

  it("sends signed-out visitors and candidates away from /hr to /", async () => {
    const page = await openPage(chromium.browser);
    await page.goto(url("/hr/enquiry"));
    await page.waitForURL(url("/"));
    await signInAs(page, { role: "user" });
    await page.goto(url("/hr/applied-forms"));
    await page.waitForURL(url("/"));
    await closePage(page);
  });

  it("ends a session the server revoked: signed out here, told why, sent to HR sign-in", async () => {
    const page = await openPage(chromium.browser);
    const hr = await signInAs(page, { role: "hr" });
    // What a logout on another device or a password reset does to this device's token.
    await database.db.user.update({ where: { id: hr.id }, data: { tokenVersion: { increment: 1 } } });
    await page.goto(url("/hr/enquiry"));
    await page.getByText(SESSION_ENDED).waitFor();
    await page.waitForURL(url("/hr/signin"));
    expect(await page.evaluate(() => [localStorage.getItem("authToken"), localStorage.getItem("user")])).toEqual([null, null]);
    await closePage(page);
  });

  it("shows a dash, not a loading mark, for dashboard figures that failed to load", async () => {
    const page = await openPage(chromium.browser);
    await signInAs(page, { role: "hr" });
    await page.route("**/trpc/hr.dashboard**", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto(url("/hr"));
    await page.getByText("The figures could not be loaded.").waitFor();
    const figures = page.locator("dd");
    expect(await figures.allTextContents()).toEqual(["—", "—", "—"]);
    await closePage(page);
  });

  it("posts a job, sees it listed and on the board, and moves its applicant from Resume Screening to Round 1 with a mail", async () => {
    const title = `Operations Analyst ${uniqueSuffix()}`;
    const candidateName = `Nila Menon ${uniqueSuffix()}`;
    const hr = await openPage(chromium.browser);
    await signInAsHr(hr);

    // Post the job: required fields first, then a list with a blank extra row that is dropped.
    await hrNav(hr).getByRole("link", { name: "Post Job" }).click();
    await hr.getByRole("button", { name: "Post Job" }).click();
    await hr.getByText("Job title is required").waitFor();
    await hr.getByLabel("Job title").fill(title);
    await hr.getByLabel("Department").selectOption("Operations");
    await hr.getByLabel("Location").fill("Pune");
    await hr.getByLabel("Experience (years)").fill("2");
    await hr.getByLabel("Job summary").fill("Keep projects on time.");
    await hr.getByRole("textbox", { name: "Responsibilities 1", exact: true }).fill("Track milestones");
    await hr.getByRole("button", { name: "Add responsibilities" }).click();
    await hr.getByRole("textbox", { name: "Responsibilities 2", exact: true }).waitFor();
    await hr.getByRole("button", { name: "Post Job" }).click();
    const popup = hr.getByRole("dialog", { name: "Success!" });
    await popup.getByText("Job posted successfully!").waitFor();
    await popup.getByRole("button", { name: "OK" }).click();
    expect(await hr.getByLabel("Job title").inputValue()).toBe("");
    expect(await hr.getByRole("textbox", { name: "Responsibilities 2", exact: true }).count()).toBe(0);
    const job = await database.db.job.findFirstOrThrow({ where: { jobTitle: title } });
    expect(job.responsibilities).toEqual(["Track milestones"]);

    await hrNav(hr).getByRole("link", { name: "Posted Jobs" }).click();
    await hr.getByLabel("Search").fill(title);
    await hr.getByRole("heading", { name: title }).waitFor();
    await hr.getByLabel("Show").selectOption("inactive");
    await hr.getByText("No matching jobs").waitFor();

    // A candidate finds it on the public board and applies through the wizard.
    const candidate = await openPage(chromium.browser);
    const user = await signInAs(candidate, { name: candidateName });
    await candidate.goto(url(`/job-board?q=${encodeURIComponent(title)}`));
    const details = candidate.getByRole("article", { name: "Job details" });
    await details.getByRole("heading", { name: title }).waitFor();
    await candidate.getByRole("button", { name: "Apply", exact: true }).click();
    await candidate.getByRole("heading", { name: `Applying for: ${title}` }).waitFor();
    await fillFirstSteps(candidate);
    await fillRemainingStepsAndSubmit(candidate);
    await candidate.getByText("Application submitted successfully! We will contact you soon.").waitFor();
    await closePage(candidate);

    // HR finds them under the department, then under Resume Screening.
    await hrNav(hr).getByRole("link", { name: "Applied Jobs" }).click();
    await hr.getByRole("heading", { name: "Application Management Dashboard" }).waitFor();
    await hr.getByRole("link", { name: /^Operations/ }).click();
    await hr.getByRole("heading", { name: "Operations Applications" }).waitFor();
    await hr.getByRole("cell", { name: candidateName }).waitFor();

    await hr.goto(url("/hr/applied-forms"));
    await hr.getByRole("heading", { name: "Applied Forms Management" }).waitFor();
    await hr.getByRole("link", { name: /^Operations/ }).click();
    await hr.getByRole("link", { name: /Resume Screening/ }).click();
    await hr.waitForURL(url("/hr/applied-forms/operations/resume-screening"));
    const row = hr.getByRole("row").filter({ hasText: candidateName });
    await row.waitFor();
    expect(await row.getByRole("cell", { name: "In Progress" }).count()).toBe(1);

    // Send Mail needs a complete choice: Accept alone is not enough, Accept + Round 1 is.
    const sendMail = row.getByRole("button", { name: "Send Mail" });
    expect(await sendMail.isDisabled()).toBe(true);
    await row.getByRole("button", { name: "Accept" }).click();
    expect(await sendMail.isDisabled()).toBe(true);
    await row.getByLabel(`Move ${candidateName} to`).selectOption("round_1");
    const before = existingMailFiles(inject("mailDir"));
    await sendMail.click();
    const modal = hr.getByRole("dialog", { name: "Send acceptance mail" });
    expect(await modal.getByLabel("Message").inputValue()).toContain("moved to Round 1");
    await modal.getByLabel("Link (optional)").fill("meet.example.com/round-1");
    await modal.getByRole("button", { name: "Send" }).click();
    await hr.getByText(`Email sent to ${user.email} and status updated.`).waitFor();
    const mail = await waitForMail(inject("mailDir"), { to: user.email, after: before });
    expect(mail.text).toContain("moved to Round 1");
    expect(mail.html).toContain("https://meet.example.com/round-1");

    await hr.goto(url("/hr/applied-forms/operations"));
    await hr.getByRole("link", { name: /Round 1/ }).click();
    await hr.getByRole("row").filter({ hasText: candidateName }).waitFor();
    const history = await database.db.roundChange.findMany({ where: { application: { email: user.email } } });
    expect(history).toMatchObject([{ fromRound: "resume_screening", toRound: "round_1", status: "in_progress" }]);
    await closePage(hr);
  });

  it("rejects an applicant at a step: the row turns Rejected beside Mail sent; a closed dialog gives focus back", async () => {
    const applicant = await createApplication(database.db, { department: "Finance", round: "round_2", fullName: `Ravi Iyer ${uniqueSuffix()}` });
    const page = await openPage(chromium.browser);
    await signInAs(page, { role: "hr" });
    await page.goto(url("/hr/applied-forms/finance/round-2"));
    const row = page.getByRole("row").filter({ hasText: applicant.fullName });
    await row.waitFor();

    const viewDetails = row.getByRole("button", { name: "View Details" });
    await viewDetails.click();
    const details = page.getByRole("dialog", { name: applicant.fullName });
    await details.waitFor();
    await page.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });
    // The dialog hands focus back once it has closed, which may land a frame after it left the DOM.
    await expect.poll(() => viewDetails.evaluate((button) => button === document.activeElement)).toBe(true);

    await row.getByRole("button", { name: "Reject" }).click();
    const before = existingMailFiles(inject("mailDir"));
    await row.getByRole("button", { name: "Send Mail" }).click();
    await page.getByRole("dialog", { name: "Send rejection mail" }).getByRole("button", { name: "Send" }).click();
    await page.getByText(`Email sent to ${applicant.email} and status updated.`).waitFor();
    await row.getByText("Rejected", { exact: true }).waitFor();
    await row.getByText("Mail sent", { exact: true }).waitFor();
    expect(await row.getByRole("button", { name: "Send Mail" }).count()).toBe(0);
    await waitForMail(inject("mailDir"), { to: applicant.email, after: before });
    await closePage(page);
  });

  it("rejects an enquiry with a reason: filters after 500 ms, success for 2 s, the mail arrives", async () => {
    const tag = uniqueSuffix();
    const enquiry = await createEnquiry(database.db, { fullName: `Farhan Qureshi ${tag}`, email: `farhan.${tag}@example.com` });
    await createEnquiry(database.db, { fullName: `Other Person ${tag}` });
    const longName = `Venkata Subramanian Iyer Ramakrishnan Chandrasekhar ${tag}`;
    await createEnquiry(database.db, { fullName: longName });
    const page = await openPage(chromium.browser);
    await signInAsHr(page);
    await page.clock.install();
    await page.goto(url("/hr/enquiry"));
    await page.getByRole("heading", { name: "Candidate Enquiries" }).waitFor();

    await page.getByLabel("Name").fill(tag);
    await page.getByRole("link", { name: `Other Person ${tag}` }).waitFor();
    // A long name wraps, so at desktop width the table, Reject included, fits its box.
    await page.getByRole("link", { name: longName }).waitFor();
    const table = page.getByRole("table", { name: "Candidate enquiries" });
    expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(true);
    await page.getByLabel("Name").fill(`Farhan Qureshi ${tag}`);
    await page.clock.runFor(499);
    expect(await page.getByText(`Other Person ${tag}`).count()).toBe(1);
    await page.clock.runFor(1);
    await page.getByText(`Other Person ${tag}`).waitFor({ state: "detached" });

    await page.getByRole("button", { name: `Reject Farhan Qureshi ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: "Reject candidate" });
    await dialog.getByLabel("Reason").fill("We need someone with five years of Go.");
    await dialog.getByRole("button", { name: "Send rejection" }).click();
    const success = page.getByText("Rejection email sent successfully!");
    await success.waitFor();
    await page.clock.runFor(2000);
    await success.waitFor({ state: "detached" });

    const mail = await waitForMail(inject("mailDir"), { to: enquiry.email });
    expect(mail.text).toContain("We need someone with five years of Go.");
    await closePage(page);
  });

  for (const theme of ["light", "dark"] as Theme[]) {
    it(`the HR screens fit the screen and have no serious axe violations (${theme}, ${theme === "light" ? "375 px" : "desktop"})`, async () => {
      const enquiry = await createEnquiry(database.db);
      const page = await openPage(chromium.browser, { theme, viewport: theme === "light" ? MOBILE : DESKTOP });
      await signInAsHr(page);
      const screens: [string, string][] = [
        ["/hr", "HR Dashboard"],
        ["/hr/enquiry", "Candidate Enquiries"],
        [`/hr/candidate/${enquiry.id}`, enquiry.fullName],
        ["/hr/post-job", "Post a Job"],
        ["/hr/posted-job", "Posted Jobs"],
        ["/hr/applied-jobs", "Application Management Dashboard"],
        ["/hr/applied-forms/engineering", "Engineering"],
        ["/hr/applied-forms/engineering/resume-screening", "Engineering: Resume Screening"],
      ];
      for (const [path, heading] of screens) {
        await page.goto(url(path));
        await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
        expect({ path, fits: await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth) }).toEqual({ path, fits: true });
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
      await closePage(page);
    });
  }
});
