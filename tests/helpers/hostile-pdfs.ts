// PDFs written byte by byte at test time (nothing big is committed): a plain text PDF for the happy
// path, and thirty malformed and hostile ones for POST /api/me/resume/parse (issue #31) — truncated,
// not a PDF, encrypted, 1,000 pages, deep nesting and reference loops, huge images, scripts,
// decompression bombs, exponential drawing, broken tables and fonts.
import { deflateRawSync, deflateSync, constants as zlib } from "node:zlib";

type PdfObject = string | Buffer;

const latin1 = (text: string) => Buffer.from(text, "latin1");

/** A stream object's bytes: its dictionary entries (without /Length) and its data. */
export function pdfStream(dictionary: string, data: Buffer | string): Buffer {
  const bytes = typeof data === "string" ? latin1(data) : data;
  return Buffer.concat([latin1(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`), bytes, latin1("\nendstream")]);
}

/**
 * A whole PDF from its objects (object n is objects[n - 1]), with a correct cross-reference table.
 * `trailer` is added to the trailer dictionary (the catalog is object 1 unless `root` says otherwise).
 */
export function buildPdf(objects: PdfObject[], options: { trailer?: string; root?: number | null; version?: string } = {}): Buffer {
  const parts: Buffer[] = [latin1(`%PDF-${options.version ?? "1.7"}\n%\xe2\xe3\xcf\xd3\n`)];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = Buffer.concat([
      latin1(`${index + 1} 0 obj\n`),
      typeof object === "string" ? latin1(object) : object,
      latin1("\nendobj\n"),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    "0000000000 65535 f \n",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
  ].join("");
  const root = options.root === null ? "" : `/Root ${options.root ?? 1} 0 R`;
  parts.push(latin1(`${xref}trailer\n<< /Size ${objects.length + 1} ${root} ${options.trailer ?? ""} >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A content stream writing each line in Helvetica from the top of an A4 page. */
export function textContent(lines: string[], options: { x?: number; top?: number; size?: number } = {}): string {
  const size = options.size ?? 11;
  const body = lines.map(
    (line, index) => `1 0 0 1 ${options.x ?? 56} ${(options.top ?? 780) - index * size * 1.4} Tm (${escapePdfString(line)}) Tj`,
  );
  return `BT /F1 ${size} Tf\n${body.join("\n")}\nET`;
}

const HELVETICA = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";

/** A text PDF: one page per entry, each a list of lines. Objects: 1 catalog, 2 pages, 3 font, then page + content pairs. */
export function simpleTextPdf(
  pages: string[][],
  options: { catalogExtra?: string; pageExtra?: string; trailer?: string; size?: number } = {},
): Buffer {
  const pageObjects = pages.flatMap((lines, index) => {
    const pageNumber = 4 + index * 2;
    return [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNumber + 1} 0 R ${options.pageExtra ?? ""} >>`,
      pdfStream("", textContent(lines, { size: options.size })),
    ];
  });
  const kids = pages.map((_, index) => `${4 + index * 2} 0 R`).join(" ");
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ""} >>`,
      `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
      HELVETICA,
      ...pageObjects,
    ],
    { trailer: options.trailer },
  );
}

/** A one-page PDF whose page is drawn by `content`, with `resources` and extra objects from number 5 on. */
function onePage(content: Buffer | string, resources = "/Font << /F1 3 0 R >>", extra: PdfObject[] = [], pageExtra = ""): Buffer {
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    HELVETICA,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << ${resources} >> /Contents 5 0 R ${pageExtra} >>`,
    typeof content === "string" ? pdfStream("", content) : content,
    ...extra,
  ]);
}

/**
 * A zlib stream that inflates to `gigabytes` GB of zeros in a few MB: one megabyte of zeros deflated
 * with a sync flush (byte-aligned, not final), repeated (its back references only ever see zeros),
 * then a final empty block and the right Adler-32.
 */
export function zeroBomb(gigabytes: number): Buffer {
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: zlib.Z_SYNC_FLUSH });
  const count = Math.round(gigabytes * 1024);
  const total = count * 1024 * 1024;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: count }, () => megabyte), Buffer.from([0x03, 0x00]), adler]);
}

