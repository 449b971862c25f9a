import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Job } from "../../src/shared/job.js";
import { BOARD_PAGE_SIZE, filterJobs } from "../../src/shared/jobs-board.js";
import { fullPageTitle } from "../../src/client/content/page-heads.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";

/** The jobs as the API lists them now (other test files may have added some). */
async function currentJobs(): Promise<Job[]> {
  const res = await fetch(`${inject("baseUrl")}/api/jobs`);
  return (await res.json()) as Job[];
}

/** Matches a tRPC HTTP request that carries `procedure`, alone or in a batch. */
const tRpcCall = (procedure: string) => (url: URL) =>
  url.pathname.startsWith("/trpc/") && url.pathname.split("/")[2]?.split(",").includes(procedure) === true;

/** The titles the list shows first, in order. */
const firstPage = (jobs: readonly Job[]) => jobs.slice(0, BOARD_PAGE_SIZE).map((j) => j.job_title);

const listItems = (page: Page) => page.getByRole("list", { name: "Jobs" }).getByRole("button", { name: /^(?!Favourite)/ });
const selectedItem = (page: Page) => page.locator('[aria-current="true"]');
const detailTitle = (page: Page) => page.getByRole("article", { name: "Job details" }).getByRole("heading", { level: 2 });

async function titlesShown(page: Page): Promise<string[]> {
  return listItems(page).evaluateAll((buttons) => buttons.map((b) => b.querySelector("span")?.textContent ?? ""));
}

