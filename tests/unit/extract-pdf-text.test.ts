// A PDF's text read in a worker thread (issue #31): lines in reading order, two-column layouts read
// column by column, label–value tables by rows; the page, time and queue limits; the worker
// replaced after it is terminated.
import { afterAll, describe, expect, it } from "vitest";
import {
  closePdfTextWorkers,
  extractPdfText,
  PDF_MAX_PAGES,
  PDF_QUEUE_LIMIT,
  PDF_TIME_LIMIT_MS,
} from "../../src/infra/resume/extract-pdf-text.js";
import { layOutPageText, type PlacedText } from "../../src/infra/resume/pdf-text-worker.js";
import { HOSTILE_PDFS, simpleTextPdf } from "../helpers/hostile-pdfs.js";
import { makeResumePdf } from "../helpers/resume-pdf.js";

/** Slack for a loaded two-core machine: the time limit is timed on the caller's event loop. */
const SLACK_MS = 4_000;

function hostile(name: string): Buffer {
  const pdf = HOSTILE_PDFS.find((candidate) => candidate.name === name);
  if (!pdf) throw new Error(`no hostile PDF named ${name}`);
  return pdf.bytes();
}

const word = (str: string, x: number, y: number, size = 10): PlacedText => ({ str, x, y, size, width: str.length * size * 0.5 });

afterAll(() => closePdfTextWorkers());

describe("layOutPageText", () => {
  it("joins a line's items in x order, with spaces between words and none inside them", () => {
    const text = layOutPageText([word("Rao", 80, 700), word("Asha", 50, 700), word("Py", 50, 680), word("thon", 60, 680)]);
    expect(text).toBe("Asha Rao\nPython");
  });

  it("reads two columns whose lines do not share baselines one after the other", () => {
    const left = ["Skills", "Python", "SQL", "Languages", "English"].map((line, index) => word(line, 40, 600 - index * 14));
    const right = ["Experience", "Engineer at Acme", "Built the billing system"].map((line, index) =>
      word(line, 300, 606 - index * 19, 12),
    );
    const header = word("Asha Rao", 40, 760, 20);
    expect(layOutPageText([...right, header, ...left]).split("\n")).toEqual([
      "Asha Rao",
      "Skills",
      "Python",
      "SQL",
      "Languages",
      "English",
      "Experience",
      "Engineer at Acme",
      "Built the billing system",
    ]);
  });

  it("reads a label–value table by rows, its cells apart by a tab", () => {
    const rows = [
      ["Email", "asha@example.com"],
      ["Mobile", "+91 98765 43210"],
      ["College", "IIT Madras"],
    ];
    const items = rows.flatMap(([label, value], index) => [word(label!, 40, 700 - index * 16), word(value!, 200, 700 - index * 16)]);
    expect(layOutPageText(items)).toBe("Email\tasha@example.com\nMobile\t+91 98765 43210\nCollege\tIIT Madras");
  });
});

// Worker start-up and the time limit take seconds on a loaded machine.
describe("extractPdfText", { timeout: 30_000 }, () => {
  it("reads each page's lines and counts the pages", async () => {
    const pdf = simpleTextPdf([
      ["Asha Rao", "asha.rao@example.com", "B.Tech (CSE), CGPA 8.7/10"],
      ["Projects", "A payroll app in Python and React"],
    ]);
    const { text, pages } = await extractPdfText(pdf);
    expect(pages).toBe(2);
    expect(text).toBe("Asha Rao\nasha.rao@example.com\nB.Tech (CSE), CGPA 8.7/10\n\nProjects\nA payroll app in Python and React");
    // The caller's bytes are copied for the worker, not taken from it.
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("reads a generated two-column resume with every value on a line of its own column", async () => {
    const pdf = await makeResumePdf(
      {
        fullName: "Meera Iyer",
        email: "meera.iyer@example.in",
        mobile: "9876543210",
        college: "Anna University",
        graduationYear: "2023",
        extraLines: ["Built a zephyrine flood-alert dashboard"],
      },
      { layout: "two-column" },
    );
    const { text } = await extractPdfText(pdf);
    const lines = text.split("\n");
    expect(lines.some((line) => line.includes("meera.iyer@example.in"))).toBe(true);
    expect(lines.some((line) => line.includes("Anna University"))).toBe(true);
    expect(text).toContain("zephyrine flood-alert dashboard");
    expect(text.indexOf("Meera Iyer")).toBeLessThan(text.indexOf("zephyrine"));
  });

  it(`refuses a PDF of more than ${PDF_MAX_PAGES} pages, saying how many it has`, async () => {
    await expect(extractPdfText(hostile("1,000 pages"))).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(/^We could not read this PDF\. It has 1000 pages/),
    });
  });

  it("says a password-protected PDF is password-protected", async () => {
    await expect(extractPdfText(hostile("encrypted (AES-128)"))).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringContaining("password-protected"),
    });
  });

  it("stops a PDF that takes too long within the time limit, and the next PDF is read by a new worker", async () => {
    const started = performance.now();
    await expect(extractPdfText(hostile("form XObjects drawing each other 10^12 times"))).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      // A fast machine reaches the text cap before the clock runs out; either way it is cut off.
      message: expect.stringMatching(/took too long|more text than a resume/),
    });
    expect(performance.now() - started).toBeLessThan(PDF_TIME_LIMIT_MS + SLACK_MS);
    expect(await extractPdfText(simpleTextPdf([["Asha Rao is back", "and readable again"]]))).toMatchObject({ pages: 1 });
  });

  it(`refuses PDFs beyond ${PDF_QUEUE_LIMIT} waiting with a 503, and reads the others`, async () => {
    const pdf = simpleTextPdf([["Asha Rao", "asha.rao@example.com", "Python, SQL, React and Node.js"]]);
    const results = await Promise.allSettled(Array.from({ length: PDF_QUEUE_LIMIT + 4 }, () => extractPdfText(pdf)));
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const result of refused) expect(result.reason).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(results.filter((result) => result.status === "fulfilled").length).toBeGreaterThanOrEqual(PDF_QUEUE_LIMIT);
  });
});
