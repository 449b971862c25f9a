// A candidate's own area in Chromium, end to end: apply through the wizard; HR moves the applicant
// to Round 1; "Tracking Application" shows Round 1 and the mail about it; withdraw; the profile
// shows the application's details and downloads its resume; download my data (the ZIP holds the
// application and the resume); delete the account, after which signing in fails.
import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MAIL_SUBJECTS } from "../../src/shared/mail-subjects.js";
import { ACCOUNT_DATA_TEXTS } from "../../src/shared/me/account-data.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { fillRemainingStepsAndSubmit, openWizardAtStep } from "../helpers/careers-wizard.js";
import { createSignedInUser, useE2eDatabase } from "../helpers/e2e-session.js";
import { createJob, TEST_PASSWORD, uniqueSuffix } from "../helpers/factories.js";
import { waitForMail } from "../helpers/mail-inbox.js";
import { zipEntries } from "../helpers/zip-entries.js";
import { dropPublicJobCaches } from "../helpers/public-jobs-caches.js";
import { closePage, DESKTOP, openPage, url } from "./public-support.js";

async function openTrackingFromMenu(page: Page, name: string): Promise<void> {
  await gotoReady(page, url("/"));
  await page.getByRole("button", { name: new RegExp(`^${name}\\s*,\\s*account menu$`) }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tracking Application" }).click();
  await page.waitForURL(url("/applications"));
  await page.getByRole("heading", { level: 1, name: "My Applications" }).waitFor();
}

// A wizard run, a sign-in attempt and several page loads: more room than the default on a busy machine.
describe("candidate self-service in Chromium", { timeout: 120_000 }, () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();

  it("applies, sees HR's move and its mail, withdraws, downloads the data and deletes the account", async () => {
    const name = "Kavya Rao";
    // A user of its own: the test deletes the account.
    const { user, storageState } = await createSignedInUser({ name });
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState });
    const job = await createJob(database.db, { jobTitle: `Data Analyst ${uniqueSuffix()}`, department: "Engineering" });
    await dropPublicJobCaches(inject("queuePrefix"));

    await openWizardAtStep(page, user, job, 4);
    await fillRemainingStepsAndSubmit(page);
    await page.getByRole("alertdialog").getByText("Application submitted successfully!", { exact: false }).waitFor();
    const application = await database.db.application.findFirstOrThrow({ where: { userId: user.id, jobId: job.id } });

    // Nothing moved yet: under review.
    await openTrackingFromMenu(page, name);
    const card = page.getByRole("article", { name: job.jobTitle });
    await card.getByText("Under review", { exact: true }).waitFor();

    // HR accepts the applicant into Round 1 (the HR screens have their own tests).
    const hr = await createSignedInUser({ role: "hr" });
    const moved = await fetch(url(`/application/api/applicants/Engineering/${application.id}/move`), {
      method: "POST",
      headers: { authorization: `Bearer ${hr.token}`, "content-type": "application/json" },
      body: JSON.stringify({ status: "cleared", toRound: "Round 1" }),
    });
    expect(moved.status).toBe(200);
    const roundMailSubject = MAIL_SUBJECTS.applicant_accepted({ round: "Round 1" });
    await waitForMail(inject("mailDir"), { to: user.email, subject: new RegExp(roundMailSubject) });

    // The page reads again when the candidate comes back to it.
    await page.reload();
    await card.getByText("Moved to Round 1", { exact: true }).first().waitFor();
    const mail = card.getByRole("listitem").filter({ hasText: roundMailSubject });
    await mail.getByText(/delivered/i).waitFor();

    // Withdraw, confirmed in a dialog: the card says so, and a confirmation mail arrives.
    await card.getByRole("button", { name: "Withdraw application" }).click();
    await page.getByRole("dialog", { name: "Withdraw this application?" }).getByRole("button", { name: "Yes, withdraw" }).click();
    await card.getByText("Withdrawn", { exact: true }).first().waitFor();
    expect(await card.getByRole("button", { name: "Withdraw application" }).count()).toBe(0);
    await waitForMail(inject("mailDir"), { to: user.email, subject: new RegExp(MAIL_SUBJECTS.application_withdrawn()) });
    expect(await database.db.application.findUniqueOrThrow({ where: { id: application.id }, select: { withdrawnAt: true } })).not.toEqual({
      withdrawnAt: null,
    });

    // The profile shows what the wizard stored, and the resume downloads as uploaded.
    await gotoReady(page, url("/profile"));
    const personal = page.getByRole("region", { name: "Personal details" });
    await personal.getByText(application.mobileNumber, { exact: true }).waitFor();
    await page.getByRole("region", { name: "Education" }).getByText(application.collegeUniversity, { exact: true }).waitFor();
    const [resume] = await Promise.all([
      page.waitForEvent("download"),
      personal.getByRole("button", { name: "Download resume (PDF)" }).click(),
    ]);
    expect((await fs.readFile(await resume.path())).equals(tinyPdf())).toBe(true);

    // Download my data: a ZIP with the application and the resume as uploaded.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toBe("my-data.zip");
    const entries = await zipEntries(await fs.readFile(await download.path()));
    expect(entries.get(`documents/${application.id}-resume.pdf`)?.equals(tinyPdf())).toBe(true);
    const data = JSON.parse(entries.get("my-data.json")?.toString("utf8") ?? "{}") as {
      account: { email: string };
      applications: { id: number; jobTitle: string; status: string }[];
    };
    expect(data.account.email).toBe(user.email);
    expect(data.applications).toEqual([expect.objectContaining({ id: application.id, jobTitle: job.jobTitle, status: "Withdrawn" })]);

    // Delete the account: a wrong password changes nothing; the right one erases it and signs out.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText(ACCOUNT_DATA_TEXTS.wrongPassword).waitFor();
    expect(await database.db.user.count({ where: { id: user.id } })).toBe(1);
    await dialog.getByLabel("Password").fill(TEST_PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText(ACCOUNT_DATA_TEXTS.deleted).waitFor();
    await page.waitForURL(url("/"));
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    expect(await database.db.user.count({ where: { id: user.id } })).toBe(0);
    expect(
      await database.db.application.findUniqueOrThrow({ where: { id: application.id }, select: { fullName: true, email: true } }),
    ).toEqual({
      fullName: "Erased",
      email: "",
    });

    // Signing in with the old credentials now fails.
    await gotoReady(page, url("/signin"));
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password. Please check your credentials and try again.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signin");
    await closePage(page);
  });
});
