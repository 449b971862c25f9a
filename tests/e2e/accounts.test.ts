// Accounts in Chromium: sign-up with the code the worker mailed, sign-in, the badge, logout through
// the dialog; employer login refusing a candidate; the candidate reset flow; route guards; axe.
import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AUTH_SUCCESS } from "../../src/shared/auth.js";
import { COMPANY } from "../../src/shared/company.js";
import { useBrowser } from "../helpers/browser.js";
import { createSignedInUser, signInAs } from "../helpers/e2e-session.js";
import { TEST_PASSWORD, uniqueSuffix } from "../helpers/factories.js";
import { waitForMail, type ReceivedMail } from "../helpers/mail-inbox.js";
import { closePage, DESKTOP, MOBILE, openPage, seriousViolations, url, type Theme } from "./public-support.js";

/** The 6-digit code of a mail (the company's postal code in the footer is six digits too). */
function codeFrom(mail: ReceivedMail): string {
  const companyNumbers = `${COMPANY.address} ${COMPANY.phone}`;
  const codes = [...mail.text.matchAll(/\b\d{6}\b/g)].map((m) => m[0]).filter((code) => !companyNumbers.includes(code));
  expect(new Set(codes).size, `codes in: ${mail.text}`).toBe(1);
  return codes[0] ?? "";
}

