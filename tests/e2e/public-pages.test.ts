// Every public page in light and dark themes: no serious or critical axe violations, and a
// full-page screenshot at 1280 px and 375 px in test-results/screens/.
import { describe, expect, it } from "vitest";
import { COMPANY } from "../../src/shared/company.js";
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from "../../src/client/content/legal.js";
import { HOME_HEADING, PAGE_INTROS } from "../../src/client/content/page-headings.js";
import { PROGRAMMES } from "../../src/client/content/programmes.js";
import { useBrowser } from "../helpers/browser.js";
import { closePage, DESKTOP, loadAllImages, MOBILE, openPage, screenshot, seriousViolations, url, type Theme } from "./public-support.js";

/** Each page's h1, from the content the pages show it from. */
const HEADINGS: Record<string, string> = {
  "/": HOME_HEADING,
  ...Object.fromEntries(Object.entries(PAGE_INTROS).map(([path, intro]) => [path, intro.title])),
  "/mdu": PROGRAMMES.mdu.title,
  "/crd": PROGRAMMES.crd.title,
  "/company": COMPANY.name,
  "/privacy": PRIVACY_POLICY.title,
  "/terms": TERMS_OF_SERVICE.title,
};

/** A page to visit: its path, the screenshots' name (the path, the home page's "home") and its h1. */
function pageTarget(path: string) {
  const heading = HEADINGS[new URL(path, "http://localhost").pathname];
  if (!heading) throw new Error(`No h1 known for ${path}`);
  return { path, name: path === "/" ? "home" : path.slice(1).replace("?view=", "-"), heading };
}

const AXE_PAGES = ["/", "/insights", "/life-at-rft", "/employee-says", "/mdu", "/crd"].map(pageTarget);

const OTHER_PAGES = [
  "/company",
  "/careers",
  ...["testimonials", "positions", "apply"].map((view) => `/life-at-rft?view=${view}`),
  "/privacy",
  "/terms",
].map(pageTarget);

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
