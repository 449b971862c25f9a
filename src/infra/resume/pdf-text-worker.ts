// The worker thread that reads a PDF's text (started by pdf-text-pool.ts, never imported by the
// server at run time): PDF.js, through unpdf's build for servers (no DOM, no canvas, its own worker
// inlined), reads each page's text items and lays them out as lines in reading order.
//
// It runs as its own file: from the TypeScript source under Node's type stripping (tests, tsx) and
// as dist/node/pdf-text-worker.js in the build. Node's type stripping does not map `./x.js` to
// `./x.ts`, so this file imports only packages, Node's modules and types.
import { isMainThread, parentPort } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";

/** What the pool asks: one PDF's bytes (transferred, not copied) and the limits to read it under. */
export type PdfTextJob = { id: number; pdf: Uint8Array; maxPages: number; maxTextChars: number };

/** Why a PDF could not be read, as far as the worker can tell (time and memory are the pool's). */
export type PdfTextFailure = "encrypted" | "not-pdf" | "too-many-pages" | "too-much-text" | "no-text" | "scripts" | "damaged";

/** The first message, once PDF.js is loaded: the pool starts a PDF's clock only after it. */
export type PdfTextReady = { ready: true };

export type PdfTextAnswer =
  | { id: number; ok: true; text: string; pages: number }
  | { id: number; ok: false; failure: PdfTextFailure; pages?: number; detail?: string };

/** A text item as the layout needs it: its text, baseline origin, advance width and font size. */
export type PlacedText = { str: string; x: number; y: number; width: number; size: number };

type Box = PlacedText & { right: number; top: number };

/** Gaps wider than this many font sizes start a new cell in a line (a tab), so columns stay apart. */
const CELL_GAP_EMS = 1.5;
/** A gap narrower than this many font sizes is inside a word (kerning, split items): no space. */
const WORD_GAP_EMS = 0.12;
/** Blank space between two blocks, in font sizes, wide enough to read them one after the other. */
const COLUMN_GUTTER_EMS = 1.5;
/** Share of the left block's lines whose baseline the right block shares: a table, read by rows. */
const TABLE_ALIGNED_SHARE = 0.6;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Items whose baselines are within half a font size of each other form one line, in x order. */
function groupLines(boxes: Box[]): Box[][] {
  const lines: { y: number; size: number; boxes: Box[] }[] = [];
  for (const box of [...boxes].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((candidate) => Math.abs(candidate.y - box.y) <= 0.5 * Math.min(candidate.size, box.size));
    if (line) line.boxes.push(box);
    else lines.push({ y: box.y, size: box.size, boxes: [box] });
  }
  return lines.sort((a, b) => b.y - a.y).map((line) => line.boxes.sort((a, b) => a.x - b.x));
}

function joinLine(boxes: Box[]): string {
  let text = "";
  let previous: Box | undefined;
  for (const box of boxes) {
    if (previous) {
      const gap = box.x - previous.right;
      const size = Math.max(previous.size, box.size);
      if (gap > CELL_GAP_EMS * size) text += "\t";
      else if (gap > WORD_GAP_EMS * size && !/\s$/.test(text) && !/^\s/.test(box.str)) text += " ";
    }
    text += box.str;
    previous = box;
  }
  return text.replace(/[^\S\t]+/g, " ").trim();
}

/** The widest vertical band no item crosses, if it is a gutter: [left edge, right edge]. */
function widestGutter(boxes: Box[], minWidth: number): { at: number; width: number } | undefined {
  const spans = boxes.map((box) => [box.x, box.right] as const).sort((a, b) => a[0] - b[0]);
  let reach = spans[0]?.[1] ?? 0;
  let best: { at: number; width: number } | undefined;
  for (const [start, end] of spans.slice(1)) {
    if (start - reach >= minWidth && (!best || start - reach > best.width)) best = { at: (start + reach) / 2, width: start - reach };
    reach = Math.max(reach, end);
  }
  return best;
}

