// One <title> per document, the page's own: on a page the client renders alone (index.html, whose
// placeholder title must not stay beside the page's) and on a server-rendered page once hydrated.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoReady, useBrowser } from "../helpers/browser.js";
import { closePage, openPage, url } from "./public-support.js";

const titles = (page: Page) => page.evaluate(() => [...document.querySelectorAll("title")].map((title) => title.textContent));

describe("the document's title", () => {
  const chromium = useBrowser();

  it.each([
    ["/forgot-password", "Forgot Password · RFT Technologies"],
    ["/signin", "Welcome back · RFT Technologies"],
    ["/job-board", "Job Board · RFT Technologies"],
  ])("%s has one title, its own", async (path, title) => {
    const page = await openPage(chromium.browser);
    await gotoReady(page, url(path));
    await expect.poll(() => titles(page)).toEqual([title]);
    await closePage(page);
  });
});
