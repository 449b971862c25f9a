// An HTML answer's body in the encoding the client prefers (brotli, then gzip, else as it is),
// compressed once per answer: pages are cached per URL (render-page.ts), so a page costs one
// compression per encoding, not one per request. Each encoding has its own strong ETag.
import zlib from "node:zlib";
import type { PageAnswer } from "./render-page.js";

export type HtmlEncoding = "br" | "gzip";

const ENCODINGS: readonly HtmlEncoding[] = ["br", "gzip"];

/** Brotli 5 compresses a 60 kB page in ~1 ms to within ~10 % of level 11. */
const BROTLI_QUALITY = 5;

const compressed = new WeakMap<PageAnswer, Partial<Record<HtmlEncoding, Buffer>>>();

/** The accepted encodings of an Accept-Encoding header (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [token = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (token && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  return accepted;
}

export function preferredEncoding(acceptEncoding: string | undefined): HtmlEncoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return ENCODINGS.find((encoding) => accepted.has(encoding));
}

export function encodedBody(answer: PageAnswer, encoding: HtmlEncoding): Buffer {
  const variants = compressed.get(answer) ?? {};
  compressed.set(answer, variants);
  variants[encoding] ??=
    encoding === "br"
      ? zlib.brotliCompressSync(answer.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : zlib.gzipSync(answer.html);
  return variants[encoding];
}

/** `"abc"` → `"abc-br"`: a strong ETag names one representation. */
export function encodedEtag(etag: string, encoding: HtmlEncoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}
