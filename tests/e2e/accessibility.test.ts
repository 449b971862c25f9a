// axe on every route of the app, at 390 px and 1280 px and in the light and the dark theme (each
// route in two of the four pairs, alternating; see PAIRS): no violation of any impact. Public pages are checked signed out, the candidate's pages signed in as a
// candidate, the HR area signed in as HR. One browser context per viewport, theme and role (the
// session stored before the app starts, so each role signs in once), one page reused across routes.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departmentSlug } from "../../src/shared/departments.js";
import { jobPath } from "../../src/shared/job-url.js";
import { ACCOUNT_ENTRY_PATHS, PUBLIC_PAGE_PATHS } from "../../src/shared/public-pages.js";
import { STORAGE_KEYS } from "../../src/client/lib/storage-keys.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { useBrowser } from "../helpers/browser.js";
import { createSignedInUser, useE2eDatabase } from "../helpers/e2e-session.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { url, type Theme } from "./public-support.js";

const VIEWPORTS = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 800 } } as const;
type Width = keyof typeof VIEWPORTS;
type Role = "visitor" | "candidate" | "hr";

/** Routes are built once the data they show exists (a job, an enquiry, an applicant). */
type Fixture = { jobPath: string; jobId: string; jobTitle: string; enquiryId: string; department: string };
type Target = { path: string; role: Role };

/** Operations is a department no other e2e file counts applicants in. */
const DEPARTMENT = "Operations";

function targets(f: Fixture): Target[] {
  const publicPaths = [
    ...PUBLIC_PAGE_PATHS,
    "/apply",
    f.jobPath,
    ...ACCOUNT_ENTRY_PATHS,
    "/forgot-password",
    "/employers-login",
    "/employer-forgot-password",
    "/hr/signin",
    "/enquiry",
    "/no-such-page",
  ];
  const hrPaths = [
    "/hr",
    "/hr/enquiry",
    `/hr/candidate/${f.enquiryId}`,
    "/hr/post-job",
    "/hr/posted-job",
    `/hr/posted-job/${f.jobId}`,
    "/hr/applied-jobs",
    `/hr/applied-jobs/${f.department}`,
    "/hr/applied-forms",
    `/hr/applied-forms/${f.department}`,
    `/hr/applied-forms/${f.department}/resume-screening`,
    `/hr/applied-forms/${f.department}/selected`,
    `/hr/applied-forms/${f.department}/rejected`,
    `/hr/edit-job/${f.jobId}`,
  ];
  return [
    ...publicPaths.map((path) => ({ path, role: "visitor" as const })),
    ...["/profile", "/applications", "/apply-job", "/enquiry"].map((path) => ({ path, role: "candidate" as const })),
    ...hrPaths.map((path) => ({ path, role: "hr" as const })),
  ];
}

