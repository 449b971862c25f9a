// The contact form in Chromium: signed out it asks to log in and sends nothing; signed in it is
// prefilled, stores the message under the signed-in user and the worker mails the company inbox.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { signInAs, useE2eDatabase } from "../helpers/e2e-session.js";
import { uniqueSuffix } from "../helpers/factories.js";
import { waitForMail } from "../helpers/mail-inbox.js";
import { closePage, DESKTOP, openPage, pauseClock, url } from "./public-support.js";

const COMPANY_INBOX = "hello@rft.example";

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fillMessage(page: Page, message: string) {
  await form(page).getByLabel("Name").fill("Asha Rao");
  await form(page).getByLabel("Email").fill("asha@example.com");
  await form(page).getByLabel("Subject").selectOption({ label: "Partnership Opportunity" });
  await form(page).getByLabel("Message").fill(message);
}

/** signInAs leaves the page on `/`; a reload makes the app read the stored session. */
async function openContactSection(page: Page) {
  await gotoReady(page, url("/#contact"));
  await page.reload();
}

describe("contact form", () => {
  const chromium = useBrowser();
  const database = useE2eDatabase();

  it("signed out: shows `Please login first` for 1.5 s, then goes to /signin without sending", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    const text = `Signed-out message ${uniqueSuffix()}`;
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("contact.send") || request.url().includes("/api/messages")) sent = true;
    });
    await gotoReady(page, url("/#contact"));
    // The server's markup shows the form at once, its Send disabled until the form's code has
    // loaded and hydrated it (on real time: under a clock paused from the start the boundary never
    // hydrated); then the clock is paused to time the message.
    await expect.poll(() => form(page).getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    await pauseClock(page);
    await fillMessage(page, text);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await form(page).getByRole("alert").filter({ hasText: "Please login first" }).waitFor();

    await page.clock.runFor(1490);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.clock.runFor(10);
    await page.waitForURL(/\/signin\?redirect=%2F%23contact$/);
    expect(sent).toBe(false);
    expect(await database.db.contactMessage.count({ where: { message: text } })).toBe(0);
    await closePage(page);
  });

  it("signed in: prefilled, shows Sending..., stores the message as the user and mails the company", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    const user = await signInAs(page, { name: "Ravi Kumar", email: `ravi-${uniqueSuffix()}@example.com` });
    await openContactSection(page);
    await expect.poll(() => form(page).getByLabel("Name").inputValue()).toBe("Ravi Kumar");
    expect(await form(page).getByLabel("Email").inputValue()).toBe(user.email);

    // An empty required field is refused in the chromium.browser with the schema's message.
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await form(page).getByText("Please choose a subject.").waitFor();
    await form(page).getByText("Please enter your message.").waitFor();

    const text = `Signed-in message ${uniqueSuffix()}`;
    await form(page).getByLabel("Phone (optional)").fill("+91 98450 12345");
    await form(page).getByLabel("Subject").selectOption({ label: "Technical Support" });
    await form(page).getByLabel("Message").fill(text);
    // Hold the answer back so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/trpc/contact.send**", async (route) => {
      await held;
      await route.continue();
    });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await form(page).getByRole("button", { name: "Sending..." }).waitFor();
    expect(await form(page).getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
    release();

    await form(page).getByRole("status").filter({ hasText: "Thank you for your message! We will get back to you shortly." }).waitFor();
    expect(await form(page).getByLabel("Message").inputValue()).toBe("");
    expect(await form(page).getByLabel("Name").inputValue()).toBe("Ravi Kumar");

    const stored = await database.db.contactMessage.findFirstOrThrow({ where: { message: text } });
    expect(stored).toMatchObject({
      userId: user.id,
      name: "Ravi Kumar",
      email: user.email,
      subject: "Support",
      phoneNumber: "+91 98450 12345",
    });

    const mail = await waitForMail(inject("mailDir"), { to: COMPANY_INBOX });
    expect(`${mail.subject}\n${mail.text}`).toContain(text);
    await closePage(page);
  });

  it("signed in: a failed send shows the server's reason", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await signInAs(page);
    await openContactSection(page);
    await page.route("**/trpc/contact.send**", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            message: "Mail service is unavailable. Please try again in a moment.",
            code: -32603,
            data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
          },
        }),
      }),
    );
    await form(page).getByLabel("Subject").selectOption({ label: "Other" });
    await form(page).getByLabel("Message").fill("Hello");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await form(page)
      .getByRole("status")
      .filter({ hasText: "Failed to send message: Mail service is unavailable. Please try again in a moment." })
      .waitFor();
    await page.unroute("**/trpc/contact.send**");
    await page.route("**/trpc/contact.send**", (route) => route.abort());
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await form(page).getByRole("status").filter({ hasText: "Failed to send message. Please try again." }).waitFor();
    await closePage(page);
  });
});
