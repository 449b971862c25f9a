// Shared steps of the public-site e2e tests: pages in a theme and a viewport, lazy images loaded
// before a screenshot, and the axe check (no serious or critical violations).
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { markClockPaused } from "../helpers/browser.js";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };
export const SCREENS_DIR = path.join("test-results", "screens");

export type Theme = "light" | "dark";

export const url = (pathname: string) => `${inject("baseUrl")}${pathname}`;

/** A page in its own context, with the stored theme set before any script of the app runs. */
export async function openPage(
  browser: Browser,
  options: { theme?: Theme; viewport?: { width: number; height: number } } & BrowserContextOptions = {},
): Promise<Page> {
  const { theme = "light", viewport = DESKTOP, ...contextOptions } = options;
  const context = await browser.newContext({ viewport, ...contextOptions });
  await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  return context.newPage();
}

const CLOCK_START = new Date("2025-06-02T09:00:00Z");

/**
 * Installs Playwright's fake clock and pauses it, so time moves only with `page.clock.runFor`.
 * Installed time flows until paused, hence the pause a minute later than the start.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 60_000));
  markClockPaused(page);
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Scrolls through the page so lazy images load, waits for every image, and returns to the top. */
export async function loadAllImages(page: Page): Promise<void> {
  // A server-rendered page hydrates after its heading shows: an image React replaces while this
  // waits would be waited for forever, detached.
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // Slides of a carousel sit beside the viewport and load when they slide in: skip them.
    const onScreen = (img: HTMLImageElement) => {
      const rect = img.getBoundingClientRect();
      return rect.right > 0 && rect.left < window.innerWidth;
    };
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete && onScreen(img))
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
            }),
        ),
    );
    window.scrollTo(0, 0);
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/** The serious and critical axe violations of the page as it is now, in a readable form. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}
