import { describe, expect, inject, it } from "vitest";
import { SEED_JOBS } from "../../prisma/seed-data/jobs.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";

describe("jobs page in Chromium", () => {
  const chromium = useBrowser();

  it("shows a seeded job title read through tRPC", async () => {
    const page = await chromium.browser.newPage();
    await gotoReady(page, `${inject("baseUrl")}/job-board`);
    const title = SEED_JOBS[0]?.jobTitle ?? "";
    const list = page.getByRole("list", { name: "Jobs" });
    await list.getByRole("listitem").filter({ hasText: title }).first().waitFor();
    for (const seed of SEED_JOBS.slice(0, 5)) {
      expect(await list.getByRole("listitem").filter({ hasText: seed.jobTitle }).count(), seed.jobTitle).toBeGreaterThan(0);
    }
    // Choosing a job shows it in the detail panel (other e2e files may have posted newer jobs).
    await list.getByRole("listitem").filter({ hasText: title }).first().getByRole("button").first().click();
    await page.getByRole("article", { name: "Job details" }).getByRole("heading", { name: title }).first().waitFor();
    await page.close();
  });

  it("serves client routes on a direct visit (history fallback)", async () => {
    const page = await chromium.browser.newPage();
    const response = await gotoReady(page, `${inject("baseUrl")}/apply`);
    expect(response?.status()).toBe(200);
    await page
      .getByText(SEED_JOBS[1]?.jobTitle ?? "")
      .first()
      .waitFor();
    await page.close();
  });
});
