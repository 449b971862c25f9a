// The HR area in Chromium, as HR with a stored session: post a job, see it in posted jobs and on
// the public board, apply to it as a candidate through the wizard, find the applicant under its
// department and Resume Screening, accept into Round 1 with a mail and find them under Round 1;
// reject an enquiry with a reason and see the mail. Plus the guard, the timings and layouts (the
// HR screens' axe and overflow sweep is page-health-hr.test.ts).
import fs from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { SESSION_ENDED } from "../../src/shared/session.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { csvRows } from "../helpers/csv-rows.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { fillFirstSteps, fillRemainingStepsAndSubmit } from "../helpers/careers-wizard.js";
import { createSignedInUser, storeSession, useE2eDatabase, useSession } from "../helpers/e2e-session.js";
import { applicantCountText } from "../../src/client/features/hr/lib/format.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { existingMailFiles, waitForMail } from "../helpers/mail-inbox.js";
import { closePage, DESKTOP, openPage, seriousViolations, url } from "./public-support.js";

/** The phone width the HR screens are checked at. */
const PHONE = { width: 390, height: 844 };

/**
 * WCAG contrast of an element's text on its own background, as the browser paints them once its
 * colour transitions (Button's transition-colors, on hover or when pressed) have ended.
 */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d canvas");
    const luminance = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

