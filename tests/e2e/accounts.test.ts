// Accounts in Chromium: sign-up with the code the worker mailed (`redirect` carried through),
// sign-in through the form (candidates, and HR at both of its doors), the badge, logout through the
// dialog; employer login refusing a candidate; the candidate reset flow (resend countdown); route
// guards; the profile (edit name, change password, sign out here or everywhere); sign-in that keeps
// the user's place (Apply, Explore Open Positions, the contact draft). The forms' own rules and
// messages are component tests; the account pages' axe and overflow sweep is page-health-entry.
// Tests not about signing in start from a stored session (e2e-session.ts).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ACCOUNT_TEXTS } from "../../src/shared/account.js";
import { AUTH_SUCCESS } from "../../src/shared/auth.js";
import { COMPANY } from "../../src/shared/company.js";
import { SIGN_IN_TO_APPLY } from "../../src/shared/session.js";
import { SEED_JOBS } from "../../prisma/seed-data/jobs.js";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { createSignedInUser, sessionStateWith, useSession } from "../helpers/e2e-session.js";
import { TEST_PASSWORD, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { waitForMail, type ReceivedMail } from "../helpers/mail-inbox.js";
import { closePage, DESKTOP, MOBILE, openPage, url } from "./public-support.js";

/** The 6-digit code of a mail (the company's postal code in the footer is six digits too). */
function codeFrom(mail: ReceivedMail): string {
  const companyNumbers = `${COMPANY.address} ${COMPANY.phone}`;
  const codes = [...mail.text.matchAll(/\b\d{6}\b/g)].map((m) => m[0]).filter((code) => !companyNumbers.includes(code));
  expect(new Set(codes).size, `codes in: ${mail.text}`).toBe(1);
  return codes[0] ?? "";
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem("authToken"), user: localStorage.getItem("user") }));
}