/** Holds the next tRPC call to `procedure` until `release()`, so a busy state can be seen. */
async function holdCall(page: Page, procedure: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/trpc/${procedure}**`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem("authToken"), user: localStorage.getItem("user") }));
}

describe("accounts in Chromium", () => {
  const chromium = useBrowser();

  it("signs up with the mailed code, signs in, shows the badge and logs out through the dialog", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    const email = `new-${uniqueSuffix()}@example.com`;
    const name = "Priya Nair";
    const password = "my-first-password";

    await page.goto(url("/signup"));
    await page.getByLabel("Full Name").fill(name);
    const sendOtp = page.getByRole("button", { name: "Send OTP" });
    expect(await sendOtp.isDisabled()).toBe(true);
    await page.getByLabel("Email").fill(email);
    await sendOtp.click();
    await page.getByText(AUTH_SUCCESS.otpSent).waitFor();

    const code = codeFrom(await waitForMail(inject("mailDir"), { to: email }));
    await page.getByLabel("Enter OTP").fill(code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByText("Email verified successfully!").waitFor();
    expect(await page.getByRole("button", { name: "Verify OTP" }).count()).toBe(0);

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Registration Successful!" });
    await dialog.getByText("Your account has been created successfully.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup");
    await page.waitForURL(url("/signin"), { timeout: 6000 });
    // The URL changes before a lazily loaded page replaces the previous one: wait for the page itself.
    await page.getByRole("button", { name: "Sign In" }).waitFor();

    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(url("/"));
    const badge = page.getByRole("button", { name: `Account menu for ${name}` });
    await badge.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText(email).waitFor();
    await nav.getByRole("button", { name: "Courses Enrolled" }).waitFor();
    await nav.getByRole("button", { name: "Tracking Application" }).waitFor();
    const { token } = await storedSession(page);
    expect(token).toBeTruthy();

    // Cancel keeps the session; Yes, Logout ends it.
    await nav.getByRole("button", { name: "Logout" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Logout" });
    await confirm.getByText("Are you sure you want to logout?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect((await storedSession(page)).token).toBe(token);

    await badge.click();
    await nav.getByRole("button", { name: "Logout" }).click();
    await page.evaluate(() => localStorage.setItem("refreshToken", "old"));
    await confirm.getByRole("button", { name: "Yes, Logout" }).click();
    await nav.getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => ["authToken", "user", "refreshToken"].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);

    // The server revoked the token as well.
    const revoked = await fetch(url("/api/auth/logout"), { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(401);
    await closePage(page);
  });

  it("employer login with a candidate account shows the not-authorized text", async () => {
    const { user } = await createSignedInUser({ role: "user" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(url("/employers-login"));
    const submit = page.getByRole("button", { name: "Login to Dashboard" });
    await submit.click();
    await page.getByRole("alert").getByText("Please enter both email and password.").waitFor();

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    const call = await holdCall(page, "auth.login");
    await submit.click();
    const busy = page.getByRole("button", { name: "Logging in..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    call.release();
    await page.getByRole("alert").getByText("❌ You are not authorized to log in as HR with this account.", { exact: true }).waitFor();
    expect((await storedSession(page)).token).toBeNull();

    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await submit.click();
    await page.getByText("❌ Invalid email or password. Please check your credentials and try again.", { exact: true }).waitFor();
    await closePage(page);
  });

  it("HR signs in at /employers-login and at /hr/signin and lands on /hr", async () => {
    const { user: hr } = await createSignedInUser({ role: "hr" });
    for (const [path, button] of [
      ["/employers-login", "Login to Dashboard"],
      ["/hr/signin", "Sign In"],
    ] as const) {
      const page = await openPage(chromium.browser, { viewport: DESKTOP });
      await page.goto(url(path));
      await page.getByLabel("Email").fill(hr.email);
      await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole("button", { name: button }).click();
      await page.waitForURL(url("/hr"));
      expect(JSON.parse((await storedSession(page)).user ?? "{}")).toMatchObject({ email: hr.email, role: "hr" });
      await closePage(page);
    }
  });

  it("resets a candidate's password end to end", async () => {
    const { user } = await createSignedInUser({ role: "user", name: "Kiran Shah" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(url("/signin"));
    await page.getByRole("link", { name: "Forgot your password" }).click();
    await page.waitForURL(url("/forgot-password"));
    await page.getByRole("button", { name: "Send Reset Code" }).waitFor();

    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await page.getByText("Step 2 of 3").waitFor();
    await page.getByText(AUTH_SUCCESS.resetCodeSent).waitFor();
    const code = codeFrom(await waitForMail(inject("mailDir"), { to: user.email }));

    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.getByRole("alert").getByText("Please enter the OTP.").waitFor();
    await page.getByLabel("Verification Code").fill(code);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.getByText("Step 3 of 3").waitFor();

    // Back goes one step and keeps the code.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("Step 2 of 3").waitFor();
    expect(await page.getByLabel("Verification Code").inputValue()).toBe(code);
    await page.getByRole("button", { name: "Verify Code" }).click();

    const newPassword = page.getByLabel("New Password", { exact: true });
    const confirmPassword = page.getByLabel("Confirm New Password", { exact: true });
    await newPassword.fill("abc");
    await confirmPassword.fill("abc");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("alert").getByText("Password must be at least 6 characters long.").waitFor();
    // The spec's client rule passes 7 characters; the server's 8+ rule answers.
    await newPassword.fill("seven77");
    await confirmPassword.fill("seven77");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("alert").getByText("Password must be at least 8 characters long.").waitFor();
    await newPassword.fill("a-brand-new-password");
    await confirmPassword.fill("a-brand-new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();

    await page.getByRole("heading", { name: "Password Reset Successful!" }).waitFor();
    await page.getByRole("button", { name: "Reset Another Password" }).waitFor();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL(url("/signin"));
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("a-brand-new-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Account menu for Kiran Shah" }).waitFor();
    await closePage(page);
  });

  it("guards: signed-in users leave /signin, only HR stays on /employers-dashboard", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await signInAs(page, { role: "user" });
    await page.goto(url("/signin"));
    await page.waitForURL(url("/"));
    await page.goto(url("/employers-dashboard"));
    await page.waitForURL(url("/"));
    await closePage(page);

    const hrPage = await openPage(chromium.browser, { viewport: DESKTOP });
    const hr = await signInAs(hrPage, { role: "hr", name: "Hema HR" });
    await hrPage.goto(url("/employers-dashboard"));
    await hrPage.getByRole("heading", { name: "Employer Dashboard" }).waitFor();
    // HR's badge is a plain name next to Logout, no dropdown.
    await hrPage.getByText(hr.name, { exact: true }).first().waitFor();
    expect(await hrPage.getByRole("button", { name: `Account menu for ${hr.name}` }).count()).toBe(0);
    await hrPage.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).waitFor();
    await closePage(hrPage);
  });

  it("logs out from the mobile menu at 375 px", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE });
    const user = await signInAs(page, { role: "user", name: "Mobile User" });
    await page.goto(url("/"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByText(user.email).waitFor();
    await menu.getByRole("button", { name: "Logout" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Logout" });
    await confirm.getByRole("button", { name: "Yes, Logout" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect((await storedSession(page)).token).toBeNull();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Employer Login" }).waitFor();
    await closePage(page);
  });

  it("theme: the stored choice, else the system preference, else light; `dark` on <html>, native controls alike", async () => {
    const themeOf = (page: Page) =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains("dark"),
        controls: getComputedStyle(document.documentElement).colorScheme,
      }));
    for (const [colorScheme, stored, expected] of [
      ["dark", null, true],
      ["light", null, false],
      ["dark", "light", false],
      ["light", "dark", true],
    ] as const) {
      const context = await chromium.browser.newContext({ colorScheme, viewport: DESKTOP });
      if (stored) await context.addInitScript((t) => localStorage.setItem("theme", t), stored);
      const page = await context.newPage();
      await page.goto(url("/signin"));
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      expect({ colorScheme, stored, ...(await themeOf(page)) }).toEqual({ colorScheme, stored, dark: expected, controls: expected ? "dark" : "normal" });
      await context.close();
    }
  });

  for (const theme of ["light", "dark"] as Theme[]) {
    it(`the account pages have no serious or critical axe violations in the ${theme} theme`, async () => {
      const page = await openPage(chromium.browser, { theme, viewport: MOBILE });
      for (const path of ["/signin", "/signup", "/forgot-password", "/employers-login", "/employer-forgot-password", "/hr/signin"]) {
        await page.goto(url(path));
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
      await page.evaluate(() =>
        localStorage.setItem("userProfile", JSON.stringify({ name: "Asha Rao", email: "asha@example.com", tenth: { school: "KV" } })),
      );
      await page.goto(url("/profile"));
      await page.getByRole("heading", { name: "Personal Details" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await closePage(page);
    });
  }

  it("profile: shows the stored profile, Sign Out removes it; without one a toast and /signin", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(url("/"));
    await page.evaluate(() =>
      localStorage.setItem(
        "userProfile",
        JSON.stringify({ name: "Asha Rao", email: "asha@example.com", graduation: { college: "NIT", degree: "B.Tech", year: 2022, cgpa: 8.7 } }),
      ),
    );
    await page.goto(url("/profile"));
    await page.getByRole("heading", { name: "Asha Rao" }).waitFor();
    await page.getByText("NIT", { exact: true }).waitFor();
    await page.getByText("8.7", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByText("Signed out successfully!").waitFor();
    await page.waitForURL(url("/signin"));
    expect(await page.evaluate(() => localStorage.getItem("userProfile"))).toBeNull();

    await page.goto(url("/profile"));
    await page.getByText("No profile found. Please sign in to view your profile.").waitFor();
    await page.waitForURL(url("/signin"));
    await closePage(page);
  });

  it("profile at 375 px: a long name and e-mail wrap inside the screen", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE });
    const email = "venkata.subramanian.iyer.long.address@outlook.example.com";
    await page.goto(url("/"));
    await page.evaluate((address) => localStorage.setItem("userProfile", JSON.stringify({ name: "Venkata Subramanian Iyer Ramakrishnan", email: address })), email);
    await page.goto(url("/profile"));
    await page.getByRole("heading", { name: "Venkata Subramanian Iyer Ramakrishnan" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await closePage(page);
  });
});