/** Every violation axe finds (all its rules but the experimental ones), one readable line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? "?"}): ${v.help} → ${node.target.join(" ")}${node.failureSummary ? ` | ${node.failureSummary.replace(/\s+/g, " ")}` : ""}`,
    ),
  );
}

describe("accessibility of every route", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();
  let fixture: Fixture;
  const sessions: Partial<Record<Role, { token: string; user: string }>> = {};
  const pages = new Map<string, Page>();

  beforeAll(async () => {
    const job = await database.db.job.findFirstOrThrow({ where: { applicationDeadline: { gt: new Date() } }, orderBy: { id: "asc" } });
    const enquiry = await createEnquiry(database.db, { fullName: `Nila Enquirer ${uniqueSuffix()}` });
    await createApplication(database.db, {
      department: DEPARTMENT,
      jobTitle: job.jobTitle,
      jobId: job.id,
      fullName: `Arun Applicant ${uniqueSuffix()}`,
    });
    fixture = {
      jobPath: jobPath({ id: job.id, job_title: job.jobTitle }),
      jobId: String(job.id),
      jobTitle: job.jobTitle,
      enquiryId: String(enquiry.id),
      department: departmentSlug(DEPARTMENT),
    };
    for (const role of ["candidate", "hr"] as const) {
      const { user, token } = await createSignedInUser({
        role: role === "hr" ? "hr" : "user",
        name: role === "hr" ? "Hema HR" : "Chitra Candidate",
      });
      sessions[role] = { token, user: JSON.stringify({ id: user.id, name: user.name, email: user.email, role: user.role }) };
      if (role === "candidate") await trackedApplication(user, job.id);
    }
  });

  afterAll(async () => {
    await Promise.all([...pages.values()].map((page) => page.context().close()));
  });

  /** The candidate's own application to another job (the wizard's chosen one must stay open to them), moved to Round 1 with its mail. */
  async function trackedApplication(user: { id: number; email: string }, chosenJobId: number) {
    const other = await database.db.job.findFirstOrThrow({ where: { id: { not: chosenJobId }, applicationDeadline: { gt: new Date() } } });
    const application = await createApplication(database.db, {
      userId: user.id,
      email: user.email,
      jobId: other.id,
      jobTitle: other.jobTitle,
      department: other.department,
      round: "round_1",
    });
    await database.db.roundChange.create({
      data: { applicationId: application.id, fromRound: "resume_screening", toRound: "round_1", status: "in_progress" },
    });
    await database.db.mailLog.create({
      data: { kind: "applicant_accepted", recipient: user.email, applicationId: application.id, status: "sent", sentAt: new Date() },
    });
  }

  /** The page of a viewport, theme and role: its context stores the theme, session and chosen job before the app runs. */
  async function pageFor(width: Width, theme: Theme, role: Role): Promise<Page> {
    const key = `${width}-${theme}-${role}`;
    const existing = pages.get(key);
    if (existing) return existing;
    const context: BrowserContext = await chromium.browser.newContext({ viewport: VIEWPORTS[width], reducedMotion: "reduce" });
    const storage: Record<string, string> = { [STORAGE_KEYS.theme]: theme };
    const session = role === "visitor" ? undefined : sessions[role];
    if (session) Object.assign(storage, { [STORAGE_KEYS.authToken]: session.token, [STORAGE_KEYS.user]: session.user });
    if (role === "candidate")
      Object.assign(storage, { [STORAGE_KEYS.jobTitle]: fixture.jobTitle, [STORAGE_KEYS.jobpostId]: fixture.jobId });
    await context.addInitScript((entries) => {
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    }, storage);
    const page = await context.newPage();
    pages.set(key, page);
    return page;
  }

  /** axe's findings on one route in one viewport and theme, after the page and its data have loaded. */
  async function check(target: Target, width: Width, theme: Theme): Promise<{ dark: boolean; violations: string[] }> {
    const page = await pageFor(width, theme, target.role);
    await page.goto(url(target.path));
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    return { dark: await page.evaluate(() => document.documentElement.classList.contains("dark")), violations: await violations(page) };
  }

  // Each route in both widths and both themes, two pages per route: 390 px light with 1280 px dark on
  // one route, 390 px dark with 1280 px light on the next, so every pair is checked across the app
  // (the HR lists, the forms and the public pages each come in several routes) at half the cost.
  const PAIRS: { width: Width; theme: Theme }[][] = [
    [
      { width: 390, theme: "light" },
      { width: 1280, theme: "dark" },
    ],
    [
      { width: 390, theme: "dark" },
      { width: 1280, theme: "light" },
    ],
  ];

  // Named by path here; the paths that need data are filled in once it exists.
  const names = targets({
    jobPath: "/jobs/<job>",
    jobId: "<job>",
    jobTitle: "",
    enquiryId: "<enquiry>",
    department: departmentSlug(DEPARTMENT),
  });
  names.forEach((named, index) => {
    // The two pages load and run axe side by side: much of a check is waiting for the network.
    const combinations = PAIRS[index % 2] ?? [];
    const label = combinations.map(({ width, theme }) => `${width} px ${theme}`).join(" and ");
    it(`${named.path} as ${named.role} has no axe violations at ${label}`, async () => {
      const target = targets(fixture)[index];
      if (!target) throw new Error(`no route at ${index}`);
      const found = await Promise.all(combinations.map(({ width, theme }) => check(target, width, theme)));
      expect(found.map((result, i) => ({ ...combinations[i], path: target.path, ...result }))).toEqual(
        combinations.map(({ width, theme }) => ({ width, theme, path: target.path, dark: theme === "dark", violations: [] })),
      );
    });
  });
});
