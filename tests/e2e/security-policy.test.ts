// The built app under its Content-Security-Policy in Chromium: every public page, the sign-in
// pages, a job's page, the queue dashboard and Swagger UI render with no CSP violation reported;
// the theme script of index.html runs (its hash is allowed) while any other inline script is blocked.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../helpers/browser.js";
import { createSignedInUser } from "../helpers/e2e-session.js";
import { TEST_PASSWORD } from "../helpers/factories.js";
import { closePage, loadAllImages, openPage, url } from "./public-support.js";

const PAGES = [
  "/",
  "/insights",
  "/life-at-rft",
  "/employee-says",
  "/mdu",
  "/crd",
  "/company",
  "/careers",
  "/job-board",
  "/apply",
  "/enquiry",
  "/signin",
  "/signup",
  "/forgot-password",
  "/hr/signin",
];

/** Every CSP violation the page reports from now on: Chromium's console errors and the DOM events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return violations;
}

describe("the app under its Content-Security-Policy", () => {
  const chromium = useBrowser();

  it("renders every public page and the sign-in pages with no CSP violation", async () => {
    const page = await openPage(chromium.browser);
    const violations = await watchViolations(page);
    for (const path of PAGES) {
      const response = await page.goto(url(path));
      expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await loadAllImages(page);
    }
    expect(violations).toEqual([]);
    await closePage(page);
  });

  it("renders a job's page with no CSP violation", async () => {
    const jobs = (await (await fetch(url("/api/jobs"))).json()) as { id: number }[];
    const page = await openPage(chromium.browser);
    const violations = await watchViolations(page);
    await page.goto(url(`/jobs/${jobs[0]?.id}`));
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await loadAllImages(page);
    expect(violations).toEqual([]);
    await closePage(page);
  });

  it("runs the index.html theme script by its hash and blocks any other inline script", async () => {
    const page = await openPage(chromium.browser, { colorScheme: "dark" });
    await page.context().addInitScript(() => localStorage.removeItem("theme"));
    const violations = await watchViolations(page);
    await page.goto(url("/"));
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // The system's dark scheme reached the page only through the inline theme script.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(violations).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true;";
      document.head.append(script);
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join("\n")).toMatch(/script-src/);
    await closePage(page);
  });

  it("renders the queue dashboard (Bull Board) for an HR account with no CSP violation", async () => {
    const { user } = await createSignedInUser({ role: "hr" });
    const page = await openPage(chromium.browser, { httpCredentials: { username: user.email, password: TEST_PASSWORD } });
    const violations = await watchViolations(page);
    const response = await page.goto(url("/admin/queues"), { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    await page.getByRole("link", { name: /mail/i }).first().waitFor();
    expect(violations).toEqual([]);
    await closePage(page);
  });

  it("renders Swagger UI at /api/docs with no CSP violation", async () => {
    const page = await openPage(chromium.browser);
    const violations = await watchViolations(page);
    await page.goto(url("/api/docs"));
    await page.getByRole("heading", { name: /Careers portal REST API/ }).waitFor();
    // Open one operation, so its inline SVG icons and response samples render too.
    await page.locator(".opblock-summary").first().click();
    await page.locator(".opblock-body").first().waitFor();
    expect(violations).toEqual([]);
    await closePage(page);
  });
});
