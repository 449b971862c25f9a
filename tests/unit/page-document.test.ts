// The document a server-rendered page is served in: the built index.html with the page's head,
// markup filled in (the router writes the doctype and its hydration scripts).
import { describe, expect, it } from "vitest";
import { composeDocument } from "../../src/server/pages/render-page.js";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="default" />
    <title data-shell-title>Default</title>
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("composeDocument", () => {
  it("puts the page's head and markup where the template's defaults were", () => {
    const html = composeDocument(TEMPLATE, { head: "<title>Jobs</title>", html: "<main>hi</main>" });
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).not.toContain("Default</title>");
    expect(html).not.toContain('content="default"');
    // Where the title was: ahead of the stylesheet and the script.
    expect(html).toMatch(/<title>Jobs<\/title>\s*<link rel="stylesheet"[^>]*>\s*<script type="module"/);
    expect(html).toContain('<div id="root"><main>hi</main></div>');
  });
});