describe("jobs board in Chromium", () => {
  const chromium = useBrowser();
  let page: Page;

  it("selects the first job after load and after each filter change, and keeps filters in the URL", async () => {
    page = await chromium.browser.newPage({ viewport: { width: 1400, height: 900 } });
    const jobs = await currentJobs();
    await gotoReady(page, `${inject("baseUrl")}/job-board`);

    await expect.poll(() => titlesShown(page)).toEqual(firstPage(jobs));
    await expect.poll(() => selectedItem(page).textContent()).toContain(jobs[0]?.job_title);
    await expect.poll(() => detailTitle(page).textContent()).toBe(jobs[0]?.job_title);

    // Department filter: the list narrows, the first match is selected, the URL can be shared.
    await page.getByRole("checkbox", { name: "Design" }).check();
    const design = filterJobs(jobs, { department: ["Design"] });
    await expect.poll(() => titlesShown(page)).toEqual(firstPage(design));
    await expect.poll(() => detailTitle(page).textContent()).toBe(design[0]?.job_title);
    expect(new URL(page.url()).searchParams.get("department")).toBe('["Design"]');

    // Title search, case-insensitive, on top of the department filter; the URL follows after a pause.
    await page.getByRole("searchbox", { name: "Search Job Title..." }).fill("DESIGNER (contract");
    const searched = filterJobs(jobs, { department: ["Design"], q: "designer (contract" });
    expect(searched).toHaveLength(1);
    await expect.poll(() => titlesShown(page)).toEqual(firstPage(searched));
    await expect.poll(() => detailTitle(page).textContent()).toBe(searched[0]?.job_title);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("DESIGNER (contract");

    // A shared link opens the same view.
    const other = await chromium.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await gotoReady(other, page.url());
    await expect.poll(() => titlesShown(other)).toEqual(firstPage(searched));
    expect(await other.getByRole("checkbox", { name: "Design" }).isChecked()).toBe(true);
    await other.close();

    // Back returns to the unfiltered board.
    await page.goBack();
    await expect.poll(() => titlesShown(page)).toEqual(firstPage(jobs));
    expect(await page.getByRole("checkbox", { name: "Design" }).isChecked()).toBe(false);
    expect(await page.getByRole("searchbox", { name: "Search Job Title..." }).inputValue()).toBe("");
  });

  it("keeps the selected job in the URL, so a reload or a shared link opens it (issue #33)", async () => {
    const jobs = await currentJobs();
    const second = jobs[1];
    await gotoReady(page, `${inject("baseUrl")}/job-board`);
    await expect.poll(() => detailTitle(page).textContent()).toBe(jobs[0]?.job_title);
    await listItems(page).nth(1).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("job")).toBe(String(second?.id));
    await page.reload();
    await expect.poll(() => detailTitle(page).textContent()).toBe(second?.job_title);
    await expect.poll(() => selectedItem(page).textContent()).toContain(second?.job_title);
  });

  it("filters by job type, salary band and work level as the shared rules do", async () => {
    const jobs = await currentJobs();
    await gotoReady(page, `${inject("baseUrl")}/job-board`);
    await page.getByRole("checkbox", { name: "Remote" }).check();
    await page.getByRole("checkbox", { name: "5-10 LPA" }).check();
    const expected = filterJobs(jobs, { type: ["Remote"], salary: ["5-10"] });
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => titlesShown(page)).toEqual(firstPage(expected));

    await page.getByRole("button", { name: "Reset filters" }).click();
    await page.getByRole("checkbox", { name: "VP or Above" }).check();
    await expect.poll(() => titlesShown(page)).toEqual(firstPage(filterJobs(jobs, { level: ["VP or Above"] })));
  });

  it("says No Jobs Found when nothing matches and toggles a local favourite", async () => {
    await gotoReady(page, `${inject("baseUrl")}/job-board?q=no-such-job-title`);
    await page.getByText("No Jobs Found", { exact: true }).waitFor();
    expect(await page.getByRole("article", { name: "Job details" }).count()).toBe(0);

    await gotoReady(page, `${inject("baseUrl")}/apply`);
    const heart = page
      .getByRole("list", { name: "Jobs" })
      .getByRole("button", { name: /^Favourite/ })
      .first();
    await heart.click();
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    await heart.click();
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
  });

  it("marks an expired job and does not offer to apply", async () => {
    const expired = (await currentJobs()).find((j) => j.expired);
    expect(expired).toBeDefined();
    await gotoReady(page, `${inject("baseUrl")}/job-board?q=${encodeURIComponent(expired?.job_title ?? "")}`);
    const detail = page.getByRole("article", { name: "Job details" });
    await detail.getByText("Expired", { exact: true }).waitFor();
    expect(await detail.getByRole("button", { name: "Apply", exact: true }).isDisabled()).toBe(true);
    expect(await detail.getByRole("button", { name: "Apply Online" }).isDisabled()).toBe(true);
  });

  it("Apply and Apply Online open /apply-job with the job in navigation state and local storage", async () => {
    const job = (await currentJobs()).find((j) => !j.expired);
    await gotoReady(page, `${inject("baseUrl")}/job-board?q=${encodeURIComponent(job?.job_title ?? "")}`);
    await page.getByRole("button", { name: "Apply Online" }).click();
    await page.waitForURL(/\/(apply-job|signin)(\?|$)/);
    const stored = await page.evaluate(() => [localStorage.getItem("jobTitle"), localStorage.getItem("jobpost_id")]);
    expect(stored).toEqual([job?.job_title, String(job?.id)]);
    await page.close();
  });

  it("shows Loading jobs... and then the load errors of the list and of the detail", async () => {
    const slow = await chromium.browser.newPage({ viewport: { width: 1400, height: 900 } });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await slow.route(tRpcCall("jobs.list"), async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: "[]" });
    });
    // /job-board arrives server-rendered with its jobs; /apply (the same screen) is rendered by the
    // client, which loads the list itself.
    await gotoReady(slow, `${inject("baseUrl")}/apply`);
    await slow.getByRole("status").getByText("Loading jobs...").waitFor();
    release();
    await slow.getByRole("alert").getByText("Failed to load jobs.").waitFor();
    await slow.close();

    const broken = await chromium.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await broken.route(tRpcCall("jobs.byId"), (route) => route.fulfill({ status: 500, contentType: "application/json", body: "[]" }));
    // The server-rendered board carries its first job's details, so the client-rendered screen asks.
    await gotoReady(broken, `${inject("baseUrl")}/apply`);
    await broken.getByRole("alert").getByText("Failed to load job details.").waitFor();
    await broken.close();
  });

  it("gives /apply and /job-board titles of their own", async () => {
    const titled = await chromium.browser.newPage();
    await gotoReady(titled, `${inject("baseUrl")}/apply`);
    await expect.poll(() => titled.title()).toBe(fullPageTitle("Apply for a Job"));
    await gotoReady(titled, `${inject("baseUrl")}/job-board`);
    await expect.poll(() => titled.title()).toBe(fullPageTitle("Job Board"));
    await titled.close();
  });

  it.each([
    { motion: "reduce", behavior: "auto" },
    { motion: "no-preference", behavior: "smooth" },
  ] as const)("on a phone, brings the detail of a tapped job into view (motion $motion)", async ({ motion, behavior }) => {
    const phone = await chromium.browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: motion });
    const jobs = await currentJobs();
    await gotoReady(phone, `${inject("baseUrl")}/job-board`);
    await expect.poll(() => detailTitle(phone).textContent()).toBe(jobs[0]?.job_title);
    const detailTop = async () => (await detailTitle(phone).boundingBox())?.y ?? Number.NaN;
    expect(await detailTop()).toBeGreaterThan(200);
    await phone.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push(options);
        original.call(this, options);
      };
    });

    await listItems(phone).nth(1).click();
    await expect.poll(() => detailTitle(phone).textContent()).toBe(jobs[1]?.job_title);
    // The detail's heading ends up just under the sticky header, on screen.
    await expect.poll(detailTop).toBeLessThan(160);
    expect(await detailTop()).toBeGreaterThan(0);
    expect(await phone.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([
      { behavior, block: "start" },
    ]);
    await phone.close();
  });

  it("lays the filters out above the list on a phone", async () => {
    const phone = await chromium.browser.newPage({ viewport: { width: 375, height: 812 } });
    await gotoReady(phone, `${inject("baseUrl")}/job-board`);
    const filters = phone.getByText("Filters", { exact: true });
    const search = phone.getByRole("searchbox", { name: "Search Job Title..." });
    await search.waitFor();
    const [filtersBox, searchBox] = [await filters.boundingBox(), await search.boundingBox()];
    expect(filtersBox && searchBox && filtersBox.y < searchBox.y).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.close();
  });
});
