// Shared steps of the e2e tests: pages in a theme and a viewport, a paused clock, and the axe check
// of a state the page-health sweep does not reach (no serious or critical violations).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { markClockPaused } from "../helpers/browser.js";
import type { Theme } from "../helpers/page-health.js";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

export type { Theme };

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
