// The pipeline board in Chromium (issue #16 item 1): HR opens Pipeline from the HR menu, picks a
// department and a job, drags one applicant to Round 1 with the mouse and another with the keyboard
// (Space, Right arrow, Space), sees each toast and card in the Round 1 column, and each candidate's
// "moved to Round 1" mail arrives and shows as Sent in the card's mail panel; the moves are history
// rows like any accept. Plus axe and a phone.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createApplication } from "../helpers/application-factory.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { useE2eDatabase, useSession } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { existingMailFiles, waitForMail } from "../helpers/mail-inbox.js";
import { closePage, openPage, seriousViolations, url } from "./public-support.js";

const column = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
const cardIn = (region: Locator, name: string) => region.getByRole("listitem").filter({ hasText: name });

describe("HR pipeline board in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  const hr = useSession({ role: "hr" });

  it("moves one applicant to Round 1 with the mouse and another with the keyboard; toasts, cards and mails follow", async () => {
    const tag = uniqueSuffix();
    const job = await createJob(database.db, { department: "Marketing", jobTitle: `Board Marketer ${tag}` });
    const [byMouse, byKeyboard] = await Promise.all(
      [`Maya Mouse ${tag}`, `Kiran Keys ${tag}`].map((fullName) =>
        createApplication(database.db, { department: "Marketing", jobId: job.id, jobTitle: job.jobTitle, fullName, rating: 3 }),
      ),
    );
    if (!byMouse || !byKeyboard) throw new Error("applicants not created");

    const page = await openPage(chromium.browser, { storageState: hr.storageState });
    await gotoReady(page, url("/hr"));
    await page.getByRole("navigation", { name: "HR" }).getByRole("link", { name: "Pipeline" }).click();
    await page.getByRole("link", { name: /Marketing/ }).click();
    await page.getByRole("heading", { name: "Marketing Pipeline", level: 1 }).waitFor();
    await page.getByLabel("Job").selectOption({ label: job.jobTitle });

    const screening = column(page, "Resume Screening");
    const round1 = column(page, "Round 1");
    await cardIn(screening, byMouse.fullName).waitFor();
    await cardIn(screening, byKeyboard.fullName).getByRole("img", { name: "Rated 3 of 5" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The mouse: press on the card, move over Round 1 in steps, release.
    const before = existingMailFiles(inject("mailDir"));
    const from = await cardIn(screening, byMouse.fullName).boundingBox();
    const to = await round1.boundingBox();
    if (!from || !to) throw new Error("no layout");
    await page.mouse.move(from.x + from.width / 2, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await page.getByText(`Moved ${byMouse.fullName} to Round 1`).waitFor();
    await cardIn(round1, byMouse.fullName).waitFor();
    expect(await cardIn(screening, byMouse.fullName).count()).toBe(0);

    // The keyboard: focus the card's handle, Space lifts it, the Right arrow goes to Round 1, Space drops.
    await page.getByRole("button", { name: `Move ${byKeyboard.fullName}` }).focus();
    await page.keyboard.press("Space");
    await page.getByText(`Picked up ${byKeyboard.fullName} from Resume Screening.`).waitFor({ state: "attached" });
    await page.keyboard.press("ArrowRight");
    await page.getByText(`${byKeyboard.fullName} is over Round 1.`).waitFor({ state: "attached" });
    await page.keyboard.press("Space");
    await page.getByText(`Moved ${byKeyboard.fullName} to Round 1`).waitFor();
    await cardIn(round1, byKeyboard.fullName).waitFor();

    for (const applicant of [byMouse, byKeyboard]) {
      const mail = await waitForMail(inject("mailDir"), { to: applicant.email, after: before });
      expect(mail.text).toContain("Round 1");
      const history = await database.db.roundChange.findMany({ where: { applicationId: applicant.id } });
      expect(history).toMatchObject([{ fromRound: "resume_screening", toRound: "round_1", status: "in_progress" }]);
    }
    // The card's details show the mail HR's drop sent, delivered, in the candidate's mail panel.
    await cardIn(round1, byMouse.fullName)
      .getByRole("button", { name: `View details of ${byMouse.fullName}` })
      .click();
    const mails = page.getByRole("dialog").getByRole("list", { name: "Mails, newest first" });
    const moveMail = mails.getByRole("listitem").filter({ hasText: "You have moved to Round 1" });
    await moveMail.getByText("Sent", { exact: true }).waitFor();
    expect(await mails.getByRole("listitem").count()).toBe(1);
    await page.keyboard.press("Escape");

    // Reloaded from the server, the cards stay in Round 1.
    await page.reload();
    await page.getByLabel("Job").selectOption({ label: job.jobTitle });
    await cardIn(column(page, "Round 1"), byKeyboard.fullName).waitFor();
    await closePage(page);
  });

  it("scrolls the columns sideways on a phone", async () => {
    const page = await openPage(chromium.browser, { viewport: { width: 390, height: 844 }, storageState: hr.storageState });
    await gotoReady(page, url("/hr/pipeline/marketing"));
    const columns = page.getByRole("region", { name: "Pipeline columns" });
    await column(page, "Rejected").waitFor();
    const [pageWidth, scrollable] = await Promise.all([
      page.evaluate(() => document.documentElement.scrollWidth),
      columns.evaluate((element) => element.scrollWidth > element.clientWidth),
    ]);
    expect(pageWidth).toBeLessThanOrEqual(390);
    expect(scrollable).toBe(true);
    await closePage(page);
  });
});
