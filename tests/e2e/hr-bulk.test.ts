// Bulk decisions in Chromium (issue #16 item 2): HR picks three applicants of a hiring step, rejects
// them in one go, sees the summary "3 rejected", and the rows are no longer in progress (Rejected,
// nothing to pick) while an unpicked one stays in progress; their rejection mails arrive.
import { describe, expect, inject, it } from "vitest";
import { createApplication } from "../helpers/application-factory.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { useE2eDatabase, useSession } from "../helpers/e2e-session.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { existingMailFiles, waitForMail } from "../helpers/mail-inbox.js";
import { closePage, openPage, seriousViolations, url } from "./public-support.js";

describe("HR bulk decisions in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  const hr = useSession({ role: "hr" });

  it("selects three applicants, rejects them in bulk and sees the summary and the rows leave the in-progress step", async () => {
    const tag = uniqueSuffix();
    const names = ["Anu Bulk", "Bala Bulk", "Chitra Bulk"].map((name) => `${name} ${tag}`);
    const picked = await Promise.all(
      names.map((fullName) => createApplication(database.db, { department: "Design", round: "round_1", fullName })),
    );
    const kept = await createApplication(database.db, { department: "Design", round: "round_1", fullName: `Dev Unpicked ${tag}` });

    const page = await openPage(chromium.browser, { storageState: hr.storageState });
    await gotoReady(page, url("/hr/applied-forms/design/round-1"));
    const table = page.getByRole("region", { name: "Candidates of this step" });
    const bar = page.getByRole("group", { name: "Bulk decisions" });
    for (const name of names) await table.getByRole("checkbox", { name: `Select ${name}` }).check();
    await bar.getByText("3 applicants selected").waitFor();

    const before = existingMailFiles(inject("mailDir"));
    await bar.getByRole("button", { name: "Reject selected" }).click();
    const dialog = page.getByRole("dialog", { name: "Reject selected applicants" });
    await dialog.getByRole("button", { name: "Reject 3" }).click();
    await dialog.getByText("3 rejected", { exact: true }).waitFor();
    expect(await dialog.getByText("skipped").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });

    for (const name of names) {
      const row = table.getByRole("row").filter({ hasText: name });
      await row.getByText("Rejected", { exact: true }).waitFor();
      expect(await row.getByRole("checkbox").count()).toBe(0);
    }
    const keptRow = table.getByRole("row").filter({ hasText: kept.fullName });
    await keptRow.getByText("In Progress").waitFor();
    expect(await keptRow.getByRole("checkbox", { name: `Select ${kept.fullName}` }).isChecked()).toBe(false);
    await bar.getByText("0 applicants selected").waitFor();

    // At phone width the bar and the cards fit the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await bar.getByRole("button", { name: "Reject selected" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const rows = await database.db.application.findMany({ where: { id: { in: picked.map((row) => row.id) } } });
    expect(rows.map((row) => row.roundStatus)).toEqual(["rejected", "rejected", "rejected"]);
    await Promise.all(picked.map((applicant) => waitForMail(inject("mailDir"), { to: applicant.email, after: before })));
    await closePage(page);
  });
});