/** The widest horizontal band no item crosses: the y between two blocks, top to bottom. */
function blockBreaks(boxes: Box[], minHeight: number): number[] {
  const spans = boxes.map((box) => [box.y, box.top] as const).sort((a, b) => b[1] - a[1]);
  const breaks: number[] = [];
  let floor = spans[0]?.[0] ?? 0;
  for (const [bottom, top] of spans.slice(1)) {
    if (floor - top >= minHeight) breaks.push((floor + top) / 2);
    floor = Math.min(floor, bottom);
  }
  return breaks;
}

function baselinesShared(left: Box[][], right: Box[][]): number {
  const rightYs = right.map((line) => line[0]?.y ?? 0);
  const shared = left.filter((line) => rightYs.some((y) => Math.abs(y - (line[0]?.y ?? 0)) <= 0.5 * (line[0]?.size ?? 0))).length;
  return left.length === 0 ? 0 : shared / left.length;
}

/**
 * Reading order by recursive cuts (XY-cut): a block splits at a vertical gutter into columns read
 * left then right, unless their lines share baselines (a table or a label–value layout: read by rows,
 * cells apart by a tab); otherwise at blank horizontal bands, read top to bottom.
 */
function readBlock(boxes: Box[], ems: number, depth: number): string[] {
  if (boxes.length <= 1 || depth > 24) return groupLines(boxes).map(joinLine);
  const gutter = widestGutter(boxes, COLUMN_GUTTER_EMS * ems);
  if (gutter) {
    const left = boxes.filter((box) => box.right <= gutter.at);
    const right = boxes.filter((box) => box.x >= gutter.at);
    const [leftLines, rightLines] = [groupLines(left), groupLines(right)];
    const height = (lines: Box[][]) => (lines[0]?.[0]?.y ?? 0) - (lines.at(-1)?.[0]?.y ?? 0);
    // A table shares its baselines both ways; a sidebar beside a body only one way.
    const isTable =
      leftLines.length < 2 ||
      rightLines.length < 2 ||
      (baselinesShared(leftLines, rightLines) >= TABLE_ALIGNED_SHARE && baselinesShared(rightLines, leftLines) >= TABLE_ALIGNED_SHARE);
    // A short block beside a long one (a table's last column) is not a page column: cut across first.
    const shortBeside = height(rightLines) < 0.5 * height(leftLines) && blockBreaks(boxes, ems).length > 0;
    if (!isTable && !shortBeside) return [...readBlock(left, ems, depth + 1), ...readBlock(right, ems, depth + 1)];
  }
  const breaks = blockBreaks(boxes, ems);
  if (breaks.length === 0) return groupLines(boxes).map(joinLine);
  const blocks: Box[][] = Array.from({ length: breaks.length + 1 }, () => []);
  for (const box of boxes) blocks[breaks.filter((y) => box.y < y).length]?.push(box);
  return blocks.flatMap((block) => readBlock(block, ems, depth + 1));
}

/** One page's text: lines in reading order, columns of a two-column layout one after the other. */
export function layOutPageText(items: PlacedText[]): string {
  const boxes: Box[] = items
    .filter((item) => item.str.trim() !== "" && Number.isFinite(item.x) && Number.isFinite(item.y))
    .map((item) => {
      const size = item.size > 0 && Number.isFinite(item.size) ? item.size : 10;
      const width = item.width > 0 && Number.isFinite(item.width) ? item.width : size * 0.5 * item.str.length;
      return { ...item, size, width, right: item.x + width, top: item.y + size };
    });
  if (boxes.length === 0) return "";
  const lines = readBlock(boxes, median(boxes.map((box) => box.size)), 0);
  return lines.filter((line) => line !== "").join("\n");
}

type TextItemLike = { str?: unknown; transform?: unknown; width?: unknown; height?: unknown };

function placed(item: TextItemLike): PlacedText | undefined {
  if (typeof item.str !== "string" || !Array.isArray(item.transform)) return undefined;
  const [a, b, c, d, x, y] = item.transform as number[];
  const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0) || Number(item.height) || 0;
  return { str: item.str, x: x ?? NaN, y: y ?? NaN, width: Number(item.width) || 0, size };
}

