// The page-health sweep: each route visited once per width and theme it needs, and in that one
// visit every check a page owes whatever it shows: no CSP violation, no console error or warning,
// the server's markup kept by hydration (server-rendered pages), nothing wider than the screen,
// and no axe violation of any impact. A failing visit leaves a full-page screenshot as an artifact.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, describe, inject, it } from "vitest";
import { STORAGE_KEYS } from "../../src/client/lib/storage-keys.js";
import { isServerRenderedPath, JOB_PAGES_PREFIX } from "../../src/shared/public-pages.js";
import { gotoReady, useBrowser } from "./browser.js";

export const VIEWPORTS = { 375: { width: 375, height: 740 }, 1280: { width: 1280, height: 800 } } as const;
export type Width = keyof typeof VIEWPORTS;
export type Theme = "light" | "dark";
export type Visit = { width: Width; theme: Theme };

/**
 * Every route in both widths and both themes at half the cost: 375 px light with 1280 px dark on one
 * route, 375 px dark with 1280 px light on the next, so each pair is seen across every kind of page.
 */
const PAIRS: Visit[][] = [
  [
    { width: 375, theme: "light" },
    { width: 1280, theme: "dark" },
  ],
  [
    { width: 375, theme: "dark" },
    { width: 1280, theme: "light" },
  ],
];

const FAILURE_SCREENS = path.join("test-results", "page-health");

/** A route to sweep: its name in the test's title, its path once the data it shows exists, and its status (200 unless said). */
export type SweptRoute = { name: string; path: () => string; status?: number };

export type Report = {
  path: string;
  status: number | undefined;
  width: Width;
  theme: Theme;
  dark: boolean;
  cspViolations: string[];
  consoleProblems: string[];
  /** "kept" when hydration adopted the server's nodes; "client-rendered" for the SPA shell's pages. */
  serverMarkup: "kept" | "replaced" | "client-rendered";
  /** How many pixels the page is wider than the screen. */
  overflow: number;
  axe: string[];
};

const CSP_MARKER = "Content-Security-Policy violation";

/** What a watched page has reported since it was last cleared. */
export type PageWatch = { readonly csp: string[]; readonly console: string[]; clear: () => void };

/**
 * Watches what a page reports from now on: CSP violations (Chromium's console messages and the DOM's
 * securitypolicyviolation events), other console errors and warnings, and page errors. Its context
 * also remembers the first element the server put in #root, for keptServerMarkup.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = {
    csp: [],
    console: [],
    clear: () => {
      watch.csp.length = 0;
      watch.console.length = 0;
    },
  };
  page.on("console", (message) => {
    const text = message.text();
    // The document's own status (a 404 page) is the sweep's to check, not a console problem.
    if (text.startsWith("Failed to load resource") && message.location().url === page.url()) return;
    if (/Content.Security.Policy/i.test(text)) watch.csp.push(`${page.url()}: ${text}`);
    else if (message.type() === "error" || message.type() === "warning") watch.console.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => watch.console.push(`pageerror: ${error.message}`));
  await page.context().addInitScript((marker) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`${marker}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
    const seen = window as unknown as { __serverRoot?: Element };
    const observer = new MutationObserver(() => {
      const first = document.getElementById("root")?.firstElementChild;
      if (first && !seen.__serverRoot) {
        seen.__serverRoot = first;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, CSP_MARKER);
  return watch;
}

/** Hydration adopts the server's nodes; a client render (or a failed hydration) replaces them. */
export function keptServerMarkup(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.getElementById("root")?.firstElementChild === (window as unknown as { __serverRoot?: Element }).__serverRoot,
  );
}

