// /life-at-rft and /employee-says in Chromium: the count-up, the view dropdown, the carousel and
// one-liner timings (fake clock), the Apply view's new tabs, photo fallbacks and card highlight.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { signInAs } from "../helpers/e2e-session.js";
import { closePage, DESKTOP, openPage, pauseClock, url } from "./public-support.js";

const figures = (page: Page) => page.getByTestId("figure-value").allInnerTexts();

async function pausedClockPage(browser: Browser, path: string): Promise<Page> {
  const page = await openPage(browser, { viewport: DESKTOP });
  await pauseClock(page);
  await gotoReady(page, url(path));
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

describe("life at RFT", () => {
  const chromium = useBrowser();

  it("the figures count up to 500, 150, 25 and 99 over 2 s once they are in view", async () => {
    const page = await pausedClockPage(chromium.browser, "/life-at-rft");
    await page.clock.runFor(3000);
    expect(await figures(page)).toEqual(["0+", "0+", "0+", "0%"]);
    await page.getByRole("heading", { name: "RFT in numbers" }).scrollIntoViewIfNeeded();
    // Time moves in small steps until the count has started, so its start is known to 100 ms.
    let elapsed = 0;
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        elapsed += 100;
        return Number.parseInt((await figures(page))[0] ?? "0", 10);
      })
      .toBeGreaterThan(0);
    await page.clock.runFor(Math.max(0, 1000 - elapsed));
    const halfway = Number.parseInt((await figures(page))[0] ?? "", 10);
    expect(halfway).toBeGreaterThan(100);
    expect(halfway).toBeLessThan(500);
    await page.clock.runFor(1100);
    await expect.poll(() => figures(page)).toEqual(["500+", "150+", "25+", "99%"]);
    await closePage(page);
  });

  it("the workspace carousel shows 4 slides and advances every 5 s", async () => {
    const page = await pausedClockPage(chromium.browser, "/life-at-rft");
    const carousel = page.getByRole("region", { name: "Our workspace" });
    const current = () => carousel.locator("button[aria-current='true']").getAttribute("aria-label");
    expect(await carousel.locator("[aria-roledescription='slide']").count()).toBe(4);
    expect(await current()).toMatch(/^Show slide 1:/);
    // The page's timers start when it hydrates, which goto's clock steps may overshoot a little.
    await page.clock.runFor(4900);
    expect(await current()).toMatch(/^Show slide 1:/);
    await page.clock.runFor(100);
    await expect.poll(current).toMatch(/^Show slide 2:/);
    await page.clock.runFor(5000);
    await expect.poll(current).toMatch(/^Show slide 3:/);
    await closePage(page);
  });

  it("the tab dropdown switches between the four views and closes on Escape", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/life-at-rft"));
    const picker = page.getByRole("button", { name: "View: Life at RFT" });
    await picker.click();
    const views = page.getByRole("list", { name: "Views" });
    // The panel renders after the click: wait for its links rather than read them at once.
    await expect
      .poll(() => views.getByRole("link").allInnerTexts())
      .toEqual(["Life at RFT", "What Our Employees Say", "Open Positions", "Apply"]);
    await page.keyboard.press("Escape");
    await views.waitFor({ state: "hidden" });

    await picker.click();
    await views.getByRole("link", { name: "Open Positions" }).click();
    await page.waitForURL(/\/life-at-rft\?view=positions$/);
    await page.getByRole("heading", { name: "Frontend Developer" }).waitFor();
    await page.getByText("Bangalore").waitFor();
    await page.getByRole("heading", { name: "Backend Developer" }).waitFor();

    await page.getByRole("button", { name: "View: Open Positions" }).click();
    await views.getByRole("link", { name: "What Our Employees Say" }).click();
    await page.waitForURL(/view=testimonials$/);
    await expect.poll(() => page.locator("figure[data-highlighted]").count()).toBe(9);
    await page.getByText("Employee Satisfaction").waitFor();
    await page.getByText("4.8/5").waitFor();
    await page.getByRole("link", { name: "Read all employee stories" }).waitFor();
    await closePage(page);
  });

  it("Apply stores a general application and opens /apply-job and /company in new tabs", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    // Signed in: a signed-out visitor is asked to log in first (accounts.test.ts).
    await signInAs(page);
    await gotoReady(page, url("/life-at-rft?view=apply"));
    // The app itself never requests /apply-job as a document: this request is the new tab's.
    // Both the tab and its request are awaited here, so the next "page" event is the /company tab.
    const [applyTab, applyRequest] = await Promise.all([
      page.context().waitForEvent("page"),
      page
        .context()
        .waitForEvent("request", (request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/apply-job"),
      page.getByRole("button", { name: /Explore Open Positions/ }).click(),
    ]);
    expect(new URL(applyRequest.url()).pathname).toBe("/apply-job");
    await applyTab.close();
    expect(await page.evaluate(() => [localStorage.getItem("jobTitle"), localStorage.getItem("jobpost_id")])).toEqual([
      "General Application",
      "0",
    ]);

    const [companyTab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: /Learn About Us/ }).click(),
    ]);
    await companyTab.waitForURL(/\/company$/);
    await companyTab.getByRole("heading", { level: 1, name: "RFT Technologies" }).waitFor();
    expect(page.url()).toMatch(/view=apply$/);
    await closePage(page);
  });
});