// Fields declared, not constructor parameter properties: Node's type stripping only erases types.
class Refusal extends Error {
  readonly failure: PdfTextFailure;
  readonly pages: number | undefined;
  constructor(failure: PdfTextFailure, pages?: number) {
    super(failure);
    this.failure = failure;
    this.pages = pages;
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Fewer letters and digits than this is no text: a scan, or glyphs without a character map. */
const MIN_LETTERS = 20;

/**
 * A JavaScript action written in the open. PDF.js keeps no script of a link (it never runs any), so
 * the bytes are looked at too; one hidden in a compressed object stream is not seen, and is harmless
 * here all the same: refusing scripts is a policy, not what keeps the reader safe.
 */
const SCRIPT_ACTION = Buffer.from("/JavaScript", "latin1");

async function hasScripts(pdf: PdfDocument): Promise<boolean> {
  const openAction: unknown = await pdf.getOpenAction().catch(() => null);
  if (openAction && typeof openAction === "object" && "action" in openAction) return true;
  return Boolean(await pdf.getJSActions().catch(() => null));
}

async function pageHasScripts(page: Awaited<ReturnType<PdfDocument["getPage"]>>): Promise<boolean> {
  const actions = await page.getJSActions().catch(() => null);
  if (actions && Object.keys(actions).length > 0) return true;
  const annotations: { actions?: unknown; action?: unknown; unsafeUrl?: unknown }[] = await page.getAnnotations().catch(() => []);
  return annotations.some(
    (annotation) =>
      (annotation.actions && Object.keys(annotation.actions).length > 0) ||
      (typeof annotation.unsafeUrl === "string" && /^\s*javascript:/i.test(annotation.unsafeUrl)),
  );
}

async function pageText(page: Awaited<ReturnType<PdfDocument["getPage"]>>, budget: number): Promise<string> {
  const items: PlacedText[] = [];
  let chars = 0;
  // Streamed so that a page with a flood of text is refused as it arrives, not once it is all in memory.
  const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<{ items: TextItemLike[] }>;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const item of value.items) {
      const text = placed(item);
      if (!text) continue;
      chars += text.str.length;
      if (chars > budget) {
        await reader.cancel().catch(() => undefined);
        throw new Refusal("too-much-text");
      }
      items.push(text);
    }
  }
  return layOutPageText(items);
}

function failureOf(error: unknown): PdfTextFailure {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException") return "encrypted";
  if (name === "InvalidPDFException") return "not-pdf";
  return "damaged";
}

async function readPdf(job: PdfTextJob): Promise<{ text: string; pages: number }> {
  // Before PDF.js takes the bytes (it may detach their buffer).
  const scriptInBytes = Buffer.from(job.pdf.buffer, job.pdf.byteOffset, job.pdf.byteLength).includes(SCRIPT_ACTION);
  const pdf = await getDocumentProxy(job.pdf, {
    // Nothing but the text: no fonts for display, no XFA. (PDF.js 6 has no eval left to turn off,
    // and its build for servers has no script engine.)
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const pages = pdf.numPages;
    if (pages > job.maxPages) throw new Refusal("too-many-pages", pages);
    if (scriptInBytes || (await hasScripts(pdf))) throw new Refusal("scripts", pages);
    const texts: string[] = [];
    let chars = 0;
    for (let number = 1; number <= pages; number += 1) {
      const page = await pdf.getPage(number);
      if (await pageHasScripts(page)) throw new Refusal("scripts", pages);
      const text = await pageText(page, job.maxTextChars - chars);
      chars += text.length;
      texts.push(text);
      page.cleanup();
    }
    const text = texts.filter((pageText) => pageText !== "").join("\n\n");
    if ((text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < MIN_LETTERS) throw new Refusal("no-text", pages);
    return { text, pages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function answer(job: PdfTextJob): Promise<PdfTextAnswer> {
  try {
    return { id: job.id, ok: true, ...(await readPdf(job)) };
  } catch (error) {
    if (error instanceof Refusal) return { id: job.id, ok: false, failure: error.failure, pages: error.pages };
    return {
      id: job.id,
      ok: false,
      failure: failureOf(error),
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.postMessage({ ready: true } satisfies PdfTextReady);
  port.on("message", (job: PdfTextJob) => {
    void answer(job).then((result) => port.postMessage(result));
  });
}
