// Recognises a PDF by its content: it starts with `%PDF-` and ends with `%%EOF` (allowing the
// trailing line breaks and padding writers add). Names and declared types are not trusted.
import { Transform } from "node:stream";
import { PDF_SIGNATURE } from "../../../shared/application/files.js";

const HEADER = Buffer.from(PDF_SIGNATURE, "latin1");
const TRAILER = Buffer.from("%%EOF", "latin1");
/** How far from the end `%%EOF` may sit. */
const TAIL_BYTES = 1024;

export function isPdf(head: Buffer, tail: Buffer): boolean {
  return head.subarray(0, HEADER.length).equals(HEADER) && tail.includes(TRAILER);
}

export class NotPdfError extends Error {
  constructor() {
    super("not a PDF");
    this.name = "NotPdfError";
  }
}

/**
 * A pass-through stream that remembers the first and last bytes of what flows through it and
 * fails as soon as the header shows the content is not a PDF, so nothing more is stored.
 */
export function createPdfCheck(): { stream: Transform; isPdf: () => boolean } {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < HEADER.length) {
        head = Buffer.concat([head, chunk.subarray(0, HEADER.length - head.length)]);
        if (!HEADER.subarray(0, head.length).equals(head)) return callback(new NotPdfError());
      }
      tail = Buffer.concat([tail, chunk.subarray(-TAIL_BYTES)]).subarray(-TAIL_BYTES);
      callback(null, chunk);
    },
  });
  return { stream, isPdf: () => isPdf(head, tail) };
}
