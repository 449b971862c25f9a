import AxeBuilder from "@axe-core/playwright";
import { describe, expect, inject, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { useE2eDatabase } from "../helpers/e2e-session.js";
import { expectStep, fillFirstSteps, fillRemainingStepsAndSubmit } from "../helpers/careers-wizard.js";
import { uniqueSuffix } from "../helpers/factories.js";

describe("candidate enquiry form in Chromium", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();

  it("signs in with the demo modal, sends the nine steps without an account and offers another form", async () => {
    // axe needs a page of an explicit context.
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await gotoReady(page, `${inject("baseUrl")}/enquiry`);
    await page.getByRole("heading", { name: "Candidate Enquiry Form" }).waitFor();

    // The demo modal sets a local user after 1 s, with no server call (its messages and wait are
    // demo-auth-modal.test.tsx's).
    await page.getByRole("button", { name: "Sign In" }).click();
    const modal = page.getByRole("dialog", { name: "Sign In" });
    await modal.getByRole("button", { name: "Create Account" }).click();
    const signUp = page.getByRole("dialog", { name: "Create Account" });
    const email = `enquirer-${uniqueSuffix()}@example.com`;
    await signUp.getByLabel("Full Name").fill("Kiran Enquirer");
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password", { exact: true }).fill("long-enough-1");
    await signUp.getByLabel("Confirm Password").fill("long-enough-1");
    const before = requests.length;
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await page.getByText(email).waitFor();
    expect(requests.slice(before).filter((r) => !r.startsWith("GET "))).toEqual([]);

    // The form starts with the demo user's name and e-mail and posts to /upload.
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Kiran Enquirer");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Date of Birth is required").waitFor();
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await fillFirstSteps(page);
    await fillRemainingStepsAndSubmit(page);
    await page.getByRole("alertdialog").getByText("Submitted successfully!").waitFor();
    expect(requests).toContain("POST /upload");
    await page.getByRole("heading", { name: "Form Submitted Successfully!" }).waitFor();
    await page.getByText("Thank you for your enquiry. We will get back to you soon.").first().waitFor();

    const row = await database.db.application.findFirstOrThrow({ where: { email }, orderBy: { id: "desc" } });
    expect(row).toMatchObject({ source: "enquiry", userId: null, jobId: null, fullName: "Kiran Enquirer" });

    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Fill Another Form" }).click();
    await expectStep(page, 1);
    expect(await page.getByLabel("Mobile Number").inputValue()).toBe("");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${inject("baseUrl")}/`);
    await context.close();
  });
});