describe("HR area in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  // HR's session, signed in once for the file (accounts.test.ts signs HR in through the form).
  const hrSession = useSession({ role: "hr", name: "Hema HR" });
  const candidateSession = useSession({ role: "user" });

  /** A page signed in as HR (in its own context, as openPage makes it). */
  const openHrPage = (options: Parameters<typeof openPage>[1] = {}) =>
    openPage(chromium.browser, { ...options, storageState: hrSession.storageState });

  /** HR's dashboard, where the form's sign-in lands. */
  async function openDashboard(page: Page): Promise<void> {
    await gotoReady(page, url("/hr"));
    await page.getByRole("heading", { name: "HR Dashboard", level: 1 }).waitFor();
  }

  const hrNav = (page: Page) => page.getByRole("navigation", { name: "HR" });

  it("sends signed-out visitors and candidates away from /hr to /", async () => {
    const page = await openPage(chromium.browser);
    await gotoReady(page, url("/hr/enquiry"));
    await page.waitForURL(url("/"));
    await storeSession(page, candidateSession);
    await gotoReady(page, url("/hr/applied-forms"));
    await page.waitForURL(url("/"));
    await closePage(page);
  });

  it("ends a session the server revoked: signed out here, told why, sent to HR sign-in", async () => {
    // A session of its own: this one ends.
    const { user: hr, storageState } = await createSignedInUser({ role: "hr" });
    const page = await openPage(chromium.browser, { storageState });
    // What a logout on another device or a password reset does to this device's token.
    await database.db.user.update({ where: { id: hr.id }, data: { tokenVersion: { increment: 1 } } });
    await gotoReady(page, url("/hr/enquiry"));
    await page.getByText(SESSION_ENDED).waitFor();
    await page.waitForURL(url("/hr/signin"));
    expect(await page.evaluate(() => [localStorage.getItem("authToken"), localStorage.getItem("user")])).toEqual([null, null]);
    await closePage(page);
  });

  it("shows a dash, not a loading mark, for dashboard figures that failed to load", async () => {
    const page = await openHrPage();
    await page.route("**/trpc/hr.dashboard**", (route) => route.fulfill({ status: 500, body: "" }));
    await gotoReady(page, url("/hr"));
    await page.getByText("The figures could not be loaded.").waitFor();
    const figures = page.locator("dd");
    expect(await figures.allTextContents()).toEqual(["—", "—", "—"]);
    await closePage(page);
  });

  it("shows the route's error with a way back when a page's data fails to load; Try again loads it", async () => {
    const page = await openHrPage();
    const candidates = "**/trpc/hr.enquiries.list**";
    await page.route(candidates, (route) => route.fulfill({ status: 500, body: "" }));
    await gotoReady(page, url("/hr/enquiry"));
    const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch candidates" });
    await alert.getByRole("link", { name: "Back to HR Dashboard" }).waitFor();
    await page.unroute(candidates);
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "Candidate Enquiries", level: 1 }).waitFor();
    expect(await alert.count()).toBe(0);
    await closePage(page);
  });

  it("posts a job, sees it listed and on the board, and moves its applicant from Resume Screening to Round 1 with a mail", async () => {
    const title = `Operations Analyst ${uniqueSuffix()}`;
    const candidateName = `Nila Menon ${uniqueSuffix()}`;
    const hr = await openHrPage();
    await openDashboard(hr);

    // Post the job with a blank extra list row, which is dropped (the form's required-field
    // messages are post-job-form.test.tsx's).
    await hrNav(hr).getByRole("link", { name: "Post Job" }).click();
    await hr.getByRole("heading", { name: "Post a Job", level: 1 }).waitFor();
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
    await hr.getByRole("heading", { name: "Posted Jobs", level: 1 }).waitFor();
    await hr.getByLabel("Search", { exact: true }).fill(title);
    await hr.getByRole("heading", { name: title }).waitFor();
    await hr.getByLabel("Show").selectOption("inactive");
    await hr.getByText("No matching jobs").waitFor();

    // A candidate finds it on the public board and applies through the wizard.
    const { user, storageState } = await createSignedInUser({ name: candidateName });
    const candidate = await openPage(chromium.browser, { storageState });
    await gotoReady(candidate, url(`/job-board?q=${encodeURIComponent(title)}`));
    const details = candidate.getByRole("article", { name: "Job details" });
    await details.getByRole("heading", { name: title }).waitFor();
    await candidate.getByRole("button", { name: "Apply", exact: true }).click();
    await candidate.getByRole("heading", { name: `Applying for: ${title}` }).waitFor();
    await fillFirstSteps(candidate);
    await fillRemainingStepsAndSubmit(candidate);
    await candidate.getByText("Application submitted successfully! We will contact you soon.").waitFor();
    await closePage(candidate);

    // HR finds them under the department, then under Resume Screening.
    await hrNav(hr).getByRole("link", { name: "Applications" }).click();
    await hr.getByRole("heading", { name: "Application Management Dashboard" }).waitFor();
    await hr.getByRole("link", { name: /^Operations/ }).click();
    await hr.getByRole("heading", { name: "Operations Applications" }).waitFor();
    await hr.getByRole("cell", { name: candidateName }).waitFor();

    await hrNav(hr).getByRole("link", { name: "Hiring Rounds" }).click();
    await hr.getByRole("heading", { name: "Applied Forms Management", level: 1 }).waitFor();
    await hr.getByRole("link", { name: /^Operations/ }).click();
    await hr.getByRole("link", { name: /Resume Screening/ }).click();
    await hr.waitForURL(url("/hr/applied-forms/operations/resume-screening"));
    await hr.getByRole("heading", { name: "Operations: Resume Screening", level: 1 }).waitFor();
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
    await hr.getByText(`Status updated; the mail to ${user.email} is queued for sending.`).waitFor();
    const mail = await waitForMail(inject("mailDir"), { to: user.email, after: before });
    expect(mail.text).toContain("moved to Round 1");
    expect(mail.html).toContain("https://meet.example.com/round-1");

    await gotoReady(hr, url("/hr/applied-forms/operations"));
    await hr.getByRole("link", { name: /Round 1/ }).click();
    await hr.getByRole("row").filter({ hasText: candidateName }).waitFor();
    const history = await database.db.roundChange.findMany({ where: { application: { email: user.email } } });
    expect(history).toMatchObject([{ fromRound: "resume_screening", toRound: "round_1", status: "in_progress" }]);
    await closePage(hr);
  });

  it("rejects an applicant at a step: the row turns Rejected beside Mail queued; a closed dialog gives focus back", async () => {
    const applicant = await createApplication(database.db, {
      department: "Finance",
      round: "round_2",
      fullName: `Ravi Iyer ${uniqueSuffix()}`,
    });
    const page = await openHrPage();
    await gotoReady(page, url("/hr/applied-forms/finance/round-2"));
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
    await page.getByText(`Status updated; the mail to ${applicant.email} is queued for sending.`).waitFor();
    await row.getByText("Rejected", { exact: true }).waitFor();
    await row.getByText("Mail queued", { exact: true }).waitFor();
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
    const page = await openHrPage();
    await page.clock.install();
    await gotoReady(page, url("/hr/enquiry"));
    await page.getByRole("heading", { name: "Candidate Enquiries" }).waitFor();

    await page.getByLabel("Name").fill(tag);
    await page.getByRole("link", { name: `Other Person ${tag}` }).waitFor();
    // A long name wraps, so at desktop width the table, Reject included, fits its box.
    await page.getByRole("link", { name: longName }).waitFor();
    const table = page.getByRole("table", { name: "Candidate enquiries" });
    expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(true);
    await page.getByLabel("Name").fill(`Farhan Qureshi ${tag}`);
    await page.clock.runFor(499);
    expect(await table.getByText(`Other Person ${tag}`).count()).toBe(1);
    await page.clock.runFor(1);
    await table.getByText(`Other Person ${tag}`).waitFor({ state: "detached" });

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

    // The enquiry's own page is titled with the candidate's name.
    await gotoReady(page, url(`/hr/candidate/${enquiry.id}`));
    await page.getByRole("heading", { name: enquiry.fullName, level: 1 }).waitFor();
    await closePage(page);
  });

  it("enquiries: clearing a filter returns to page 1; Delete → Cancel from the detail returns to it; a rejected enquiry says so and cannot be rejected again", async () => {
    const tag = uniqueSuffix();
    for (let i = 0; i < 12; i += 1) await createEnquiry(database.db, { fullName: `Pager ${tag} ${String(i).padStart(2, "0")}` });
    await createEnquiry(database.db, { fullName: `Unpaged ${tag}` });
    const page = await openHrPage();
    await gotoReady(page, url("/hr/enquiry"));
    const pageText = page.getByText(/^Page \d+ of \d+$/);
    await pageText.waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await page.getByLabel("Name").fill(`Pager ${tag}`);
    await page.getByText("12 candidates", { exact: true }).waitFor();
    expect(await pageText.textContent()).toBe("Page 1 of 2");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByText("12 candidates", { exact: true }).waitFor({ state: "detached" });
    expect(await pageText.textContent()).toMatch(/^Page 1 of \d+$/);

    const name = `Pager ${tag} 11`;
    await page.getByRole("button", { name: `View ${name}` }).click();
    const detail = page.getByRole("dialog", { name });
    await detail.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Delete candidate" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await detail.waitFor();

    await detail.getByRole("button", { name: "Reject", exact: true }).click();
    const reject = page.getByRole("dialog", { name: "Reject candidate" });
    await reject.getByRole("button", { name: "Send rejection" }).click();
    await page.getByText("Rejection email sent successfully!").waitFor();
    const rejected = page.getByRole("button", { name: `Rejected: ${name}` });
    await rejected.waitFor();
    expect(await rejected.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: `Reject ${name}`, exact: true }).count()).toBe(0);
    const row = page.getByRole("row").filter({ hasText: name });
    expect(await row.getByText("Rejected", { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: `View ${name}` }).click();
    expect(await page.getByRole("dialog", { name }).getByRole("button", { name: "Rejected", exact: true }).isDisabled()).toBe(true);
    await closePage(page);
  });

  it("hiring rounds: Selected and Rejected have their own counted entries; selecting in the HR Round lands in Selected with its history", async () => {
    const tag = uniqueSuffix();
    const chosen = await createApplication(database.db, { department: "Marketing", round: "hr_round", fullName: `Selma Chosen ${tag}` });
    const turnedDown = await createApplication(database.db, {
      department: "Marketing",
      round: "round_2",
      roundStatus: "rejected",
      fullName: `Ravi Declined ${tag}`,
    });
    const count = (roundStatus: "cleared" | "rejected") =>
      database.db.application.count({ where: { department: "Marketing", source: "job_application", roundStatus } });
    const page = await openHrPage();
    await gotoReady(page, url("/hr/applied-forms/marketing"));
    await page.getByRole("list", { name: "Hiring steps" }).getByRole("listitem").first().waitFor();
    expect(await page.getByRole("list", { name: "Hiring steps" }).getByRole("listitem").count()).toBe(5);
    const outcomes = page.getByRole("list", { name: "Outcomes" });
    const outcome = (title: string) => outcomes.getByRole("link", { name: new RegExp(`^${title}`) });
    await outcome("Rejected")
      .getByText(applicantCountText(await count("rejected")), { exact: true })
      .waitFor();
    const selectedBefore = await count("cleared");
    await outcome("Selected").getByText(applicantCountText(selectedBefore), { exact: true }).waitFor();

    await page.getByRole("link", { name: /HR ROUND/ }).click();
    await page.getByText("Select (hire) or reject each candidate, then send them the mail.").waitFor();
    const row = page.getByRole("row").filter({ hasText: chosen.fullName });
    const accept = row.getByRole("button", { name: "Accept" });
    await accept.click();
    // The pressed button stays readable under the pointer (it was white on slate-100).
    await accept.hover();
    expect(await contrastOf(accept)).toBeGreaterThanOrEqual(4.5);
    const moveTo = row.getByLabel(`Move ${chosen.fullName} to`);
    expect(await moveTo.locator("option").allTextContents()).toEqual(["Choose a round", "Select (hire)"]);
    await moveTo.selectOption("hr_round");
    await row.getByRole("button", { name: "Send Mail" }).click();
    const modal = page.getByRole("dialog", { name: "Send acceptance mail" });
    // A bad link's message on the field is send-mail-modal.test.tsx's.
    await modal.getByLabel("Link (optional)").fill("meet.example.com/offer");
    await modal.getByRole("button", { name: "Send" }).click();
    await page.getByText(`Status updated; the mail to ${chosen.email} is queued for sending.`).waitFor();

    await page.getByRole("link", { name: "← Marketing steps" }).click();
    await outcome("Selected")
      .getByText(applicantCountText(selectedBefore + 1), { exact: true })
      .waitFor();
    await outcome("Selected").click();
    await page.getByRole("heading", { name: "Marketing: Selected", level: 1 }).waitFor();
    await page.getByText("Candidates selected in the HR Round: the hiring decision is made.").waitFor();
    expect(await page.getByText(/Accept \(choose/).count()).toBe(0);
    const selectedRow = page.getByRole("row").filter({ hasText: chosen.fullName });
    await selectedRow.getByText("Selected", { exact: true }).waitFor();
    await selectedRow.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: chosen.fullName });
    await details.getByRole("heading", { name: "Round history" }).waitFor();
    await details.getByText("Selected in HR Round").waitFor();
    const roundHistory = details.locator("section").filter({ has: page.getByRole("heading", { name: "Round history" }) });
    await roundHistory.getByText(/by Hema HR/).waitFor();
    await page.keyboard.press("Escape");

    await gotoReady(page, url("/hr/applied-forms/marketing/rejected"));
    const rejectedRow = page.getByRole("row").filter({ hasText: turnedDown.fullName });
    await rejectedRow.getByText("at Round 2").waitFor();
    await closePage(page);
  });

  it("keeps a pressed Accept / Reject readable under the pointer in the dark theme", async () => {
    const applicant = await createApplication(database.db, {
      department: "Marketing",
      round: "round_1",
      fullName: `Dara Dark ${uniqueSuffix()}`,
    });
    const page = await openHrPage({ theme: "dark" });
    await gotoReady(page, url("/hr/applied-forms/marketing/round-1"));
    const row = page.getByRole("row").filter({ hasText: applicant.fullName });
    for (const name of ["Accept", "Reject"]) {
      const button = row.getByRole("button", { name });
      await button.click();
      await button.hover();
      expect({ name, contrast: (await contrastOf(button)) >= 4.5 }).toEqual({ name, contrast: true });
    }
    await closePage(page);
  });

  it("at 390 px, HR lists are cards with status, move and actions on screen; the desktop table is a keyboard-reachable region", async () => {
    const tag = uniqueSuffix();
    const applicant = await createApplication(database.db, { department: "Sales", round: "round_1", fullName: `Kiran Card ${tag}` });
    await createApplication(database.db, {
      department: "Sales",
      round: "round_2",
      roundStatus: "rejected",
      fullName: `Mohan Outcome ${tag}`,
    });
    const page = await openHrPage({ viewport: PHONE });
    await gotoReady(page, url("/hr/applied-forms/sales/round-1"));
    const card = page.getByRole("list", { name: "Candidates of this step" }).getByRole("listitem").filter({ hasText: applicant.fullName });
    for (const control of [
      card.getByText("In Progress"),
      card.getByLabel(`Move ${applicant.fullName} to`),
      card.getByRole("button", { name: "Accept" }),
      card.getByRole("button", { name: "View Details" }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Applications: a rejected applicant's status is Rejected alone, never beside "Active".
    await gotoReady(page, url("/hr/applied-jobs/sales"));
    const outcomeCard = page
      .getByRole("list", { name: "Sales Applications" })
      .getByRole("listitem")
      .filter({ hasText: `Mohan Outcome ${tag}` });
    await outcomeCard.getByText("Rejected", { exact: true }).waitFor();
    expect(await outcomeCard.getByText("Active").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await gotoReady(page, url("/hr/applied-forms/sales"));
    await page.getByRole("list", { name: "Outcomes" }).waitFor();

    await gotoReady(page, url("/hr/applied-jobs/sales"));
    await page.setViewportSize(DESKTOP);
    const region = page.getByRole("region", { name: "Sales Applications" });
    await region.focus();
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    const row = page.getByRole("row").filter({ hasText: `Mohan Outcome ${tag}` });
    await row.getByText("Rejected", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closePage(page);
  });

  it("keeps the HR bar on one row at 1280 px (and on screen at 390 px); Applications' filters narrow the list and its CSV alike", async () => {
    const tag = uniqueSuffix();
    const jobTitle = `Auditor ${tag}`;
    for (const [i, gender] of ["Female", "Male", "Female", "Male"].entries()) {
      await createApplication(database.db, { department: "Finance", jobTitle, gender, fullName: `Filter ${i} ${tag}` });
    }
    const page = await openHrPage({ viewport: DESKTOP });
    await gotoReady(page, url("/hr/applied-jobs/finance"));
    await page.getByRole("heading", { name: "Finance Applications", level: 1 }).waitFor();
    const nav = hrNav(page);
    const tops = async () => {
      const items = [...(await nav.getByRole("link").all()), nav.getByRole("combobox"), nav.getByRole("button", { name: "Logout" })];
      return Promise.all(items.map(async (item) => (await item.boundingBox())?.y ?? -1000));
    };
    // 1200 px too: room for a desktop scrollbar and system fonts wider than the test browser's.
    for (const width of [DESKTOP.width, 1200]) {
      await page.setViewportSize({ ...DESKTOP, width });
      const rowTops = await tops();
      expect({ width, rows: Math.max(...rowTops) - Math.min(...rowTops) < 12 }).toEqual({ width, rows: true });
    }
    await page.setViewportSize(DESKTOP);

    await page.getByRole("combobox", { name: "Job Title" }).selectOption(jobTitle);
    await page.getByRole("combobox", { name: "Gender" }).selectOption("Female");
    const table = page.getByRole("table", { name: "Finance Applications" });
    await expect.poll(() => table.getByRole("row").count()).toBe(3);
    const shown = await table.getByRole("row").filter({ hasText: tag }).allInnerTexts();
    expect(shown.every((text) => text.includes("Female"))).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const csv = await fs.readFile(await download.path(), "utf8");
    const [header = [], ...records] = csvRows(csv.slice(1));
    expect(records.map((record) => record[header.indexOf("Full Name")]).sort()).toEqual([`Filter 0 ${tag}`, `Filter 2 ${tag}`]);

    await page.setViewportSize(PHONE);
    for (const item of [
      nav.getByRole("link", { name: "Activity" }),
      nav.getByRole("button", { name: "Logout" }),
      nav.getByRole("combobox"),
    ]) {
      const box = await item.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await closePage(page);
  });

  it("posted jobs: each shows its applicant count linking to its applicants, and can be edited with the form prefilled", async () => {
    const tag = uniqueSuffix();
    const page = await openHrPage();
    await openDashboard(page);
    const title = `Brand Designer ${tag}`;
    // Posted through the API (as the form does) so the public job cache knows it at once.
    const job = await page.evaluate(
      async (body) => {
        const res = await fetch("/api/jobs", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("authToken")}` },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { id: number };
      },
      {
        job_title: title,
        department: "Design",
        location: "Chennai",
        job_summary: "Shape the brand.",
        experience_level: 1,
        responsibilities: ["Own the style guide"],
      },
    );
    const applicant = await createApplication(database.db, {
      department: "Design",
      jobId: job.id,
      jobTitle: title,
      round: "round_1",
      roundStatus: "rejected",
      fullName: `Tara Applicant ${tag}`,
    });

    await hrNav(page).getByRole("link", { name: "Posted Jobs" }).click();
    await page.getByLabel("Search", { exact: true }).fill(title);
    await page.getByRole("link", { name: `1 applicant for ${title}`, exact: true }).click();
    await page.waitForURL(url(`/hr/posted-job/${job.id}#applicants`));
    const applicants = page.getByRole("region", { name: "Applicants (1)" });
    const row = applicants.getByRole("row").filter({ hasText: applicant.fullName });
    await row.getByText("Rejected", { exact: true }).waitFor();

    await page.getByRole("link", { name: "Edit job" }).click();
    await page.getByRole("heading", { name: "Edit Job", level: 1 }).waitFor();
    expect(await page.getByLabel("Job title").inputValue()).toBe(title);
    expect(await page.getByLabel("Location").inputValue()).toBe("Chennai");
    expect(await page.getByRole("textbox", { name: "Responsibilities 1", exact: true }).inputValue()).toBe("Own the style guide");
    await page.getByLabel("Job title").fill(`Senior ${title}`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const popup = page.getByRole("dialog", { name: "Success!" });
    await popup.getByText("Job updated successfully!").waitFor();
    await popup.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(url(`/hr/posted-job/${job.id}`));
    await page.getByRole("heading", { name: `Senior ${title}`, level: 1 }).waitFor();
    expect(await database.db.job.findUniqueOrThrow({ where: { id: job.id }, select: { jobTitle: true, location: true } })).toEqual({
      jobTitle: `Senior ${title}`,
      location: "Chennai",
    });
    await closePage(page);
  });
});
