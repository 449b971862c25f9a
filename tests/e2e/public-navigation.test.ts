// The navigation bar in Chromium: dropdown closing rules, anchors, keyboard, and the mobile panel
// (axe on it open).
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { axeViolations } from "../helpers/page-health.js";
import { closePage, DESKTOP, MOBILE, openPage, url } from "./public-support.js";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const trigger = (page: Page, name: "Learn" | "Careers") => mainNav(page).getByRole("button", { name });
const panel = (page: Page, name: "Learn" | "Careers") => mainNav(page).getByRole("list", { name });

async function expectOpen(page: Page, name: "Learn" | "Careers", open: boolean) {
  await expect.poll(() => trigger(page, name).getAttribute("aria-expanded")).toBe(String(open));
  await expect.poll(() => panel(page, name).isVisible()).toBe(open);
}

describe("navigation bar", () => {
  const chromium = useBrowser();

  it("a dropdown opens with a 0.18 s animation and closes on a click outside it", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/insights"));
    await trigger(page, "Learn").click();
    await expectOpen(page, "Learn", true);
    const duration = await page.locator("#nav-learn-panel").evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(", ").every((d) => d === "0.18s")).toBe(true);
    await expect
      .poll(() => panel(page, "Learn").getByRole("link").allInnerTexts())
      .toEqual([expect.stringContaining("University AI Programme"), expect.stringContaining("R&D Programme")]);

    await page.getByRole("heading", { level: 1 }).click();
    await expectOpen(page, "Learn", false);
    await closePage(page);
  });

  it("the first Escape closes the open dropdown and returns focus to its button", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/insights"));
    await trigger(page, "Careers").click();
    await expectOpen(page, "Careers", true);
    await panel(page, "Careers")
      .getByRole("link", { name: /Life at RFT/ })
      .focus();
    await page.keyboard.press("Escape");
    await expectOpen(page, "Careers", false);
    expect(await trigger(page, "Careers").evaluate((el) => el === document.activeElement)).toBe(true);
    await closePage(page);
  });

  it("opening one dropdown closes the other, and choosing a link navigates and closes it", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/"));
    await trigger(page, "Learn").click();
    await expectOpen(page, "Learn", true);
    await trigger(page, "Careers").click();
    await expectOpen(page, "Careers", true);
    await expectOpen(page, "Learn", false);

    await panel(page, "Careers")
      .getByRole("link", { name: /What Our Employees Say/ })
      .click();
    await page.waitForURL(/\/employee-says$/);
    await expectOpen(page, "Careers", false);
    await closePage(page);
  });

  it("shows a progress bar while the next page's code loads, and removes it once the page is there", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Scripts asked for from here on (the next page's chunks) are held until the bar has been seen.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
    const progress = page.getByRole("progressbar", { name: "Loading page" });
    expect(await progress.count()).toBe(0);

    await trigger(page, "Learn").click();
    await panel(page, "Learn")
      .getByRole("link", { name: /R&D Programme/ })
      .click();
    await progress.waitFor();
    await expect.poll(() => progress.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForURL(/\/crd$/);
    await page.getByRole("heading", { level: 1, name: "Research-grade AI, built hands-on" }).waitFor();
    await progress.waitFor({ state: "detached" });
    await closePage(page);
  });

  it("is operable with the keyboard alone", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/company"));
    await trigger(page, "Learn").focus();
    await page.keyboard.press("Enter");
    await expectOpen(page, "Learn", true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("University AI Programme");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/mdu$/);
    await page.getByRole("heading", { level: 1, name: "Applied AI with our university partners" }).waitFor();
    await closePage(page);
  });

  it("anchor links open /#anchor elsewhere and scroll smoothly on home; Home scrolls back to the top", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/insights"));
    await mainNav(page).getByRole("link", { name: "What We Do" }).click();
    await page.waitForURL(/\/#what-we-do$/);
    await expect.poll(() => page.locator("#what-we-do").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);

    await mainNav(page).getByRole("link", { name: "Contact Us" }).click();
    await page.waitForURL(/\/#contact$/);
    // Smooth: the page passes through several positions on its way instead of jumping.
    const positions = await page.evaluate(async () => {
      const seen = new Set<number>();
      for (let frame = 0; frame < 20; frame++) {
        seen.add(Math.round(window.scrollY));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen.size;
    });
    expect(positions).toBeGreaterThan(2);
    await expect.poll(() => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);

    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await closePage(page);
  });

  it("at 375 px the menu panel opens, and closes on navigation, on a home anchor and on Escape", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE });
    await gotoReady(page, url("/"));
    expect(await mainNav(page).getByRole("link", { name: "Services" }).isVisible()).toBe(false);
    const menu = page.getByRole("dialog", { name: "Menu" });
    const openMenu = page.getByRole("button", { name: "Open menu" });

    await openMenu.click();
    await menu.waitFor();
    await menu.getByRole("link", { name: "Life at RFT" }).click();
    await page.waitForURL(/\/life-at-rft$/);
    await menu.waitFor({ state: "hidden" });
    expect(await openMenu.getAttribute("aria-expanded")).toBe("false");

    await openMenu.click();
    await menu.getByRole("link", { name: "Team" }).click();
    await page.waitForURL(/\/#team$/);
    await menu.waitFor({ state: "hidden" });

    await openMenu.click();
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    // The chromium.browser's back button is a route change too.
    await openMenu.click();
    await menu.waitFor();
    await page.evaluate(() => history.back());
    await page.waitForURL(/\/life-at-rft$/);
    await menu.waitFor({ state: "hidden" });
    await closePage(page);
  });

  it("the open mobile panel shows the signed-out account buttons and has no axe violations", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE });
    await gotoReady(page, url("/insights"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const name of ["Login", "Register", "Employer Login"]) {
      await menu.getByRole("link", { name, exact: true }).waitFor();
    }
    // The page-health sweep sees the site with its menu closed.
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });

  it("the theme toggle switches to dark and stores the choice", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/"));
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await closePage(page);
  });

  it("an unknown page says so in its title and links back home", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE });
    await gotoReady(page, url("/no-such-page"));
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    await expect.poll(() => page.title()).toBe("Page not found · RFT Technologies");
    await page.getByRole("main").getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL(url("/"));
    await page.getByRole("heading", { level: 1, name: "Learn, build and launch with AI" }).waitFor();
    await closePage(page);
  });

  // The banner's contrast in dark mode: axe in the page-health sweep (each route is swept in both themes).
  it("/enquiry has its own title and a banner whose logo links home", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE, theme: "dark" });
    await gotoReady(page, url("/enquiry"));
    await page.getByRole("heading", { level: 1, name: "Candidate Enquiry Form" }).waitFor();
    await expect.poll(() => page.title()).toBe("Candidate Enquiry Form · RFT Technologies");
    const home = page.getByRole("banner").getByRole("link", { name: "RFT Technologies" });
    await home.waitFor();
    await home.click();
    await page.waitForURL(url("/"));
    await closePage(page);
  });
});