describe("what our employees say", () => {
  const chromium = useBrowser();

  it("shows nine rated cards and the four figures, and a failing photo becomes initials", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.route("**/media/people/sneha-iyer.svg", (route) => route.abort());
    await gotoReady(page, url("/employee-says"));
    const cards = page.locator("figure[data-highlighted]");
    await expect.poll(() => cards.count()).toBe(9);
    const ratings = await page.getByRole("img", { name: /^Rated [45] out of 5$/ }).count();
    expect(ratings).toBe(9);
    for (const label of ["Employee Satisfaction", "External Rating", "Retention Rate", "Average Tenure"]) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    const fallback = cards.filter({ hasText: "Sneha Iyer" }).getByRole("img", { name: "Sneha Iyer" });
    await expect.poll(() => fallback.innerText()).toBe("SI");
    expect(await fallback.evaluate((el) => el.tagName)).toBe("SPAN");
    await closePage(page);
  });

  it("a pressed card is highlighted for 2 s", async () => {
    const page = await pausedClockPage(chromium.browser, "/employee-says");
    const card = page.locator("figure[data-highlighted]").filter({ hasText: "Rahul Verma" });
    await card.click();
    expect(await card.getAttribute("data-highlighted")).toBe("true");
    await page.clock.runFor(1990);
    expect(await card.getAttribute("data-highlighted")).toBe("true");
    await page.clock.runFor(10);
    await expect.poll(() => card.getAttribute("data-highlighted")).toBe("false");
    await closePage(page);
  });

  it("the one-liners advance every 4 s and the dots choose one", async () => {
    const page = await pausedClockPage(chromium.browser, "/employee-says");
    const rotator = page.getByRole("region", { name: "Employee One-Liners" });
    const current = () => rotator.locator("button[aria-current='true']").getAttribute("aria-label");
    expect(await current()).toBe("Show one-liner 1 of 5");
    await page.clock.runFor(3900);
    expect(await current()).toBe("Show one-liner 1 of 5");
    await page.clock.runFor(100);
    await expect.poll(current).toBe("Show one-liner 2 of 5");
    const fifth = rotator.getByRole("button", { name: "Show one-liner 5 of 5" });
    await fifth.click();
    // Hover and focus pause the rotator: leave it to let it run again.
    await page.mouse.move(0, 0);
    await fifth.evaluate((el) => (el as HTMLElement).blur());
    await expect.poll(current).toBe("Show one-liner 5 of 5");
    await rotator.getByText("Founders, students and engineers all under one roof.").waitFor();
    await page.clock.runFor(4000);
    await expect.poll(current).toBe("Show one-liner 1 of 5");
    await closePage(page);
  });
});
