// The home page in Chromium: hero rotation timing (fake clock), the What We Do accordion, the
// footer, and the HR redirect.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { signInAs } from "../helpers/e2e-session.js";
import { closePage, DESKTOP, openPage, pauseClock, url } from "./public-support.js";

const TAGLINES = ["AI-powered education", "Startup incubation", "Hands-on tech training"];

const activeBackground = (page: Page) => page.locator("#home").getAttribute("data-active-background");
const tagline = (page: Page) => page.locator("#home p").first().innerText();

describe("home page", () => {
  const chromium = useBrowser();

  it("the hero advances every 5000 ms over three backgrounds, each with its poster", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await pauseClock(page);
    await gotoReady(page, url("/"));
    await page.getByRole("heading", { level: 1, name: "Learn, build and launch with AI" }).waitFor();

    // The page arrives with the first poster alone (tests/integration/public-pages.test.ts); the other
    // posters follow once the page has settled, and the motion of the visible and next backgrounds
    // with the first rotation.
    const sources = (selector: string) => page.locator(selector).evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(await sources("#home img:not([src*='poster'])")).toEqual([]);
    expect(await activeBackground(page)).toBe("0");
    expect(await tagline(page)).toBe(TAGLINES[0]);

    // The page's timers start when it hydrates, which goto's clock steps may overshoot a little.
    await page.clock.runFor(4900);
    expect(await sources("#home img[src*='poster']")).toEqual([
      "/media/hero/hero-1-poster.svg",
      "/media/hero/hero-2-poster.svg",
      "/media/hero/hero-3-poster.svg",
    ]);
    expect(await sources("#home img:not([src*='poster'])")).toEqual([]);
    expect(await activeBackground(page)).toBe("0");
    await page.clock.runFor(100);
    await expect.poll(() => tagline(page)).toBe(TAGLINES[1]);
    await expect.poll(() => sources("#home img:not([src*='poster'])")).toEqual(["/media/hero/hero-2.svg", "/media/hero/hero-3.svg"]);
    await page.clock.runFor(5000);
    await expect.poll(() => tagline(page)).toBe(TAGLINES[2]);
    await page.clock.runFor(5000);
    await expect.poll(() => tagline(page)).toBe(TAGLINES[0]);

    // Pausing stops the rotation.
    await page.getByRole("button", { name: "Pause background animation" }).click();
    await page.clock.runFor(15_000);
    expect(await tagline(page)).toBe(TAGLINES[0]);
    await closePage(page);
  });

  it("with reduced motion the hero shows the first poster only and does not rotate", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP, reducedMotion: "reduce" });
    await pauseClock(page);
    await gotoReady(page, url("/"));
    await page.getByRole("heading", { level: 1, name: "Learn, build and launch with AI" }).waitFor();
    await page.clock.runFor(12_000);
    expect(await activeBackground(page)).toBe("0");
    expect(await page.locator("#home img:not([src*='poster'])").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Pause background animation" }).count()).toBe(0);
    await closePage(page);
  });

  it("What We Do: incubation opens first, one panel at a time, and the open one closes on a press", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/#what-we-do"));
    const button = (name: string) => page.locator("#what-we-do").getByRole("button", { name });
    const region = (name: string) => page.locator("#what-we-do").getByRole("region", { name });
    const state = async () =>
      Promise.all(["Incubation Centre", "AI Labs", "Trainings"].map((name) => button(name).getAttribute("aria-expanded")));

    expect(await state()).toEqual(["true", "false", "false"]);
    await region("Incubation Centre").getByText("Weekly mentor sessions").waitFor();

    await button("AI Labs").click();
    expect(await state()).toEqual(["false", "true", "false"]);
    await region("AI Labs").getByText("Shared GPU lab cluster").waitFor();
    await region("Incubation Centre").getByText("Weekly mentor sessions").waitFor({ state: "hidden" });

    await button("AI Labs").click();
    expect(await state()).toEqual(["false", "false", "false"]);
    await region("AI Labs").getByText("Shared GPU lab cluster").waitFor({ state: "hidden" });

    await button("Trainings").focus();
    await page.keyboard.press("Enter");
    expect(await state()).toEqual(["false", "false", "true"]);
    await closePage(page);
  });

  // The footer's texts and the privacy page's are in the server's HTML (tests/integration/public-pages.test.ts).
  it("the footer stays short and links to the privacy and terms pages, whose titles follow", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/mdu"));
    const footer = page.getByRole("contentinfo");

    // The legal texts are pages of their own, not a long block at the foot of every page.
    await expect.poll(() => footer.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(500);
    await footer.getByRole("link", { name: "Terms of Service" }).click();
    await page.waitForURL(/\/terms$/);
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await expect.poll(() => page.title()).toBe("Terms of Service · RFT Technologies");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(/\/privacy$/);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await expect.poll(() => page.title()).toBe("Privacy Policy · RFT Technologies");

    await footer.getByRole("link", { name: "What We Do" }).click();
    await page.waitForURL(/\/#what-we-do$/);
    await closePage(page);
  });

  it("sends a signed-in HR user from home to /hr", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await signInAs(page, { role: "hr" });
    await gotoReady(page, url("/"));
    await page.waitForURL(/\/hr$/);
    await closePage(page);
  });
});
