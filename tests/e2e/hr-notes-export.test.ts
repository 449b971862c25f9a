// HR's notes, rating and CSV export in Chromium (issue #16 items 3 and 6): HR opens an applicant from
// a hiring step (?applicant=<id>), adds a note and rates them, sees both after a reload and in the
// activity trail, then exports the step as CSV and opens the file: the applicant's row, a formula
// cell neutralised.
import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createApplication } from "../helpers/application-factory.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { csvRows } from "../helpers/csv-rows.js";
import { useE2eDatabase, useSession } from "../helpers/e2e-session.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { closePage, openPage, url } from "./public-support.js";

const BOM = "\uFEFF";

describe("HR notes and CSV export in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  const hr = useSession({ role: "hr" });

  const applicantDialog = (page: Page) => page.getByRole("dialog");

  it("adds a note and a rating to an applicant, then exports the step as a CSV that opens with their row", async () => {
    const tag = uniqueSuffix();
    const applicant = await createApplication(database.db, {
      fullName: `Nora Notes ${tag}`,
      department: "Design",
      round: "round_2",
      currentCity: "=cmd|' /C calc'!A0",
    });

    const page = await openPage(chromium.browser, { storageState: hr.storageState });
    await gotoReady(page, url(`/hr/applied-forms/design/round-2?applicant=${applicant.id}`));
    const dialog = applicantDialog(page);
    await dialog.getByText(applicant.fullName).first().waitFor();

    const note = `Strong portfolio; ask about motion work ${tag}`;
    await dialog.getByLabel("New note").fill(note);
    await dialog.getByRole("button", { name: "Add note" }).click();
    const notes = dialog.getByRole("list", { name: "Notes, newest first" });
    await notes.getByText(note).waitFor();
    // The radio itself is visually hidden: press its star, as HR does.
    await dialog
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "4 of 5 stars" }) })
      .click();
    await expect.poll(async () => (await database.db.application.findUniqueOrThrow({ where: { id: applicant.id } })).rating).toBe(4);

    // Both are the server's: they are there after a reload, and in the applicant's history.
    await page.reload();
    await applicantDialog(page).getByRole("list", { name: "Notes, newest first" }).getByText(note).waitFor();
    expect(await applicantDialog(page).getByRole("radio", { name: "4 of 5 stars" }).isChecked()).toBe(true);
    await expect
      .poll(() =>
        database.db.auditEvent.findMany({ where: { applicationId: applicant.id }, select: { action: true }, orderBy: { id: "asc" } }),
      )
      .toEqual([{ action: "note_added" }, { action: "rating_set" }]);
    await page.keyboard.press("Escape");
    await applicantDialog(page).waitFor({ state: "detached" });

    // Export the step and open the file as a spreadsheet would.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await fs.readFile(await download.path(), "utf8");
    expect(text.startsWith(BOM)).toBe(true);
    const [header = [], ...records] = csvRows(text.slice(BOM.length));
    const row = records.find((record) => record[header.indexOf("Applicant ID")] === String(applicant.id));
    expect(row?.[header.indexOf("Full Name")]).toBe(applicant.fullName);
    expect(row?.[header.indexOf("Round")]).toBe("Round 2");
    expect(row?.[header.indexOf("Current City")]).toBe("'=cmd|' /C calc'!A0");
    // HR's notes never leave with the list.
    expect(text).not.toContain(note);
    await closePage(page);
  });
});
