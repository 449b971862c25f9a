// The built app under its Content-Security-Policy in Chromium, beyond the page-health sweep (which
// watches every route of the app for CSP violations): the theme script of index.html runs (its hash
// is allowed) while any other inline script is blocked, and the queue dashboard and Swagger UI
// render under their own policies with no violation.
import { describe, expect, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { createSignedInUser } from "../helpers/e2e-session.js";
import { TEST_PASSWORD } from "../helpers/factories.js";
import { watchPage } from "../helpers/page-health.js";
import { closePage, openPage, url } from "./public-support.js";

describe("the app under its Content-Security-Policy", () => {
  const chromium = useBrowser();

  it("runs the index.html theme script by its hash and blocks any other inline script", async () => {
    const page = await openPage(chromium.browser, { colorScheme: "dark" });
    await page.context().addInitScript(() => localStorage.removeItem("theme"));
    const watch = await watchPage(page);
    await gotoReady(page, url("/"));
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // The system's dark scheme reached the page only through the inline theme script.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(watch.csp).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true;";
      document.head.append(script);
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => watch.csp.join("\n")).toMatch(/script-src/);
    await closePage(page);
  });

  it("renders the queue dashboard (Bull Board) for an HR account with no CSP violation", async () => {
    const { user } = await createSignedInUser({ role: "hr" });
    const page = await openPage(chromium.browser, { httpCredentials: { username: user.email, password: TEST_PASSWORD } });
    const watch = await watchPage(page);
    const response = await gotoReady(page, url("/admin/queues"), { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    await page.getByRole("link", { name: /mail/i }).first().waitFor();
    expect(watch.csp).toEqual([]);
    await closePage(page);
  });

  it("renders Swagger UI at /api/docs with no CSP violation", async () => {
    const page = await openPage(chromium.browser);
    const watch = await watchPage(page);
    await gotoReady(page, url("/api/docs"));
    await page.getByRole("heading", { name: /Careers portal REST API/ }).waitFor();
    // Open one operation, so its inline SVG icons and response samples render too.
    await page.locator(".opblock-summary").first().click();
    await page.locator(".opblock-body").first().waitFor();
    expect(watch.csp).toEqual([]);
    await closePage(page);
  });
});
