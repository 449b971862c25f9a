// Debian's Chromium driven by playwright-core (Playwright cannot download its own browser here).
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Pages whose clock a test paused before loading them (see markClockPaused). */
const pausedClocks = new WeakSet<Page>();

/**
 * Tells `page.goto` that this page's clock is paused: React hydrates a server-rendered page's
 * content on a timer, so goto moves the paused clock on until the app is ready.
 */
export function markClockPaused(page: Page): void {
  pausedClocks.add(page);
}

const CLOCK_STEP_MS = 25;
const CLOCK_STEPS_AT_MOST = 200;

const isAppReady = () => !document.getElementById("root") || document.documentElement.dataset.appReady !== undefined;

/** Pages that are not the app (Bull Board has a #root of its own). */
const NOT_THE_APP = ["/admin/", "/api/"];

/**
 * Waits until the app on `page` is interactive: a server-rendered page shows its content before it
 * hydrates, and a click on it before then does nothing. The app marks `<html data-app-ready>` when
 * it has rendered or hydrated; other pages (the API docs, the queue dashboard, JSON) do not wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  if (NOT_THE_APP.some((prefix) => new URL(page.url()).pathname.startsWith(prefix))) return;
  if (!pausedClocks.has(page)) {
    await page.waitForFunction(isAppReady);
    return;
  }
  for (let step = 0; !(await page.evaluate(isAppReady)); step++) {
    if (step === CLOCK_STEPS_AT_MOST) throw new Error(`the app was not ready after ${CLOCK_STEP_MS * step} ms of its paused clock`);
    await page.clock.runFor(CLOCK_STEP_MS);
  }
}

/** `page.goto(url)` that ends once the app is interactive (see waitForApp). */
export async function gotoReady(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const response = await page.goto(url, options);
  await waitForApp(page);
  return response;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Chromium for the enclosing describe block: launched before its tests, closed after them. */
export function useBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error("useBrowser: the browser exists inside tests and hooks only");
      return browser;
    },
  };
}
