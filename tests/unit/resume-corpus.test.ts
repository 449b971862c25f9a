// The resume corpus and its PDF maker: truth.json holds what the wizard takes, the files are small and
// varied, and a resume made by makeResumePdf (as the other tests make theirs) reads back to its truth
// in every layout and font, through the same text extraction the server uses.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closePdfTextWorkers, extractPdfText } from "../../src/infra/resume/extract-pdf-text.js";
import { readResumeFields } from "../../src/server/services/resume/read-resume-fields.js";
import { resumeFieldsSchema, type ResumeFields } from "../../src/shared/application/resume-fields.js";
import { isMarksWithin } from "../../src/shared/application/step-schemas.js";
import { makeResumePdf, RESUME_FONTS, RESUME_LAYOUTS, type ResumeTruth } from "../helpers/resume-pdf.js";

const CORPUS_DIR = path.join(import.meta.dirname, "..", "..", "bench", "resume-corpus");
type CorpusEntry = { file: string; layout: string; font: string; pages: number; international: boolean; fields: ResumeFields };
const corpus = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "truth.json"), "utf8")) as CorpusEntry[];

afterAll(() => closePdfTextWorkers());

describe("the resume corpus", () => {
  it("holds at least 60 small resumes in every layout and font, some of two pages, Indian and international", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((entry) => entry.layout))).toEqual(new Set(RESUME_LAYOUTS));
    expect(new Set(corpus.map((entry) => entry.font))).toEqual(new Set(RESUME_FONTS));
    expect(corpus.filter((entry) => entry.pages >= 2).length).toBeGreaterThanOrEqual(10);
    expect(corpus.filter((entry) => entry.international).length).toBeGreaterThanOrEqual(10);
    for (const entry of corpus) expect(fs.statSync(path.join(CORPUS_DIR, entry.file)).size).toBeLessThan(40_000);
  });

  it("writes each truth as the wizard takes it, with some fields absent", () => {
    for (const entry of corpus) {
      expect(resumeFieldsSchema.strict().safeParse(entry.fields).success, entry.file).toBe(true);
      if (entry.fields.marks) expect(isMarksWithin(entry.fields.marks, 100), entry.file).toBe(true);
      if (entry.fields.techSkills?.includes("Others")) expect(entry.fields.otherTechSkills, entry.file).toBeTruthy();
    }
    expect(corpus.some((entry) => entry.international && entry.fields.mobile === undefined)).toBe(true);
    for (const field of ["github", "linkedin", "marks", "certifications", "languages", "currentCity"] as const) {
      expect(
        corpus.some((entry) => entry.fields[field] === undefined),
        field,
      ).toBe(true);
    }
  });
});

describe("makeResumePdf", () => {
  const truth: ResumeTruth = {
    fullName: "Rohan Deshpande",
    email: "rohan.deshpande@gmail.com",
    mobile: "9823012345",
    github: "https://github.com/rohand",
    linkedin: "https://www.linkedin.com/in/rohan-deshpande",
    qualification: "B.Tech",
    course: "Information Technology",
    college: "Pune Institute of Computer Technology",
    graduationYear: "2024",
    marks: "81.5",
    techSkills: ["Python", "SQL/Databases", "Others"],
    otherTechSkills: "Git",
    certifications: "AWS Certified Cloud Practitioner",
    languages: ["English", "Hindi"],
    currentCity: "Pune",
    extraLines: ["Built quokkaledger, a ledger for college canteens."],
  };

  it.each(RESUME_LAYOUTS.map((layout, index) => [layout, RESUME_FONTS[index % RESUME_FONTS.length]!] as const))(
    "makes a %s resume in %s whose text reads back to its fields",
    async (layout, font) => {
      const { text, pages } = await extractPdfText(await makeResumePdf(truth, { layout, font }));
      expect(pages).toBe(1);
      expect(text).toContain("quokkaledger");
      const { extraLines: _extra, ...fields } = truth;
      expect(readResumeFields(text)).toEqual(fields);
    },
  );
});
