// Server-rendered public pages in Chromium, beyond the page-health sweep (which checks that every
// server-rendered page hydrates its own markup without console errors, in both themes): a URL with a
// #fragment hydrates too, the page stays interactive after hydration, a signed-in visitor's account
// shows without a mismatch, and the job board leads to a job's page, from which Apply opens the
// application.
import { describe, expect, inject, it } from "vitest";
import { jobPath } from "../../src/shared/job-url.js";
import { gotoReady, useBrowser, waitForApp } from "../helpers/browser.js";
import { signInAs, useE2eDatabase } from "../helpers/e2e-session.js";
import { createJob, uniqueSuffix } from "../helpers/factories.js";
import { keptServerMarkup, watchPage, type PageWatch } from "../helpers/page-health.js";
import { dropPublicJobCaches } from "../helpers/public-jobs-caches.js";
import { closePage, DESKTOP, openPage, url } from "./public-support.js";

/** Everything a watched page reported: console errors and warnings, page errors, CSP violations. */
const problems = (watch: PageWatch) => [...watch.console, ...watch.csp];

/** A page whose console and CSP violations are watched. */
async function watchedPage(browser: Parameters<typeof openPage>[0]) {
  const page = await openPage(browser, { viewport: DESKTOP });
  return { page, watch: await watchPage(page) };
}

describe("server-rendered pages in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();

  it("hydrates a URL with a #fragment too; the contact form's Send works once its code has hydrated it", async () => {
    const { page, watch } = await watchedPage(chromium.browser);
    // The server's markup has Send disabled (tests/integration/public-pages.test.ts).
    await gotoReady(page, url("/#contact"));
    const send = page.getByRole("form", { name: "Contact form" }).getByRole("button", { name: "Send Message" });
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await keptServerMarkup(page)).toBe(true);
    expect(problems(watch)).toEqual([]);
    await closePage(page);
  });

  it("stays interactive after hydration: the header navigates and the title follows", async () => {
    const { page, watch } = await watchedPage(chromium.browser);
    await gotoReady(page, url("/"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Careers" }).click();
    await page.getByRole("link", { name: "What Our Employees Say" }).first().click();
    await page.getByRole("heading", { level: 1, name: "What Our Employees Say" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/employee-says");
    await expect.poll(() => page.title()).toBe("What Our Employees Say · RFT Technologies");
    expect(await keptServerMarkup(page)).toBe(true);
    expect(problems(watch)).toEqual([]);
    await closePage(page);
  });

  it("shows a signed-in visitor's account once hydrated, without a mismatch", async () => {
    const { page, watch } = await watchedPage(chromium.browser);
    const user = await signInAs(page, { name: "Hydra Tester" });
    await page.reload();
    await waitForApp(page);
    await page.getByRole("button", { name: new RegExp(user.name) }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Login", exact: true }).count()).toBe(0);
    expect(problems(watch)).toEqual([]);
    await closePage(page);
  });

  it("links the board to a job's page, whose Apply opens the application for that job", async () => {
    const job = await createJob(database.db, { jobTitle: `Hydration Engineer ${uniqueSuffix()}`, location: "Pune" });
    await dropPublicJobCaches(inject("queuePrefix"));
    const { page, watch } = await watchedPage(chromium.browser);
    await signInAs(page);
    await gotoReady(page, url(`/job-board?q=${encodeURIComponent(job.jobTitle)}`));
    await page.getByRole("article", { name: "Job details" }).getByRole("link", { name: "Open the job's page" }).click();
    await page.getByRole("heading", { level: 1, name: job.jobTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe(jobPath({ id: job.id, job_title: job.jobTitle }));
    await expect.poll(() => page.title()).toBe(`${job.jobTitle}, Pune · RFT Technologies`);

    // Straight from the server too: the job page hydrates and Apply works.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: job.jobTitle }).waitFor();
    // Server markup: the button works once the page has hydrated.
    await waitForApp(page);
    await page.getByRole("button", { name: "Apply for this job" }).click();
    await page.getByRole("heading", { name: `Applying for: ${job.jobTitle}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/apply-job");
    expect(problems(watch)).toEqual([]);
    await closePage(page);
  });
});
