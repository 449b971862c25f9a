// Every public page at 375 px and 1280 px: nothing wider than the screen, and a full-page screenshot
// in test-results/screens/; the open mobile menu passes axe. (axe on every route, in both themes and
// widths, is tests/e2e/accessibility.test.ts.)
import { describe, expect, it } from "vitest";
import { COMPANY } from "../../src/shared/company.js";
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from "../../src/client/content/legal.js";
import { HOME_HEADING, PAGE_INTROS } from "../../src/client/content/page-headings.js";
import { PROGRAMMES } from "../../src/client/content/programmes.js";
import { useBrowser } from "../helpers/browser.js";
import { closePage, DESKTOP, loadAllImages, MOBILE, openPage, screenshot, seriousViolations, url } from "./public-support.js";

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

const PAGES = [
  "/",
  "/insights",
  "/life-at-rft",
  "/employee-says",
  "/mdu",
  "/crd",
  "/company",
  "/careers",
  ...["testimonials", "positions", "apply"].map((view) => `/life-at-rft?view=${view}`),
  "/privacy",
  "/terms",
].map(pageTarget);

describe("public pages: layout and screenshots", () => {
  const chromium = useBrowser();

  it("the open mobile menu has no serious or critical axe violations", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE });
    await page.goto(url("/"));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "mobile-menu-375-light");
    await closePage(page);
  });

  for (const target of PAGES) {
    it(`screenshots ${target.path} at 375 px and 1280 px`, async () => {
      // One width after the other: two pages scrolling through at once starved each other on CI.
      for (const viewport of [MOBILE, DESKTOP]) {
        const page = await openPage(chromium.browser, { viewport, reducedMotion: "reduce" });
        await page.goto(url(target.path));
        await page.getByRole("heading", { level: 1, name: target.heading }).waitFor();
        await loadAllImages(page);
        // No element may be wider than the viewport (nothing scrolls sideways at 375 px).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `${target.name}-${viewport.width}-light`);
        await closePage(page);
      }
    });
  }
});
