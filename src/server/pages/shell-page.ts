// The SPA's plain index.html, for pages the client renders alone (signed-in and HR pages, and any
// other path): read once, answered with `Cache-Control: no-cache` and a strong ETag.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PageAnswer } from "./render-page.js";

export type ShellPage = { answer: () => PageAnswer | null };

export function createShellPage(clientDist: string): ShellPage {
  const file = path.resolve(clientDist, "index.html");
  let cached: PageAnswer | undefined;
  return {
    answer() {
      if (cached) return cached;
      // Not there yet (a build still running): look again on the next request.
      if (!fs.existsSync(file)) return null;
      const html = fs.readFileSync(file, "utf8");
      cached = { status: 200, html, etag: `"${crypto.createHash("sha1").update(html).digest("base64url")}"` };
      return cached;
    },
  };
}
