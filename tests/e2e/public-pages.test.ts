// Every public page in light and dark themes: no serious or critical axe violations, and a
// full-page screenshot at 1280 px and 375 px in test-results/screens/.
import { describe, expect, it } from "vitest";
import { useBrowser } from "../helpers/browser.js";
import { closePage, DESKTOP, loadAllImages, MOBILE, openPage, screenshot, seriousViolations, url, type Theme } from "./public-support.js";

const AXE_PAGES = [
  { path: "/", name: "home", heading: "Learn, build and launch with AI" },
  { path: "/insights", name: "insights", heading: "Moments from our community" },
  { path: "/life-at-rft", name: "life-at-rft", heading: "Work that teaches, with people who care" },
  { path: "/employee-says", name: "employee-says", heading: "What Our Employees Say" },
  { path: "/mdu", name: "mdu", heading: "Applied AI with our university partners" },
  { path: "/crd", name: "crd", heading: "Research-grade AI, built hands-on" },
];

const OTHER_PAGES = [
  { path: "/company", name: "company", heading: "RFT Technologies" },
  { path: "/careers", name: "careers", heading: "Build the future of learning with us" },
  { path: "/life-at-rft?view=testimonials", name: "life-at-rft-testimonials", heading: "Work that teaches, with people who care" },
  { path: "/life-at-rft?view=positions", name: "life-at-rft-positions", heading: "Work that teaches, with people who care" },
  { path: "/life-at-rft?view=apply", name: "life-at-rft-apply", heading: "Work that teaches, with people who care" },
  { path: "/privacy", name: "privacy", heading: "Privacy Policy" },
  { path: "/terms", name: "terms", heading: "Terms of Service" },
];

describe("public pages: accessibility and screenshots", () => {
  const chromium = useBrowser();

  for (const theme of ["light", "dark"] as Theme[]) {
    for (const target of AXE_PAGES) {
      it(`${target.path} has no serious or critical axe violations in the ${theme} theme`, async () => {
        const page = await openPage(chromium.browser, { theme, viewport: DESKTOP, reducedMotion: "reduce" });
        await page.goto(url(target.path));
        await page.getByRole("heading", { level: 1, name: target.heading }).waitFor();
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        await loadAllImages(page);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `${target.name}-1280-${theme}`);
        await closePage(page);
      });
    }
  }

  it("the open mobile menu has no serious or critical axe violations", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE });
    await page.goto(url("/"));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "mobile-menu-375-light");
    await closePage(page);
  });

  for (const target of [...AXE_PAGES, ...OTHER_PAGES]) {
    it(`screenshots ${target.path} at 375 px and 1280 px`, async () => {
      for (const [viewport, width] of [
        [MOBILE, 375],
        [DESKTOP, 1280],
      ] as const) {
        const page = await openPage(chromium.browser, { viewport, reducedMotion: "reduce" });
        await page.goto(url(target.path));
        await page.getByRole("heading", { level: 1, name: target.heading }).waitFor();
        await loadAllImages(page);
        // No element may be wider than the viewport (nothing scrolls sideways at 375 px).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `${target.name}-${width}-light`);
        await closePage(page);
      }
    });
  }
});
