// The <head> tags of a server-rendered page as HTML: title, description, canonical link, Open
// Graph, robots, and JSON-LD blocks (data, never executed: `<` is escaped so no text can end them).
import { COMPANY } from "../../shared/company";

export type HeadSpec = {
  title: string;
  description: string;
  /** The page's path; with the public origin it makes the canonical and og:url. */
  canonicalPath: string;
  ogType?: "website" | "article";
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
};

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON safe inside a <script> element: no `<` (so no `</script>`), no U+2028/9 line breaks. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Descriptions are cut to what search results show. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export function headHtml(spec: HeadSpec, origin: string): string {
  const url = `${origin}${spec.canonicalPath}`;
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeText(spec.title)}</title>`,
    meta("name", "description", spec.description),
    spec.noindex ? meta("name", "robots", "noindex") : "",
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta("property", "og:title", spec.title),
    meta("property", "og:description", spec.description),
    meta("property", "og:url", url),
    meta("property", "og:type", spec.ogType ?? "website"),
    meta("property", "og:site_name", COMPANY.name),
    ...(spec.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join("\n    ");
}
