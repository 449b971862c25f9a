// Server-rendered public pages in Chromium: the page's own markup hydrates (the server's nodes stay,
// no console errors or hydration warnings, signed in or out, light or dark), stays interactive, and
// the job board leads to a job's page, from which Apply opens the application.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { jobPath } from "../../src/shared/job-url.js";
import { useBrowser } from "../helpers/browser.js";
import { signInAs, useE2eDatabase } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { dropPublicJobCaches } from "../helpers/public-jobs-caches.js";
import { closePage, DESKTOP, openPage, url, type Theme } from "./public-support.js";

type Watched = { page: Page; problems: string[]; ready: () => Promise<void>; keptServerMarkup: () => Promise<boolean> };

/** A page that records console errors and warnings, and the first element the server put in #root. */
async function watchedPage(browser: Parameters<typeof openPage>[0], theme: Theme = "light"): Promise<Watched> {
  const page = await openPage(browser, { theme, viewport: DESKTOP });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.context().addInitScript(() => {
    const seen = window as unknown as { __serverRoot?: Element };
    const observer = new MutationObserver(() => {
      const first = document.getElementById("root")?.firstElementChild;
      if (first && !seen.__serverRoot) {
        seen.__serverRoot = first;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return {
    page,
    problems,
    ready: () => page.locator("html[data-app-ready]").waitFor({ state: "attached" }),
    // Hydration adopts the server's nodes; a client render (or a failed hydration) replaces them.
    keptServerMarkup: () =>
      page.evaluate(
        () => document.getElementById("root")?.firstElementChild === (window as unknown as { __serverRoot?: Element }).__serverRoot,
      ),
  };
}

describe("server-rendered pages in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();

  for (const [path, heading, theme] of [
    ["/", "Learn, build and launch with AI", "dark"],
    ["/job-board", "Job Board", "light"],
    ["/life-at-rft", "Work that teaches, with people who care", "light"],
    ["/employee-says", "What Our Employees Say", "dark"],
  ] as const) {
    it(`${path} hydrates its server markup without console errors (${theme})`, async () => {
      const { page, problems, ready, keptServerMarkup } = await watchedPage(chromium.browser, theme);
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await ready();
      await page.waitForLoadState("networkidle");
      expect(await keptServerMarkup()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      expect(problems).toEqual([]);
      await closePage(page);
    });
  }

  it("hydrates a URL with a #fragment too; the contact form's Send is disabled until its code has hydrated it", async () => {
    const { page, problems, ready, keptServerMarkup } = await watchedPage(chromium.browser);
    const response = await page.goto(url("/#contact"));
    // A press before hydration would submit the fields natively (a GET with them in the URL).
    expect(await response?.text()).toMatch(/<button[^>]*\sdisabled=""[^>]*>Send Message<\/button>/);
    await ready();
    const send = page.getByRole("form", { name: "Contact form" }).getByRole("button", { name: "Send Message" });
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await keptServerMarkup()).toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it("stays interactive after hydration: the header navigates and the title follows", async () => {
    const { page, problems, ready, keptServerMarkup } = await watchedPage(chromium.browser);
    await page.goto(url("/"));
    await ready();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Careers" }).click();
    await page.getByRole("link", { name: "What Our Employees Say" }).first().click();
    await page.getByRole("heading", { level: 1, name: "What Our Employees Say" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/employee-says");
    await expect.poll(() => page.title()).toBe("What Our Employees Say · RFT Technologies");
    expect(await keptServerMarkup()).toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it("shows a signed-in visitor's account once hydrated, without a mismatch", async () => {
    const { page, problems } = await watchedPage(chromium.browser);
    const user = await signInAs(page, { name: "Hydra Tester" });
    await page.reload();
    await page.getByRole("button", { name: new RegExp(user.name) }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Login", exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it("links the board to a job's page, whose Apply opens the application for that job", async () => {
    const job = await createJob(database.db, { jobTitle: `Hydration Engineer ${uniqueSuffix()}`, location: "Pune" });
    await dropPublicJobCaches(inject("queuePrefix"));
    const { page, problems, ready } = await watchedPage(chromium.browser);
    await signInAs(page);
    await page.goto(url(`/job-board?q=${encodeURIComponent(job.jobTitle)}`));
    await ready();
    await page.getByRole("article", { name: "Job details" }).getByRole("link", { name: "Open the job's page" }).click();
    await page.getByRole("heading", { level: 1, name: job.jobTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe(jobPath({ id: job.id, job_title: job.jobTitle }));
    await expect.poll(() => page.title()).toBe(`${job.jobTitle}, Pune · RFT Technologies`);

    // Straight from the server too: the job page hydrates and Apply works.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: job.jobTitle }).waitFor();
    // Server markup: the button works once the page has hydrated.
    await ready();
    await page.getByRole("button", { name: "Apply for this job" }).click();
    await page.getByRole("heading", { name: `Applying for: ${job.jobTitle}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/apply-job");
    expect(problems).toEqual([]);
    await closePage(page);
  });
});
