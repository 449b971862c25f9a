// Moves the built index.html's stylesheet links ahead of its module script. Vite adds them last in
// <head>; a phone's browser (six connections per host over HTTP/1.1) then asks for the
// render-blocking stylesheet only after the script it does not need for the first paint.
import type { Plugin } from "vite";

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const MODULE_SCRIPT = /([ \t]*)<script type="module"/;

export function stylesheetFirst(): Plugin {
  return {
    name: "stylesheet-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const links = html.match(STYLESHEET)?.map((link) => link.trim()) ?? [];
        if (links.length === 0 || !MODULE_SCRIPT.test(html)) return html;
        return html
          .replace(STYLESHEET, "")
          .replace(MODULE_SCRIPT, (script, indent: string) => `${links.map((link) => indent + link).join("\n")}\n${script}`);
      },
    },
  };
}
