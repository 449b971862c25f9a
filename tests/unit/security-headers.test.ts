// Which inline scripts of a page the CSP must allow by hash: those a browser runs, byte for byte.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../src/server/web/security-headers.js";

const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts exactly as written, whitespace included", () => {
    const theme = "\n      (function () { document.documentElement.classList.add('dark'); })();\n    ";
    const html = `<head><script>${theme}</script><SCRIPT type="module">import "/a.js";</SCRIPT><script type='text/javascript'>x()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([hash(theme), hash('import "/a.js";'), hash("x()")]);
  });

  it("skips scripts with a src and data blocks a browser does not run", () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      "<script async src=/x.js></script>",
      '<script type="application/json" id="__data">{"a":"<\\/script>"}</script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("does not mistake a data-src attribute for src", () => {
    expect(inlineScriptHashes('<script data-src="x">run()</script>')).toEqual([hash("run()")]);
  });

  it("lists a script that appears twice once", () => {
    expect(inlineScriptHashes("<script>a()</script><script>a()</script>")).toEqual([hash("a()")]);
  });
});