/** Bytes that look random but are the same every run. */
function noise(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

const RESUME_LINES = ["Asha Rao", "asha.rao@example.com", "+91 98765 43210", "B.Tech (CSE), 2024, CGPA 8.7/10"];

const hex = (bytes: Buffer) => `<${bytes.toString("hex")}>`;

/** An /Encrypt dictionary whose passwords are not empty: every reader must ask for one. */
function encrypted(encrypt: string): Buffer {
  return withObject(simpleTextPdf([RESUME_LINES]), encrypt);
}

/** The PDF with one more object appended as an incremental update, set as the trailer's /Encrypt. */
function withObject(pdf: Buffer, encrypt: string): Buffer {
  const text = pdf.toString("latin1");
  const size = Number(/\/Size (\d+)/.exec(text)?.[1]);
  const previous = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  const offset = pdf.length;
  const object = latin1(`${size} 0 obj\n${encrypt}\nendobj\n`);
  const xrefAt = offset + object.length;
  const update = latin1(
    `xref\n${size} 1\n${String(offset).padStart(10, "0")} 00000 n \ntrailer\n<< /Size ${size + 1} /Root 1 0 R /Prev ${previous} /Encrypt ${size} 0 R /ID [${hex(noise(16, 3))} ${hex(noise(16, 3))}] >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
  return Buffer.concat([pdf, object, update]);
}

function nested(open: string, close: string, depth: number, inner = "0"): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** Form XObjects, each drawing the next `fanOut` times, `levels` deep: fanOut^levels draws of the last. */
function drawingFanOut(levels: number, fanOut: number, leaf: string): PdfObject[] {
  // Objects from 6 on: Fm0 is 6, Fm1 is 7, ... the last draws `leaf`.
  return Array.from({ length: levels }, (_, level) => {
    const body = level === levels - 1 ? leaf : Array.from({ length: fanOut }, () => `/X Do`).join(" ");
    const resources = level === levels - 1 ? "/Font << /F1 3 0 R >>" : `/XObject << /X ${7 + level} 0 R >>`;
    return pdfStream(`/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << ${resources} >>`, body);
  });
}

export type HostilePdf = { name: string; bytes: () => Buffer; status: 413 | 422 };

/** The thirty: each is refused with 422 (unreadable) or 413 (over the upload limit). */
export const HOSTILE_PDFS: HostilePdf[] = [
  { name: "header only", status: 422, bytes: () => latin1("%PDF-1.7\n%%EOF\n") },
  { name: "truncated in half", status: 422, bytes: () => simpleTextPdf([RESUME_LINES]).subarray(0, 300) },
  {
    name: "truncated, with an end marker added",
    status: 422,
    bytes: () => Buffer.concat([simpleTextPdf([RESUME_LINES]).subarray(0, 420), latin1("\n%%EOF\n")]),
  },
  {
    name: "random bytes behind a PDF header",
    status: 422,
    bytes: () => Buffer.concat([latin1("%PDF-1.4\n"), noise(20_000), latin1("\n%%EOF\n")]),
  },
  {
    name: "an HTML page behind a PDF header",
    status: 422,
    bytes: () => latin1(`%PDF-1.4\n<html><body><script>alert(1)</script>${"<p>Asha Rao</p>".repeat(100)}</body></html>\n%%EOF\n`),
  },
  {
    name: "encrypted (RC4, 128-bit)",
    status: 422,
    bytes: () => encrypted(`<< /Filter /Standard /V 2 /R 3 /Length 128 /P -1028 /O ${hex(noise(32, 11))} /U ${hex(noise(32, 12))} >>`),
  },
  {
    name: "encrypted (AES-128)",
    status: 422,
    bytes: () =>
      encrypted(
        `<< /Filter /Standard /V 4 /R 4 /Length 128 /P -1028 /CF << /StdCF << /CFM /AESV2 /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF /O ${hex(noise(32, 13))} /U ${hex(noise(32, 14))} >>`,
      ),
  },
  {
    name: "encrypted (AES-256)",
    status: 422,
    bytes: () =>
      encrypted(
        `<< /Filter /Standard /V 5 /R 6 /Length 256 /P -1028 /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF /O ${hex(noise(48, 15))} /U ${hex(noise(48, 16))} /OE ${hex(noise(32, 17))} /UE ${hex(noise(32, 18))} /Perms ${hex(noise(16, 19))} >>`,
      ),
  },
  {
    name: "1,000 pages",
    status: 422,
    bytes: () => simpleTextPdf(Array.from({ length: 1000 }, (_, page) => [`Page ${page + 1}`, ...RESUME_LINES])),
  },
  {
    name: "a page tree claiming a million pages",
    status: 422,
    bytes: () =>
      buildPdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [4 0 R 2 0 R] /Count 1000000 >>",
        HELVETICA,
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>",
        pdfStream("", textContent(RESUME_LINES)),
      ]),
  },
  {
    name: "a page tree that contains itself",
    status: 422,
    bytes: () =>
      buildPdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
        "<< /Type /Pages /Kids [2 0 R] /Parent 2 0 R /Count 1 >>",
      ]),
  },
  {
    name: "arrays nested 100,000 deep in the catalog",
    status: 422,
    bytes: () => buildPdf([`<< /Type /Catalog /Pages 2 0 R /Deep ${nested("[", "]", 100_000)} >>`, `<< /Type /Pages /Kids [] /Count 0 >>`]),
  },
  {
    name: "dictionaries nested 50,000 deep in the page",
    status: 422,
    bytes: () => onePage("BT ET", nested("/D << ", " >>", 50_000, "/E 1")),
  },
  {
    name: "arrays nested 100,000 deep in the content stream",
    status: 422,
    bytes: () => onePage(`BT /F1 12 Tf ${nested("[", "]", 100_000)} TJ ET`),
  },
  { name: "an object that is a reference to itself", status: 422, bytes: () => buildPdf(["<< /Type /Catalog /Pages 2 0 R >>", "2 0 R"]) },
  {
    name: "contents that reference themselves",
    status: 422,
    bytes: () =>
      buildPdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
        HELVETICA,
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>",
        "[5 0 R 5 0 R]",
      ]),
  },
  {
    name: "a 30000 x 30000 image with a tiny stream",
    status: 422,
    bytes: () =>
      onePage("q 595 0 0 842 0 0 cm /Im Do Q", "/XObject << /Im 6 0 R >>", [
        pdfStream(
          "/Type /XObject /Subtype /Image /Width 30000 /Height 30000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode",
          deflateSync(Buffer.alloc(1000)),
        ),
      ]),
  },
  {
    name: "an image whose stream inflates to 2 GB",
    status: 422,
    bytes: () =>
      onePage("q 595 0 0 842 0 0 cm /Im Do Q", "/XObject << /Im 6 0 R >>", [
        pdfStream(
          "/Type /XObject /Subtype /Image /Width 40000 /Height 20000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
          zeroBomb(2),
        ),
      ]),
  },
  {
    name: "a JavaScript OpenAction",
    status: 422,
    bytes: () => simpleTextPdf([RESUME_LINES], { catalogExtra: "/OpenAction << /S /JavaScript /JS (app.alert\\('hi'\\)) >>" }),
  },
  {
    name: "JavaScript in the names tree",
    status: 422,
    bytes: () =>
      simpleTextPdf([RESUME_LINES], {
        catalogExtra: "/Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (this.print\\(\\)) >>] >> >>",
      }),
  },
  {
    name: "JavaScript in a link annotation",
    status: 422,
    bytes: () =>
      simpleTextPdf([RESUME_LINES], {
        pageExtra:
          "/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /JavaScript /JS (this.exportDataObject\\({ cName: 'a', nLaunch: 2 }\\)) >> >>]",
      }),
  },
  { name: "a content stream that inflates to 2 GB", status: 422, bytes: () => onePage(pdfStream("/Filter /FlateDecode", zeroBomb(2))) },
  {
    name: "a font file that inflates to 1 GB",
    status: 422,
    bytes: () =>
      onePage(textContent(RESUME_LINES).replace("/F1", "/F2"), "/Font << /F2 6 0 R >>", [
        "<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /Widths [] /FontDescriptor 7 0 R >>",
        "<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>",
        pdfStream("/Filter /FlateDecode", zeroBomb(1)),
      ]),
  },
  {
    name: "a font of garbage with a garbage ToUnicode map",
    status: 422,
    bytes: () =>
      onePage("BT /F2 12 Tf 50 700 Td <00010203> Tj ET", "/Font << /F2 6 0 R >>", [
        "<< /Type /Font /Subtype /Type0 /BaseFont /Junk /Encoding /Identity-H /DescendantFonts [7 0 R] /ToUnicode 9 0 R >>",
        "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Junk /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R >>",
        "<< /Type /FontDescriptor /FontName /Junk /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 10 0 R >>",
        pdfStream(
          "",
          `/CIDInit /ProcSet findresource begin 1 begincodespacerange <0000> <FFFF> endcodespacerange 1 beginbfrange <0000> <FFFF> <0000> endbfrange ${noise(500, 5).toString("latin1")}`,
        ),
        pdfStream("", noise(4000, 9)),
      ]),
  },
  {
    name: "form XObjects drawing each other 10^12 times",
    status: 422,
    bytes: () => onePage("/X Do", "/XObject << /X 6 0 R >>", drawingFanOut(12, 10, textContent(["Asha Rao"]))),
  },
  {
    name: "a form XObject that draws itself",
    status: 422,
    bytes: () =>
      onePage("/X Do", "/XObject << /X 6 0 R >>", [
        pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /X 6 0 R >> >>", "/X Do"),
      ]),
  },
  {
    name: "more text than any resume (120,000 characters on ten pages)",
    status: 422,
    bytes: () =>
      simpleTextPdf(
        Array.from({ length: 10 }, () => Array.from({ length: 200 }, () => "lorem ipsum ".repeat(5))),
        { size: 2.8 },
      ),
  },
  {
    name: "a broken cross-reference table and no objects",
    status: 422,
    bytes: () =>
      latin1(`%PDF-1.7\nxref\n0 9999999\n0000000000 65535 f \ntrailer\n<< /Size 99999999 /Root 1 0 R /Prev 9 >>\nstartxref\n9\n%%EOF\n`),
  },
  {
    name: "an object stream that inflates to 1 GB",
    status: 422,
    bytes: () =>
      buildPdf(["<< /Type /Catalog /Pages 3 0 R >>", pdfStream("/Type /ObjStm /N 100000 /First 4 /Filter /FlateDecode", zeroBomb(1))]),
  },
  {
    name: "over the upload limit (6 MB of padding)",
    status: 413,
    bytes: () => Buffer.concat([simpleTextPdf([RESUME_LINES]), latin1(`%${"x".repeat(6 * 1024 * 1024)}\n%%EOF\n`)]),
  },
];