/** Scrolls through the page so lazy images load, waits for every image, and returns to the top. */
export async function loadAllImages(page: Page): Promise<void> {
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

/** Every violation axe finds (all its rules but the experimental ones), one readable line each. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are read: axe skips collecting the nodes that pass (a third less CPU per visit).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? "?"}): ${v.help} → ${node.target.join(" ")}${node.failureSummary ? ` | ${node.failureSummary.replace(/\s+/g, " ")}` : ""}`,
    ),
  );
}

const isServerRendered = (route: string) => {
  const pathname = new URL(route, "http://localhost").pathname;
  return isServerRenderedPath(pathname) || pathname.startsWith(JOB_PAGES_PREFIX);
};

type Watched = { page: Page; watch: PageWatch };

/** One visit of `route` on a watched page: load it, let its data and images arrive, then check. */
async function visit({ page, watch }: Watched, route: string, status: number, { width, theme }: Visit): Promise<Report> {
  const response = await gotoReady(page, `${inject("baseUrl")}${route}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await loadAllImages(page);
  const report: Report = {
    path: route,
    status: response?.status(),
    width,
    theme,
    dark: await page.evaluate(() => document.documentElement.classList.contains("dark")),
    cspViolations: [],
    consoleProblems: [],
    serverMarkup: isServerRendered(route) ? ((await keptServerMarkup(page)) ? "kept" : "replaced") : "client-rendered",
    overflow: Math.max(0, (await page.evaluate(() => document.documentElement.scrollWidth)) - width),
    axe: await axeViolations(page),
  };
  Object.assign(report, { cspViolations: [...watch.csp], consoleProblems: [...watch.console] });
  watch.clear();
  if (!isHealthy(report, status)) {
    fs.mkdirSync(FAILURE_SCREENS, { recursive: true });
    const name = `${route.replace(/[^\w-]+/g, "_")}-${width}-${theme}.png`;
    await page.screenshot({ path: path.join(FAILURE_SCREENS, name), fullPage: true });
  }
  return report;
}

const healthy = (route: string, status: number | undefined, { width, theme }: Visit): Report => ({
  path: route,
  status,
  width,
  theme,
  dark: theme === "dark",
  cspViolations: [],
  consoleProblems: [],
  serverMarkup: isServerRendered(route) ? "kept" : "client-rendered",
  overflow: 0,
  axe: [],
});

const isHealthy = (report: Report, status: number) => JSON.stringify(report) === JSON.stringify(healthy(report.path, status, report));

/** The storage a role's pages start with (a session, a chosen job): e2e-session's storage states. */
export type StartingState = () => BrowserContextOptions["storageState"];

/**
 * Pages per width and theme, reused across a file's routes: a visit takes a free one (or opens
 * one, starting from `storageState()` with the theme stored before any script of the app runs) and
 * gives it back when its report is made.
 */
function pagePool(browser: () => Browser, storageState: StartingState) {
  const free = new Map<string, Watched[]>();
  const freeFor = ({ width, theme }: Visit) => {
    const key = `${width}-${theme}`;
    const list = free.get(key) ?? [];
    free.set(key, list);
    return list;
  };
  const all: Watched[] = [];
  async function open({ width, theme }: Visit): Promise<Watched> {
    const context = await browser().newContext({ viewport: VIEWPORTS[width], reducedMotion: "reduce", storageState: storageState() });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
    const page = await context.newPage();
    const watched = { page, watch: await watchPage(page) };
    all.push(watched);
    return watched;
  }
  return {
    async use<T>(visit: Visit, work: (watched: Watched) => Promise<T>): Promise<T> {
      const watched = freeFor(visit).pop() ?? (await open(visit));
      try {
        return await work(watched);
      } finally {
        freeFor(visit).push(watched);
      }
    },
    close: () => Promise.all(all.map(({ page }) => page.context().close())),
  };
}

/**
 * The sweep for the enclosing describe block: one `it` per route, run concurrently (as many at once
 * as the e2e project's `maxConcurrency`), each route's two visits side by side: much of a visit is
 * waiting for the network or for the server, time another route's visits can use.
 */
export function sweepRoutes(routes: SweptRoute[], storageState: StartingState = () => undefined): void {
  const chromium = useBrowser();
  const pages = pagePool(() => chromium.browser, storageState);
  afterAll(() => pages.close());

  describe.concurrent("routes", () => {
    routes.forEach((route, index) => {
      const visits = PAIRS[index % PAIRS.length] ?? [];
      const label = visits.map(({ width, theme }) => `${width} px ${theme}`).join(" and ");
      it(`${route.name} is healthy at ${label}`, async ({ expect }) => {
        const path = route.path();
        const status = route.status ?? 200;
        const reports = await Promise.all(visits.map((v) => pages.use(v, (watched) => visit(watched, path, status, v))));
        expect(reports).toEqual(visits.map((v) => healthy(path, status, v)));
      });
    });
  });
}

/** A fixed route. */
export const at = (path: string): SweptRoute => ({ name: path, path: () => path });
