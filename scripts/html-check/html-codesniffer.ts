// HTML_CodeSniffer (Squiz's accessibility checker) on a page open in Chromium, against WCAG 2.x AA:
// its errors (not its warnings and notices), one readable line each.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";

const HTMLCS_SOURCE = fs.readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve("html_codesniffer/package.json")), "build", "HTMLCS.js"),
  "utf8",
);

type Finding = { code: string; message: string; element: string };

type HtmlCs = {
  ERROR: number;
  process: (standard: string, content: Document, done: () => void) => void;
  getMessages: () => { type: number; code: string; msg: string; element: Element | Document }[];
};

/** The page's errors; the page's own Content-Security-Policy must be bypassed (browser context option bypassCSP). */
export async function htmlCsErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: HTMLCS_SOURCE });
  const findings = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve) => {
        const { HTMLCS: htmlcs, translation } = window as unknown as {
          HTMLCS: HtmlCs;
          translation: Record<string, Record<string, string>>;
        };
        // 2.5.1 looks up "…InvalidAutoComplete_…" but ships "…InvalidAutocomplete_…" texts, and so
        // throws on the very errors of that check instead of reporting them.
        for (const texts of Object.values(translation)) {
          for (const [key, text] of Object.entries(texts)) texts[key.replace("InvalidAutocomplete_", "InvalidAutoComplete_")] ??= text;
        }
        htmlcs.process("WCAG2AA", document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === htmlcs.ERROR)
              .map(({ code, msg, element }) => {
                // The element's start tag without its styling, which says little and runs long.
                const bare = element instanceof Element ? (element.cloneNode(false) as Element) : undefined;
                bare?.removeAttribute("class");
                bare?.removeAttribute("style");
                const tag = bare ? bare.outerHTML.slice(0, bare.outerHTML.indexOf(">") + 1) : "(document)";
                return { code, message: msg, element: tag };
              }),
          ),
        );
      }),
  );
  return findings.map(({ code, message, element }) => `${code.replace(/^WCAG2AA\./, "")}: ${message} → ${element.replace(/\s+/g, " ")}`);
}
