// Checks the HTML of the site and its mails with two third-party validators: the W3C's Nu HTML
// Checker (vnu) and HTML_CodeSniffer (WCAG 2 AA, in Chromium). Builds the site into folders of its
// own and serves it from a fresh database (html-check/served-site.ts); checks every public page and
// a job's page as served and as the browser holds them once the app has started, a few pages the
// SPA shell serves (signed out, as a candidate and as HR), and every mail rendered from its
// PreviewProps. Prints each document's errors and the totals; exits 1 on any error.
// Needs Postgres, Redis, Java (vnu) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
//   npm run check:html
import type { Browser, BrowserContext } from "playwright-core";
import { STORAGE_KEYS } from "../src/client/lib/storage-keys.js";
import { jobPath } from "../src/shared/job-url.js";
import { SERVER_RENDERED_PATHS } from "../src/shared/public-pages.js";
import { launchBrowser } from "../tests/helpers/browser.js";
import { htmlCsErrors } from "./html-check/html-codesniffer.js";
import { isKnownFalsePositive, type Checker } from "./html-check/known-false-positives.js";
import { mailDocuments } from "./html-check/mail-documents.js";
import { startServedSite, type ServedSite, type Session } from "./html-check/served-site.js";
import { assertJava, vnuErrors, type HtmlDocument } from "./html-check/vnu.js";

type Visitor = "visitor" | "candidate" | "hr";

/** Pages the SPA shell serves and the client renders alone, by who opens them. */
const SHELL_PAGES: { path: string; visitor: Visitor }[] = [
  { path: "/apply", visitor: "visitor" },
  { path: "/forgot-password", visitor: "visitor" },
  { path: "/hr/signin", visitor: "visitor" },
  { path: "/profile", visitor: "candidate" },
  { path: "/applications", visitor: "candidate" },
  { path: "/apply-job", visitor: "candidate" },
  { path: "/hr", visitor: "hr" },
  { path: "/hr/post-job", visitor: "hr" },
];

type Report = { vnu: HtmlDocument[]; htmlCs: Map<string, string[]> };

async function firstOpenJobPath(baseUrl: string): Promise<string> {
  const jobs = (await (await fetch(`${baseUrl}/api/jobs`)).json()) as { id: number; job_title: string; expired: boolean }[];
  const job = jobs.find((candidate) => !candidate.expired);
  if (!job) throw new Error("the demo seed has no open job");
  return jobPath(job);
}

async function servedHtml(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/** A browser context whose pages start with the visitor's session stored, ignoring the site's CSP so HTML_CodeSniffer can run. */
async function contextFor(browser: Browser, session: Session | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: "reduce" });
  if (session) {
    await context.addInitScript(
      ([keys, stored]) => {
        localStorage.setItem(keys.authToken, stored.authToken);
        localStorage.setItem(keys.user, stored.user);
      },
      [STORAGE_KEYS, session] as const,
    );
  }
  return context;
}

async function checkSite(site: ServedSite, browser: Browser, report: Report): Promise<void> {
  const serverRendered = [...SERVER_RENDERED_PATHS, await firstOpenJobPath(site.url)];
  const contexts: Record<Visitor, BrowserContext> = {
    visitor: await contextFor(browser, undefined),
    candidate: await contextFor(browser, site.sessions.candidate),
    hr: await contextFor(browser, site.sessions.hr),
  };
  const targets = [...serverRendered.map((path) => ({ path, visitor: "visitor" as const })), ...SHELL_PAGES];
  for (const { path, visitor } of targets) {
    const url = `${site.url}${path}`;
    const label = visitor === "visitor" ? path : `${path} as ${visitor}`;
    report.vnu.push({ name: `${label} (served)`, html: await servedHtml(url) });
    const page = await contexts[visitor].newPage();
    // launchBrowser's goto resolves once the app has rendered or hydrated.
    await page.goto(url);
    // A lost session would have the guard show the sign-in page instead, checked under this name.
    if (new URL(page.url()).pathname !== path) throw new Error(`${label} went to ${page.url()}`);
    await page.waitForLoadState("networkidle");
    report.vnu.push({ name: `${label} (in the browser)`, html: await page.content() });
    report.htmlCs.set(`${label} (in the browser)`, await htmlCsErrors(page));
    await page.close();
  }
  await Promise.all(Object.values(contexts).map((context) => context.close()));
}

async function checkMails(browser: Browser, report: Report): Promise<void> {
  const page = await browser.newPage();
  for (const mail of await mailDocuments()) {
    report.vnu.push(mail);
    await page.setContent(mail.html);
    report.htmlCs.set(mail.name, await htmlCsErrors(page));
  }
  await page.close();
}

/** Prints each document's errors (known false positives marked, not counted) and the totals; answers the count. */
function printReport(found: Map<Checker, Map<string, string[]>>): number {
  const names = [...new Set([...found.values()].flatMap((byName) => [...byName.keys()]))];
  const totals = { vnu: 0, HTMLCS: 0, ignored: 0 };
  for (const name of names) {
    const lines = [...found].flatMap(([checker, byName]) =>
      (byName.get(name) ?? []).map((line) => ({ checker, line, ignored: isKnownFalsePositive(checker, line) })),
    );
    const errors = lines.filter((entry) => !entry.ignored);
    for (const { checker } of errors) totals[checker]++;
    totals.ignored += lines.length - errors.length;
    console.log(errors.length === 0 ? `✓ ${name}` : `✗ ${name}: ${errors.length} errors`);
    for (const { checker, line, ignored } of lines) console.log(`    ${ignored ? "(known false positive) " : ""}${checker} ${line}`);
  }
  console.log(
    `\n${names.length} documents: ${totals.vnu} W3C (vnu) errors, ${totals.HTMLCS} HTML_CodeSniffer (WCAG2AA) errors` +
      ` (${totals.ignored} known false positives not counted, see scripts/html-check/known-false-positives.ts)`,
  );
  return totals.vnu + totals.HTMLCS;
}

await assertJava();
const report: Report = { vnu: [], htmlCs: new Map() };
const browser = await launchBrowser();
const site = await startServedSite();
try {
  await checkSite(site, browser, report);
  await checkMails(browser, report);
} finally {
  await Promise.all([site.stop(), browser.close()]);
}
const errors = printReport(
  new Map([
    ["vnu", await vnuErrors(report.vnu)],
    ["HTMLCS", report.htmlCs],
  ]),
);
process.exitCode = errors === 0 ? 0 : 1;
