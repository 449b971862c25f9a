import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { createPdfCheck, isPdf, NotPdfError } from "../../src/server/services/applications/pdf-check.js";
import { PNG_BYTES, tinyPdf } from "../helpers/application-fixtures.js";

/** Streams `bytes` through the check in chunks of `chunkSize`, like a multipart file part. */
async function check(bytes: Buffer, chunkSize: number) {
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) => bytes.subarray(i * chunkSize, (i + 1) * chunkSize));
  const pdf = createPdfCheck();
  let written = 0;
  const sink = new Writable({ write: (chunk: Buffer, _e, cb) => ((written += chunk.length), cb()) });
  await pipeline(Readable.from(chunks), pdf.stream, sink);
  return { isPdf: pdf.isPdf(), written };
}

describe("PDF recognised by content", () => {
  it("needs the %PDF- header and a %%EOF near the end", () => {
    expect(isPdf(tinyPdf(), tinyPdf())).toBe(true);
    expect(isPdf(Buffer.from("%PDF-1.7\n"), Buffer.from("trailer\n%%EOF\r\n\n"))).toBe(true);
    expect(isPdf(PNG_BYTES, Buffer.from("%%EOF"))).toBe(false);
    expect(isPdf(Buffer.from("%PDF-1.4"), Buffer.from("no trailer"))).toBe(false);
  });

  it("passes a PDF through unchanged, whatever the chunk size", async () => {
    const pdf = tinyPdf(20_000);
    for (const size of [1, 3, 7, 4096, 65_536]) expect(await check(pdf, size)).toEqual({ isPdf: true, written: pdf.length });
  });

  it("fails on the first chunk that shows a wrong header", async () => {
    await expect(check(Buffer.concat([PNG_BYTES, tinyPdf()]), 2)).rejects.toBeInstanceOf(NotPdfError);
  });

  it("reports a PDF cut before its trailer as not a PDF", async () => {
    expect((await check(tinyPdf().subarray(0, 200), 64)).isPdf).toBe(false);
  });
});
