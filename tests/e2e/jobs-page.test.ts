import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SEED_JOBS } from "../../prisma/seed-data/jobs.js";
import { launchBrowser } from "../helpers/browser.js";

describe("jobs page in Chromium", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it("shows a seeded job title read through tRPC", async () => {
    const page = await browser.newPage();
    await page.goto(`${inject("baseUrl")}/job-board`);
    const title = SEED_JOBS[0]?.jobTitle ?? "";
    await page.getByRole("heading", { name: title, exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 2 }).count()).toBe(SEED_JOBS.length);
    await page.close();
  });

  it("serves client routes on a direct visit (history fallback)", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${inject("baseUrl")}/apply`);
    expect(response?.status()).toBe(200);
    await page.getByText(SEED_JOBS[1]?.jobTitle ?? "").first().waitFor();
    await page.close();
  });
});
