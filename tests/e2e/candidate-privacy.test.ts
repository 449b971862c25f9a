// Candidate data as Indian law expects, in Chromium (issue #29): a candidate applies with an Aadhaar
// number and the optional consent; HR sees the number masked and reveals it once (an audit row says
// so); the candidate withdraws the optional consent on the profile and files a data request, which
// HR answers from /hr/requests, and the reply arrives by mail.
import { describe, expect, inject, it } from "vitest";
import { MAIL_SUBJECTS } from "../../src/shared/mail-subjects.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { fillRemainingStepsAndSubmit, openWizardAtStep } from "../helpers/careers-wizard.js";
import { createSignedInUser, useE2eDatabase, useSession } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { waitForMail } from "../helpers/mail-inbox.js";
import { dropPublicJobCaches } from "../helpers/public-jobs-caches.js";
import { closePage, DESKTOP, openPage, url } from "./public-support.js";

/** A valid Aadhaar number (Verhoeff check digit 4). */
const AADHAAR = "234567890124";

// A wizard run and three pages: more room than the default on a busy machine.
describe("candidate privacy in Chromium", { timeout: 120_000 }, () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  const hr = useSession({ role: "hr" });

  it("applies with an Aadhaar number that HR sees masked and reveals once; the candidate withdraws the optional consent and files a request HR answers", async () => {
    const { user, storageState } = await createSignedInUser({ name: "Ananya Kulkarni" });
    const candidate = await openPage(chromium.browser, { viewport: DESKTOP, storageState });
    const job = await createJob(database.db, { jobTitle: `Site Reliability Engineer ${uniqueSuffix()}`, department: "Engineering" });
    await dropPublicJobCaches(inject("queuePrefix"));

    await openWizardAtStep(candidate, user, job, 4);
    await fillRemainingStepsAndSubmit(candidate, { aadhar: AADHAAR, keepForFutureOpenings: true });
    await candidate.getByRole("alertdialog").getByText("Application submitted successfully!", { exact: false }).waitFor();
    const application = await database.db.application.findFirstOrThrow({ where: { userId: user.id, jobId: job.id } });
    expect(await database.db.consent.findMany({ where: { applicationId: application.id }, orderBy: { purpose: "asc" } })).toMatchObject([
      { purpose: "application_processing", granted: true },
      { purpose: "future_openings", granted: true, withdrawnAt: null },
    ]);

    // HR: masked in the applicant's detail; Reveal shows the number, Hide masks it again.
    const hrPage = await openPage(chromium.browser, { viewport: DESKTOP, storageState: hr.storageState });
    await gotoReady(hrPage, url(`/hr/applied-forms/engineering/resume-screening?applicant=${application.id}`));
    const dialog = hrPage.getByRole("dialog");
    await dialog.getByText("XXXX XXXX 0124", { exact: true }).waitFor();
    expect(await dialog.textContent()).not.toContain(AADHAAR);
    await dialog.getByRole("button", { name: "Reveal Aadhar number" }).click();
    await dialog.getByText(AADHAAR, { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Hide Aadhar number" }).click();
    await dialog.getByText("XXXX XXXX 0124", { exact: true }).waitFor();
    const reveals = await database.db.auditEvent.findMany({ where: { applicationId: application.id, action: "identifier_revealed" } });
    expect(reveals).toMatchObject([{ actorId: hr.user.id, after: { field: "aadhar" } }]);

    // The candidate withdraws the optional consent, in one click and a confirmation.
    await gotoReady(candidate, url("/profile"));
    await candidate.getByRole("button", { name: "Withdraw consent: Keep my profile for future openings" }).click();
    await candidate.getByRole("dialog", { name: "Withdraw your consent?" }).getByRole("button", { name: "Withdraw consent" }).click();
    await candidate.getByRole("dialog", { name: "Withdraw your consent?" }).waitFor({ state: "detached" });
    await candidate.getByRole("button", { name: "Withdraw consent: Keep my profile for future openings" }).waitFor({ state: "detached" });
    const optional = await database.db.consent.findFirstOrThrow({ where: { applicationId: application.id, purpose: "future_openings" } });
    expect(optional.withdrawnAt).not.toBeNull();

    // ...and asks to see their data: acknowledged by mail, answered by HR, the reply mailed too.
    const message = `Which of my details do you hold? ${uniqueSuffix()}`;
    await candidate.getByLabel("Request type").selectOption({ label: "See my data" });
    await candidate.getByLabel("Message").fill(message);
    await candidate.getByRole("button", { name: "Send request" }).click();
    await waitForMail(inject("mailDir"), { to: user.email, subject: new RegExp(MAIL_SUBJECTS.data_request_received()) });
    const request = await database.db.dataRequest.findFirstOrThrow({ where: { userId: user.id } });
    expect(request).toMatchObject({ type: "access", message, status: "open" });

    await gotoReady(hrPage, url("/hr/requests"));
    await hrPage.getByRole("button", { name: `Reply to request #${request.id}` }).click();
    const replyDialog = hrPage.getByRole("dialog", { name: `Reply to request #${request.id}` });
    await replyDialog.getByText(message).waitFor();
    await replyDialog.getByLabel("Reply").fill("We hold the details of your one application; the attached export lists them.");
    await replyDialog.getByRole("button", { name: "Send reply" }).click();
    await replyDialog.waitFor({ state: "detached" });
    const reply = await waitForMail(inject("mailDir"), { to: user.email, subject: new RegExp(MAIL_SUBJECTS.data_request_answered()) });
    expect(reply.text).toContain("We hold the details of your one application");
    await closePage(hrPage);
    await closePage(candidate);
  });
});
