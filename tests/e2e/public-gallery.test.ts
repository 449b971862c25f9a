// The /insights gallery and the programme pages in Chromium: filters, lightbox open/close/keys,
// downloads, the enlarge overlay and Enroll Now.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { closePage, DESKTOP, openPage, url } from "./public-support.js";

const lightbox = (page: Page) => page.getByRole("dialog", { name: "Picture viewer" });
const currentSlide = (page: Page) => lightbox(page).locator(".yarl__slide_current img").getAttribute("src");

describe("insights gallery", () => {
  const chromium = useBrowser();

  // The 23 pictures' size and alt text and the five filters are in the server's HTML
  // (tests/integration/public-pages.test.ts).
  it("the filters only move the highlight", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/insights"));
    const pictures = page.getByRole("main").getByRole("listitem").locator("img");
    const filters = page.getByRole("group", { name: "Filter pictures" }).getByRole("button");
    await filters.filter({ hasText: "Team" }).click();
    expect(await filters.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-pressed")))).toEqual([
      "false",
      "false",
      "true",
      "false",
      "false",
    ]);
    expect(await pictures.count()).toBe(23);
    await closePage(page);
  });

  it("a picture opens in the lightbox, arrows move through it, and Escape or Close closes it", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/insights"));
    await page.getByRole("button", { name: /^Open picture 3 of 23/ }).click();
    await lightbox(page).waitFor();
    await expect.poll(() => currentSlide(page)).toBe("/media/insights/insight-03.svg");

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentSlide(page)).toBe("/media/insights/insight-04.svg");
    await page.keyboard.press("Escape");
    await lightbox(page).waitFor({ state: "hidden" });
    // Focus returns to the picture shown last.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("insight-4");

    await page.getByRole("button", { name: /^Open picture 10 of 23/ }).click();
    await lightbox(page).waitFor();
    await lightbox(page).getByRole("button", { name: "Close" }).click();
    await lightbox(page).waitFor({ state: "hidden" });
    await closePage(page);
  });

  it("the lightbox and every tile download the picture", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP, acceptDownloads: true });
    await gotoReady(page, url("/insights"));
    await page.getByRole("button", { name: /^Open picture 5 of 23/ }).click();
    await lightbox(page).waitFor();
    const [fromLightbox] = await Promise.all([
      page.waitForEvent("download"),
      lightbox(page).getByRole("button", { name: "Download" }).click(),
    ]);
    expect(fromLightbox.suggestedFilename()).toBe("rft-insight-05.svg");
    await page.keyboard.press("Escape");
    await lightbox(page).waitFor({ state: "hidden" });

    const [fromTile] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /^Download picture 12:/ }).click(),
    ]);
    expect(fromTile.suggestedFilename()).toBe("rft-insight-12.svg");
    expect(await fromTile.failure()).toBeNull();
    await closePage(page);
  });

  it("Explore Careers leads to the careers page", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    await gotoReady(page, url("/insights"));
    await page.getByRole("link", { name: "Explore Careers" }).click();
    await page.waitForURL(/\/careers$/);
    await closePage(page);
  });
});

describe("programme pages", () => {
  const chromium = useBrowser();

  // Each programme's pictures, figures and topics are in the server's HTML (tests/integration/public-pages.test.ts).
  for (const path of ["/mdu", "/crd"]) {
    it(`${path} enlarges a picture until closed`, async () => {
      const page = await openPage(chromium.browser, { viewport: DESKTOP });
      await gotoReady(page, url(path));
      const thumbnails = page.getByRole("button", { name: /^Enlarge picture/ });

      const overlay = page.getByRole("dialog");
      await thumbnails.nth(1).click();
      await overlay.waitFor();
      await page.keyboard.press("Escape");
      await overlay.waitFor({ state: "hidden" });

      await thumbnails.nth(2).click();
      await overlay.getByRole("button", { name: "Close" }).click();
      await overlay.waitFor({ state: "hidden" });

      await thumbnails.nth(3).click();
      await overlay.waitFor();
      // The dialog listens for outside clicks from a timer task after it opens, and Chromium runs
      // input before timers: on a busy machine the click came first and was never seen. A timer task
      // queued now runs after that one.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.mouse.click(10, 400);
      await overlay.waitFor({ state: "hidden" });
      await closePage(page);
    });
  }

  it("Enroll Now tells the visitor to contact the training company in an in-page dialog, not a browser alert", async () => {
    const page = await openPage(chromium.browser, { viewport: DESKTOP });
    const nativeDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      nativeDialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await gotoReady(page, url("/crd"));
    const enroll = page.getByRole("button", { name: "Enroll Now" }).first();
    await enroll.click();
    const dialog = page.getByRole("dialog", { name: "Enrollment" });
    await dialog.getByText("Please contact RFT Training & Consulting").waitFor();
    expect(await dialog.innerText()).toContain("enrollment details");
    // Focus moves into the dialog and comes back to the button that opened it.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => enroll.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole("button", { name: "Enroll Now" }).last().click();
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(nativeDialogs).toEqual([]);
    await closePage(page);
  });
});