/** The account button: its accessible name starts with the name it shows (WCAG 2.5.3). */
const accountButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*,\\s*account menu$`) });

/** Signs in through the /signin form as it is (with whatever `redirect` it carries). */
async function signInWithForm(page: Page, email: string, password = TEST_PASSWORD) {
  await page.getByRole("button", { name: "Sign In" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A second session of `user` (another sign-in: its own `sid`), as a context's storage state. */
async function anotherSession(user: Parameters<typeof tokenFor>[0] & { name: string; email: string }) {
  const token = await tokenFor(user);
  return { token, storageState: sessionStateWith({ user, token }, {}) };
}

/** A tRPC query made with `token`: 200 while its session lives, 401 once it has ended. */
async function sessionStatus(token: string): Promise<number> {
  return (await fetch(url("/trpc/auth.profile"), { headers: { authorization: `Bearer ${token}` } })).status;
}

// Several full sign-ins (argon2) per test: more room than the default on a busy machine.
describe("accounts in Chromium", { timeout: 120_000 }, () => {
  const chromium = useBrowser();
  // Sessions for the tests that are not about signing in and do not end their session.
  const candidate = useSession({ role: "user" });
  const hrSession = useSession({ role: "hr", name: "Hema HR" });

  it("signs up with the mailed code, signs in, shows the badge and logs out through the dialog", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    const email = `new-${uniqueSuffix()}@example.com`;
    const name = "Priya Nair";
    const password = "my-first-password";

    // Arriving from a page that needed an account: the way back is carried through sign-up. (The
    // form's rules, messages and countdown are signup-form.test.tsx's.)
    await gotoReady(page, url("/signup?redirect=%2Fprofile"));
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByText(AUTH_SUCCESS.otpSent).waitFor();

    const code = codeFrom(await waitForMail(inject("mailDir"), { to: email }));
    await page.getByLabel("Enter OTP").fill(code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByText("Email verified successfully!").waitFor();

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Registration Successful!" });
    await dialog.getByText("Your account has been created successfully.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup");
    // Go to Login rather than the dialog's 3 s timer (both carry the redirect: signup-form.test.tsx).
    await dialog.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL(url("/signin?redirect=%2Fprofile"));
    // The URL changes before a lazily loaded page replaces the previous one: wait for the page itself.
    await signInWithForm(page, email.toUpperCase(), password);
    // Back where the user set out for.
    await page.waitForURL(url("/profile"));
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await gotoReady(page, url("/"));
    const badge = accountButton(page, name);
    await badge.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText(email).waitFor();
    await nav.getByRole("button", { name: "Courses Enrolled" }).waitFor();
    await nav.getByRole("link", { name: "Tracking Application" }).waitFor();
    await nav.getByRole("link", { name: "My Profile" }).waitFor();
    // The rule axe files as experimental, so the shared check does not run it.
    const nameMismatch = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(nameMismatch.violations).toEqual([]);
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
    expect(await page.evaluate(() => ["authToken", "user", "refreshToken"].map((k) => localStorage.getItem(k)))).toEqual([
      null,
      null,
      null,
    ]);

    // The server revoked the token as well.
    const revoked = await fetch(url("/api/auth/logout"), { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(401);
    await closePage(page);
  });

  it("employer login with a candidate account shows the not-authorized text", async () => {
    // The form's own checks (both fields, Logging in..., a refusal dropped on typing) are employer-login.test.tsx's.
    const { user } = await createSignedInUser({ role: "user" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/employers-login"));
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Login to Dashboard" }).click();
    await page.getByRole("alert").getByText("❌ You are not authorized to log in as HR with this account.", { exact: true }).waitFor();
    expect((await storedSession(page)).token).toBeNull();
    await closePage(page);
  });

  it("HR signs in at /employers-login and at /hr/signin and lands on /hr", async () => {
    const { user: hr } = await createSignedInUser({ role: "hr" });
    for (const [path, button] of [
      ["/employers-login", "Login to Dashboard"],
      ["/hr/signin", "Sign In"],
    ] as const) {
      const page = await openPage(chromium.browser, { viewport: DESKTOP });
      await gotoReady(page, url(path));
      await page.getByLabel("Email").fill(hr.email);
      await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole("button", { name: button }).click();
      await page.waitForURL(url("/hr"));
      expect(JSON.parse((await storedSession(page)).user ?? "{}")).toMatchObject({ email: hr.email, role: "hr" });
      await closePage(page);
    }
  });

  it("resets a candidate's password end to end", async () => {
    const { user, token: before } = await createSignedInUser({ role: "user", name: "Kiran Shah" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    // A clock the test can move on, so the minute before a new code needs no waiting.
    await page.clock.install();
    await gotoReady(page, url("/signin"));
    await page.getByRole("link", { name: "Forgot your password" }).click();
    await page.waitForURL(url("/forgot-password"));
    await page.getByRole("button", { name: "Send Reset Code" }).waitFor();

    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await page.getByText("Step 2 of 3").waitFor();
    await page.getByText(AUTH_SUCCESS.resetCodeSent).waitFor();
    const resendCode = page.getByRole("button", { name: "Resend Code" });
    expect(await resendCode.isDisabled()).toBe(true);
    await page.getByText(/^You can request a new code in (59|60) seconds\.$/).waitFor();

    // Sending step 1 again within the minute: no dead end on step 1, the code step with the wait.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await page.getByText("Step 2 of 3").waitFor();
    await page.getByText("A code was sent to this address less than a minute ago.", { exact: false }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await resendCode.isDisabled()).toBe(true);
    await page.getByText(/^You can request a new code in \d+ seconds?\.$/).waitFor();
    // Once the countdown ends the button works; the server (on its own clock) still counts the minute.
    await page.clock.fastForward(61_000);
    await expect.poll(() => resendCode.isEnabled()).toBe(true);
    expect(await page.getByText(/^You can request a new code in/).count()).toBe(0);
    await resendCode.click();
    await expect.poll(() => resendCode.isDisabled()).toBe(true);
    await page.getByText(/^You can request a new code in \d+ seconds?\.$/).waitFor();
    const code = codeFrom(await waitForMail(inject("mailDir"), { to: user.email }));

    // The form's own checks (an empty code, a short password, Back keeping the code) are
    // password-reset-flow.test.tsx's.
    await page.getByLabel("Verification Code").fill(code);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.getByText("Step 3 of 3").waitFor();
    await page.getByLabel("New Password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("a-brand-new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();

    await page.getByRole("heading", { name: "Password Reset Successful!" }).waitFor();
    await page.getByRole("button", { name: "Reset Another Password" }).waitFor();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL(url("/signin"));
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("a-brand-new-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await accountButton(page, "Kiran Shah").waitFor();
    // The reset ended the sessions that were open before it.
    expect(await sessionStatus(before)).toBe(401);
    await closePage(page);
  });

  it("guards: signed-in users leave /signin and /signup, only HR stays on /employers-dashboard", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState: candidate.storageState });
    await gotoReady(page, url("/signin"));
    await page.waitForURL(url("/"));
    await gotoReady(page, url("/signup"));
    await page.waitForURL(url("/"));
    await gotoReady(page, url("/signup?redirect=%2Fprofile"));
    await page.waitForURL(url("/profile"));
    // A redirect to another site is dropped.
    await gotoReady(page, url("/signin?redirect=%2F%2Fevil.example%2F"));
    await page.waitForURL(url("/"));
    await gotoReady(page, url("/employers-dashboard"));
    await page.waitForURL(url("/"));
    await closePage(page);
  });

  it("sign-in drops a redirect to another site; HR stays on /employers-dashboard and gets back to /hr", async () => {
    const { user } = await createSignedInUser();
    const visitor = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(visitor, url("/signin?redirect=%2F%2Fevil.example%2F"));
    await signInWithForm(visitor, user.email);
    await visitor.waitForURL(url("/"));
    await closePage(visitor);

    const hrPage = await openPage(chromium.browser, { viewport: DESKTOP, storageState: hrSession.storageState });
    const hr = hrSession.user;
    await gotoReady(hrPage, url("/employers-dashboard"));
    await hrPage.getByRole("heading", { name: "Employer Dashboard" }).waitFor();
    // HR's badge is a plain name next to HR Area and Logout, no dropdown.
    await hrPage.getByText(hr.name, { exact: true }).first().waitFor();
    expect(await accountButton(hrPage, hr.name).count()).toBe(0);
    const hrNav = hrPage.getByRole("navigation", { name: "Main" });
    await hrNav.getByRole("button", { name: "Logout" }).waitFor();
    await hrNav.getByRole("link", { name: "HR Area" }).click();
    await hrPage.waitForURL(url("/hr"));
    await closePage(hrPage);
  });

  it("logs out from the mobile menu at 375 px", async () => {
    // A session of its own: this test ends it.
    const { user, storageState } = await createSignedInUser({ role: "user", name: "Mobile User" });
    const page = await openPage(chromium.browser, { viewport: MOBILE, storageState });
    await gotoReady(page, url("/"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByText(user.email).waitFor();
    await menu.getByRole("link", { name: "My Profile" }).click();
    await page.waitForURL(url("/profile"));
    await page.getByRole("heading", { level: 1, name: "Mobile User" }).waitFor();
    await page.getByRole("button", { name: "Open menu" }).click();
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
      await gotoReady(page, url("/signin"));
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      expect({ colorScheme, stored, ...(await themeOf(page)) }).toEqual({
        colorScheme,
        stored,
        dark: expected,
        controls: expected ? "dark" : "normal",
      });
      await context.close();
    }
  });

  it("profile: reached from the account menu, shows the server's account, edits the name", async () => {
    // A user of its own: the test renames them.
    const { user, storageState } = await createSignedInUser({ name: "Asha Rao" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState });
    await gotoReady(page, url("/"));
    await accountButton(page, "Asha Rao").click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Profile" }).click();
    await page.waitForURL(url("/profile"));
    await page.getByRole("heading", { level: 1, name: "Asha Rao" }).waitFor();
    const details = page.getByRole("region", { name: "Account details" });
    await details.getByText(user.email, { exact: true }).waitFor();
    await details.getByText("Candidate", { exact: true }).waitFor();
    const joined = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      user.createdAt,
    );
    await details.getByText(joined, { exact: true }).waitFor();

    // A blank name's message is profile-account-forms.test.tsx's.
    const nameForm = page.getByRole("region", { name: "Edit name" });
    await nameForm.getByLabel("Full Name").fill("Asha Rao-Menon");
    await nameForm.getByRole("button", { name: "Save Name" }).click();
    await nameForm.getByText(ACCOUNT_TEXTS.nameSaved).waitFor();
    // The header and the stored user follow at once, and a reload reads the server's.
    await accountButton(page, "Asha Rao-Menon").waitFor();
    expect(JSON.parse((await storedSession(page)).user ?? "{}")).toMatchObject({ name: "Asha Rao-Menon" });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Asha Rao-Menon" }).waitFor();

    // Signed out, /profile asks for a sign-in and comes back.
    const visitor = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(visitor, url("/profile"));
    await visitor.waitForURL(url("/signin?redirect=%2Fprofile"));
    await signInWithForm(visitor, user.email);
    await visitor.waitForURL(url("/profile"));
    await visitor.getByRole("heading", { level: 1, name: "Asha Rao-Menon" }).waitFor();
    await closePage(visitor);
    await closePage(page);
  });

  it("profile: a password change ends the other sessions and keeps this one; Sign Out ends only this one", async () => {
    const { user, token: other } = await createSignedInUser({ name: "Dev Patel" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState: (await anotherSession(user)).storageState });
    await gotoReady(page, url("/profile"));
    const form = page.getByRole("region", { name: "Change password" });
    const fresh = "amber-falcon-meadow-58";
    await form.getByLabel("Current Password", { exact: true }).fill("not-my-password");
    await form.getByLabel("New Password", { exact: true }).fill(fresh);
    await form.getByLabel("Confirm New Password", { exact: true }).fill(fresh);
    await form.getByRole("button", { name: "Change Password" }).click();
    await form.getByRole("alert").getByText(ACCOUNT_TEXTS.currentPasswordWrong).waitFor();
    expect(await sessionStatus(other)).toBe(200);

    await form.getByLabel("Current Password", { exact: true }).fill(TEST_PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await form.getByText(ACCOUNT_TEXTS.passwordChanged).waitFor();
    expect(await sessionStatus(other)).toBe(401);
    // This device carries on, with the token the server gave it.
    const { token: mine } = await storedSession(page);
    expect(await sessionStatus(mine ?? "")).toBe(200);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Dev Patel" }).waitFor();

    // A second session of the same account: Sign Out here must leave it signed in.
    const laptop = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(laptop, url("/signin"));
    await signInWithForm(laptop, user.email, fresh);
    await laptop.waitForURL(url("/"));
    const { token: laptopToken } = await storedSession(laptop);

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.getByText("Signed out successfully!").waitFor();
    await page.waitForURL(url("/signin"));
    // The toast sits clear of the header's navigation, expanded so a second one cannot hide it.
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Signed out successfully!" });
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator("header").first().boundingBox()]);
    expect(toastBox && headerBox && toastBox.y >= headerBox.y + headerBox.height).toBe(true);
    expect(await toast.getAttribute("data-expanded")).toBe("true");
    expect((await storedSession(page)).token).toBeNull();
    expect(await sessionStatus(mine ?? "")).toBe(401);
    expect(await sessionStatus(laptopToken ?? "")).toBe(200);
    await closePage(page);
    await closePage(laptop);
  });

  it("profile: Sign out everywhere asks first, then ends every session", async () => {
    const { user, token: other } = await createSignedInUser({ name: "Nisha Verma" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState: (await anotherSession(user)).storageState });
    await gotoReady(page, url("/profile"));
    const everywhere = page.getByRole("button", { name: "Sign out everywhere" });
    await everywhere.click();
    const confirm = page.getByRole("dialog", { name: "Sign out everywhere?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await sessionStatus(other)).toBe(200);

    await everywhere.click();
    await confirm.getByRole("button", { name: "Yes, sign out everywhere" }).click();
    await page.getByText(ACCOUNT_TEXTS.signedOutEverywhere).waitFor();
    await page.waitForURL(url("/signin"));
    expect((await storedSession(page)).token).toBeNull();
    expect(await sessionStatus(other)).toBe(401);
    await closePage(page);
  });

  it("logout from the header ends this device only: a colleague on the same account stays signed in", async () => {
    const { user, token: colleague } = await createSignedInUser({ role: "hr", name: "Shared HR" });
    const { token, storageState } = await anotherSession(user);
    const page = await openPage(chromium.browser, { viewport: DESKTOP, storageState });
    // A public page (home sends HR on to /hr).
    await gotoReady(page, url("/company"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
    await page.getByRole("dialog", { name: "Confirm Logout" }).getByRole("button", { name: "Yes, Logout" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(await sessionStatus(token ?? "")).toBe(401);
    expect(await sessionStatus(colleague)).toBe(200);
    await closePage(page);
  });

  it("HR gets back to /hr from the mobile menu", async () => {
    const page = await openPage(chromium.browser, { viewport: MOBILE, storageState: hrSession.storageState });
    await gotoReady(page, url("/company"));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "HR Area" }).click();
    await page.waitForURL(url("/hr"));
    await closePage(page);
  });

  it("Apply signed out: the spec's message, sign-in, then the wizard for that job", async () => {
    const { user } = await createSignedInUser();
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    const seeded = SEED_JOBS[0]?.jobTitle ?? "";
    await gotoReady(page, url("/job-board"));
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    const list = page.getByRole("list", { name: "Jobs" });
    await list.getByRole("listitem").filter({ hasText: seeded }).first().getByRole("button").first().click();
    const detail = page.getByRole("article", { name: "Job details" });
    await detail.getByRole("heading", { name: seeded }).first().waitFor();
    await detail.getByRole("button", { name: "Apply", exact: true }).click();
    const prompt = detail.getByRole("alert").filter({ hasText: SIGN_IN_TO_APPLY });
    await prompt.waitFor();
    expect(await prompt.getByRole("link", { name: "create an account" }).getAttribute("href")).toBe("/signup?redirect=%2Fapply-job");
    await page.waitForURL(url("/signin?redirect=%2Fapply-job"));
    await signInWithForm(page, user.email);
    await page.waitForURL(url("/apply-job"));
    expect(await page.evaluate(() => localStorage.getItem("jobTitle"))).toBe(seeded);

    // A job's own page does the same.
    const visitor = await openPage(chromium.browser, { viewport: MOBILE });
    await gotoReady(visitor, url("/job-board"));
    await visitor.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await visitor
      .getByRole("list", { name: "Jobs" })
      .getByRole("listitem")
      .filter({ hasText: seeded })
      .first()
      .getByRole("button")
      .first()
      .click();
    await visitor.getByRole("link", { name: "Open the job's page" }).click();
    await visitor.getByRole("heading", { level: 1, name: seeded }).waitFor();
    await visitor.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await visitor.getByRole("button", { name: "Apply for this job" }).click();
    await visitor.getByRole("alert").filter({ hasText: SIGN_IN_TO_APPLY }).waitFor();
    await visitor.waitForURL(url("/signin?redirect=%2Fapply-job"));
    await closePage(visitor);
    await closePage(page);
  });

  it("Explore Open Positions signed out: the message, then sign-up and sign-in carry the way back", async () => {
    const { user } = await createSignedInUser();
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/life-at-rft?view=apply"));
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    let tabs = 0;
    page.context().on("page", () => tabs++);
    await page.getByRole("button", { name: /Explore Open Positions/ }).click();
    await page.getByRole("alert").filter({ hasText: SIGN_IN_TO_APPLY }).waitFor();
    await page.waitForURL(url("/signin?redirect=%2Fapply-job"));
    expect(tabs).toBe(0);
    // Via the sign-up page and back: the redirect stays.
    await page.getByRole("link", { name: "Register for free" }).click();
    await page.waitForURL(url("/signup?redirect=%2Fapply-job"));
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL(url("/signin?redirect=%2Fapply-job"));
    await signInWithForm(page, user.email);
    await page.waitForURL(url("/apply-job"));
    expect(await page.evaluate(() => [localStorage.getItem("jobTitle"), localStorage.getItem("jobpost_id")])).toEqual([
      "General Application",
      "0",
    ]);
    await closePage(page);
  });

  it("contact Send signed out: sign-in brings the visitor back to the form with the typed message", async () => {
    const { user } = await createSignedInUser({ name: "Farah Khan" });
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    const message = `Please call me back about the AI programme ${uniqueSuffix()}`;
    await gotoReady(page, url("/#contact"));
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Message").fill(message);
    await form.getByLabel("Subject").selectOption("Partnership");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("alert").filter({ hasText: "Please login first" }).waitFor();
    await page.waitForURL(url("/signin?redirect=%2F%23contact"));
    await signInWithForm(page, user.email);
    await page.waitForURL(url("/#contact"));
    await expect.poll(() => form.getByLabel("Message").inputValue()).toBe(message);
    expect(await form.getByLabel("Subject").inputValue()).toBe("Partnership");
    expect(await form.getByLabel("Name").inputValue()).toBe("Farah Khan");
    await closePage(page);
  });

  it("profile at 375 px: a long name and e-mail wrap inside the screen", async () => {
    const email = `venkata.subramanian.iyer.long.address.${uniqueSuffix()}@outlook.example.com`;
    const { storageState } = await createSignedInUser({ name: "Venkata Subramanian Iyer Ramakrishnan", email });
    const page = await openPage(chromium.browser, { viewport: MOBILE, storageState });
    await gotoReady(page, url("/profile"));
    await page.getByRole("heading", { name: "Venkata Subramanian Iyer Ramakrishnan" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await closePage(page);
  });
});
