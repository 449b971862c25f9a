// Hiring analytics in Chromium (issue #32), on one seeded history of the HR department's Round 2:
// a candidate sees on Tracking Application how long applicants there usually wait (Kaplan–Meier,
// open applications censored); HR opens /hr/analytics, filters by department, reads the funnel's
// table and downloads its CSV, and sees the applicant waiting past the 80th percentile marked
// Overdue on the step page and listed on the analytics page.
import fs from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../helpers/application-factory.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { createSignedInUser, useE2eDatabase, useSession, type Session } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { closePage, DESKTOP, openPage, url } from "./public-support.js";

const DAY_MS = 86_400_000;
/** The HR department's Round 2: no other e2e file has applicants there, so this history is the whole history. */
const DEPARTMENT = "HR";

describe("hiring analytics in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  const hr = useSession({ role: "hr" });
  const now = Date.now();
  const tag = uniqueSuffix();

  const candidate = { storageState: undefined as Session["storageState"] | undefined, jobTitle: "" };

  beforeAll(async () => {
    // Twenty decided waits in Round 2: 2 to 8 days, three of each but 8 (two): median 5, 80 % by 7.
    for (let i = 0; i < 20; i += 1) {
      const entered = new Date(now - (40 - i) * DAY_MS);
      const left = new Date(entered.getTime() + ((i % 7) + 2) * DAY_MS);
      const decided = await createApplication(database.db, {
        department: DEPARTMENT,
        round: "final_round",
        fullName: `Waited ${i} ${tag}`,
        createdAt: new Date(entered.getTime() - DAY_MS),
      });
      await database.db.roundChange.createMany({
        data: [
          { applicationId: decided.id, fromRound: "round_1", toRound: "round_2", status: "in_progress", createdAt: entered },
          { applicationId: decided.id, fromRound: "round_2", toRound: "final_round", status: "in_progress", createdAt: left },
        ],
      });
    }

    const { user, storageState } = await createSignedInUser({ name: "Neha Waiting" });
    candidate.storageState = storageState;
    const job = await createJob(database.db, { jobTitle: `People Partner ${tag}`, department: DEPARTMENT });
    candidate.jobTitle = job.jobTitle;
    const mine = await createApplication(database.db, {
      userId: user.id,
      email: user.email,
      fullName: user.name,
      jobId: job.id,
      jobTitle: job.jobTitle,
      department: DEPARTMENT,
      round: "round_2",
    });
    await database.db.roundChange.create({
      data: {
        applicationId: mine.id,
        fromRound: "round_1",
        toRound: "round_2",
        status: "in_progress",
        createdAt: new Date(now - 3 * DAY_MS),
      },
    });
    // Waiting 30 days, past the 80th percentile (7): overdue for HR.
    const waiting = await createApplication(database.db, {
      department: DEPARTMENT,
      round: "round_2",
      fullName: `Long Wait ${tag}`,
      createdAt: new Date(now - 31 * DAY_MS),
    });
    await database.db.roundChange.create({
      data: {
        applicationId: waiting.id,
        fromRound: "round_1",
        toRound: "round_2",
        status: "in_progress",
        createdAt: new Date(now - 30 * DAY_MS),
      },
    });
  });

  it("Tracking Application tells a candidate how long applicants at their round usually wait", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState: candidate.storageState });
    await gotoReady(page, url("/applications"));
    const card = page.getByRole("article", { name: candidate.jobTitle });
    await card.getByText("Most applicants hear within 5 days; 8 in 10 within 7.").waitFor();
    await closePage(page);
  });

  it("HR reads the funnel of one department, downloads it as CSV, and finds the overdue applicant marked and listed", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState: hr.storageState });
    await gotoReady(page, url("/hr/analytics"));
    await page.getByLabel("Department").selectOption(DEPARTMENT);
    // Of this department: the 20 decided, the candidate's and the long wait entered Round 2; 20 passed it.
    const round2 = page.getByRole("table", { name: "Funnel" }).getByRole("row").filter({ hasText: "Round 2" });
    await expect.poll(async () => (await round2.getByRole("cell").allTextContents()).slice(0, 2)).toEqual(["22", "20"]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV: Funnel" }).click(),
    ]);
    const csv = await fs.readFile(await download.path(), "utf8");
    expect(csv).toMatch(/Round 2,22,20,/);

    const overdue = page.getByRole("table", { name: "Overdue applications" });
    await overdue.getByText(`Long Wait ${tag}`).waitFor();
    expect(await overdue.textContent()).not.toContain("Neha Waiting");

    await gotoReady(page, url("/hr/applied-forms/hr/round-2"));
    const row = page.getByRole("row").filter({ hasText: `Long Wait ${tag}` });
    await row.getByText("Overdue", { exact: true }).waitFor();
    expect(await page.getByRole("row").filter({ hasText: "Neha Waiting" }).getByText("Overdue", { exact: true }).count()).toBe(0);
    await closePage(page);
  });
});
