// Makes a text resume PDF from its true fields (issue #31): the tests' and the corpus' one way to
// write a resume. The truth is in the wizard's own shape (ResumeFields); `presentation` says how a
// value is printed when it differs from the form's value ("+91 98765 43210", "CGPA 8.7/10").
import fs from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { ResumeFields } from "../../src/shared/application/resume-fields.js";

export type ResumeLayout = "one-column" | "two-column" | "table" | "banner" | "compact";
export const RESUME_LAYOUTS: readonly ResumeLayout[] = ["one-column", "two-column", "table", "banner", "compact"];

/** "embedded" embeds a TrueType font found on the machine (DejaVu or Liberation); Helvetica if none is. */
export type ResumeFont = "helvetica" | "times" | "courier" | "embedded";
export const RESUME_FONTS: readonly ResumeFont[] = ["helvetica", "times", "courier", "embedded"];

export type ResumeSection = "summary" | "education" | "skills" | "projects" | "certifications" | "languages";
export const DEFAULT_SECTION_ORDER: readonly ResumeSection[] = [
  "summary",
  "education",
  "skills",
  "projects",
  "certifications",
  "languages",
];

/** How headings are written: "Education", "EDUCATION", or other words ("Academic Qualifications"). */
export type HeadingStyle = "title" | "upper" | "alt";

export type EducationRow = { title: string; school: string; period: string; score?: string };

export type ResumePresentation = {
  /** The mobile as printed; default "+91 98765 43210" from `mobile`. */
  mobile?: string;
  /** A phone printed where no Indian mobile is (a US number, say): the truth then has no mobile. */
  otherPhone?: string;
  /** The main degree as printed; default "<qualification> in <course>". */
  degree?: string;
  /** The main degree's years; default "<graduationYear - 4> – <graduationYear>". */
  period?: string;
  /** The main degree's score as printed; default "Aggregate: <marks>%". */
  score?: string;
  /** The skill words as printed; default one word per spec skill plus the other skills. */
  skills?: string[];
  /** The certifications, one a line; default `certifications` split on ", ". */
  certifications?: string[];
  /** Languages as printed (may include ones outside the spec's list); default `languages`. */
  languages?: string[];
  /** The line naming the city; default "<currentCity>, India". */
  location?: string;
  /** Older rows under education (Class XII, Class X), printed after the main degree. */
  earlierEducation?: EducationRow[];
  /** A line under the name ("Software Engineer"). */
  headline?: string;
  /** The skills section's lines when grouped ("Languages: Python, Java"); default one line of `skills`. */
  skillLines?: string[];
  /** Education entries start with the institution, then "degree | years" (one-column, banner and two-column layouts). */
  collegeFirst?: boolean;
  /** Lines under the projects heading. */
  projects?: string[];
  /** Links as printed; default the truth's links without the scheme. */
  github?: string;
  linkedin?: string;
};

export type ResumeTruth = ResumeFields & {
  /** Free text (a summary, a project) where a test can put a word found only in the PDF. */
  extraLines?: string[];
  presentation?: ResumePresentation;
};

export type ResumePdfOptions = {
  layout?: ResumeLayout;
  font?: ResumeFont;
  headings?: HeadingStyle;
  order?: readonly ResumeSection[];
};

const HEADINGS: Record<ResumeSection | "contact", [title: string, alt: string]> = {
  summary: ["Summary", "Career Objective"],
  education: ["Education", "Academic Qualifications"],
  skills: ["Skills", "Technical Skills"],
  projects: ["Projects", "Projects & Experience"],
  certifications: ["Certifications", "Courses & Certifications"],
  languages: ["Languages", "Languages Known"],
  contact: ["Contact", "Contact Details"],
};

/** A printed word for each spec skill, when the presentation does not give the words. */
const SKILL_WORDS: Record<string, string> = {
  Python: "Python",
  Java: "Java",
  "C++": "C++",
  JavaScript: "JavaScript",
  "Web Development": "React",
  "SQL/Databases": "PostgreSQL",
  "Data Structures & Algorithms": "Data Structures & Algorithms",
  "Cloud/DevOps": "Docker",
  "Machine Learning/AI": "TensorFlow",
  Cybersecurity: "Cybersecurity",
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const FIXED_DATE = new Date("2025-01-01T00:00:00Z");
/** One TrueType face serves both weights: a second embedded face would double each file's size. */
const EMBEDDED_FONT_FILES = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
] as const;

function heading(section: ResumeSection | "contact", style: HeadingStyle): string {
  const [title, alt] = HEADINGS[section];
  if (style === "upper") return title.toUpperCase();
  return style === "alt" ? alt : title;
}

function printedMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

function withoutScheme(link: string): string {
  return link.replace(/^https?:\/\//, "");
}

/** The lines each section holds, from the truth and its presentation. */
function sectionLines(truth: ResumeTruth): Record<ResumeSection, string[]> & { educationRows: EducationRow[] } {
  const p = truth.presentation ?? {};
  const mainRow: EducationRow[] = [];
  if (truth.qualification || truth.course || truth.college || p.degree) {
    const year = truth.graduationYear ? Number(truth.graduationYear) : undefined;
    const degree = p.degree ?? [truth.qualification, truth.course].filter(Boolean).join(" in ");
    const score = p.score ?? (truth.marks ? `Aggregate: ${truth.marks}%` : undefined);
    mainRow.push({
      title: degree,
      school: truth.college ?? "",
      period: p.period ?? (year ? `${year - 4} – ${year}` : ""),
      ...(score ? { score } : {}),
    });
  }
  const educationRows = [...mainRow, ...(p.earlierEducation ?? [])];
  const others = truth.otherTechSkills ? truth.otherTechSkills.split(/,\s*/) : [];
  const skills = p.skills ?? [
    ...(truth.techSkills ?? []).filter((skill) => skill !== "Others").map((skill) => SKILL_WORDS[skill] ?? skill),
    ...others,
  ];
  const certifications = p.certifications ?? (truth.certifications ? truth.certifications.split(/,\s*/) : []);
  return {
    educationRows,
    summary: truth.extraLines ?? [],
    education: educationRows.flatMap((row) => [
      row.title,
      [row.school, row.period].filter(Boolean).join(" | "),
      ...(row.score ? [row.score] : []),
    ]),
    skills: p.skillLines ?? (skills.length ? [skills.join(", ")] : []),
    projects: p.projects ?? [],
    certifications: certifications.map((line) => `• ${line}`),
    languages: (p.languages ?? truth.languages ?? []).length ? [(p.languages ?? truth.languages ?? []).join(", ")] : [],
  };
}

function contactParts(truth: ResumeTruth): { phone?: string; email?: string; location?: string; github?: string; linkedin?: string } {
  const p = truth.presentation ?? {};
  const phone = p.mobile ?? (truth.mobile ? printedMobile(truth.mobile) : p.otherPhone);
  const location = p.location ?? (truth.currentCity ? `${truth.currentCity}, India` : undefined);
  const github = p.github ?? (truth.github ? withoutScheme(truth.github) : undefined);
  const linkedin = p.linkedin ?? (truth.linkedin ? withoutScheme(truth.linkedin) : undefined);
  return {
    ...(phone ? { phone } : {}),
    ...(truth.email ? { email: truth.email } : {}),
    ...(location ? { location } : {}),
    ...(github ? { github } : {}),
    ...(linkedin ? { linkedin } : {}),
  };
}

type Fonts = { regular: PDFFont; bold: PDFFont };

async function loadFonts(doc: PDFDocument, font: ResumeFont): Promise<Fonts> {
  if (font === "embedded") {
    const file = EMBEDDED_FONT_FILES.find((candidate) => fs.existsSync(candidate));
    if (file) {
      doc.registerFontkit(fontkit);
      const face = await doc.embedFont(fs.readFileSync(file), { subset: true });
      return { regular: face, bold: face };
    }
  }
  const names: Record<ResumeFont, [StandardFonts, StandardFonts]> = {
    helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
    times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
    courier: [StandardFonts.Courier, StandardFonts.CourierBold],
    embedded: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  };
  const [regular, bold] = names[font];
  return { regular: await doc.embedFont(regular), bold: await doc.embedFont(bold) };
}

type Column = { x: number; width: number };
type TextStyle = { size?: number; bold?: boolean; align?: "left" | "right" | "center"; gapBefore?: number };

/** Writes lines down a column, wrapping words and turning pages. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    first: PDFPage,
    top: number,
  ) {
    this.page = first;
    this.y = top;
  }

  line(column: Column, text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    this.y -= style.gapBefore ?? 0;
    for (const piece of wrap(text, font, size, column.width)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size * 1.35;
      const width = font.widthOfTextAtSize(piece, size);
      const x =
        style.align === "right"
          ? column.x + column.width - width
          : style.align === "center"
            ? column.x + (column.width - width) / 2
            : column.x;
      this.page.drawText(piece, { x, y: this.y, size, font });
    }
  }

  heading(column: Column, text: string): void {
    this.line(column, text, { size: 12, bold: true, gapBefore: 8 });
    this.page.drawLine({
      start: { x: column.x, y: this.y - 3 },
      end: { x: column.x + column.width, y: this.y - 3 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= 4;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function writeSections(
  writer: Writer,
  column: Column,
  truth: ResumeTruth,
  options: Required<ResumePdfOptions>,
  skip: ResumeSection[] = [],
): void {
  const lines = sectionLines(truth);
  for (const section of options.order) {
    if (skip.includes(section) || lines[section].length === 0) continue;
    writer.heading(column, heading(section, options.headings));
    if (section === "education") {
      for (const row of lines.educationRows) {
        if (truth.presentation?.collegeFirst) {
          writer.line(column, row.school, { bold: true, gapBefore: 3 });
          writer.line(column, [row.title, row.period].filter(Boolean).join(" | "));
        } else {
          writer.line(column, row.title, { bold: true, gapBefore: 3 });
          writer.line(column, [row.school, row.period].filter(Boolean).join(" | "));
        }
        if (row.score) writer.line(column, row.score);
      }
    } else {
      for (const text of lines[section]) writer.line(column, text);
    }
  }
}

function drawEducationTable(writer: Writer, column: Column, rows: EducationRow[], fonts: Fonts): void {
  const widths = [0.3, 0.42, 0.14, 0.14].map((share) => share * column.width);
  const size = 9;
  const drawRow = (cells: string[], bold: boolean) => {
    const font = bold ? fonts.bold : fonts.regular;
    const wrapped = cells.map((cell, index) => wrap(cell, font, size, (widths[index] ?? 0) - 6));
    const height = Math.max(...wrapped.map((cell) => cell.length)) * size * 1.3 + 6;
    if (writer.y - height < PAGE.margin) {
      writer.y = PAGE.margin - 1;
      writer.line(column, "");
    }
    let x = column.x;
    wrapped.forEach((cellLines, index) => {
      cellLines.forEach((text, lineIndex) => {
        writer.page.drawText(text, { x: x + 3, y: writer.y - 3 - size - lineIndex * size * 1.3, size, font });
      });
      writer.page.drawRectangle({
        x,
        y: writer.y - height,
        width: widths[index] ?? 0,
        height,
        borderWidth: 0.5,
        borderColor: rgb(0.5, 0.5, 0.5),
      });
      x += widths[index] ?? 0;
    });
    writer.y -= height;
  };
  drawRow(["Degree", "Institution", "Year", "Score"], true);
  for (const row of rows) drawRow([row.title, row.school, row.period, row.score ?? "-"], false);
}

/** A resume PDF whose text holds the truth's values in the chosen layout and font. */
export async function makeResumePdf(truth: ResumeTruth, options: ResumePdfOptions = {}): Promise<Uint8Array> {
  const settings: Required<ResumePdfOptions> = {
    layout: options.layout ?? "one-column",
    font: options.font ?? "helvetica",
    headings: options.headings ?? "title",
    order: options.order ?? DEFAULT_SECTION_ORDER,
  };
  const doc = await PDFDocument.create();
  // Fixed metadata so the corpus script writes the same bytes every run.
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer("careers-portal resume corpus");
  doc.setCreator("careers-portal resume corpus");
  const fonts = await loadFonts(doc, settings.font);
  const first = doc.addPage([PAGE.width, PAGE.height]);
  const full: Column = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin };
  const writer = new Writer(doc, fonts, first, PAGE.height - PAGE.margin);
  const contact = contactParts(truth);
  const headline = truth.presentation?.headline;
  const name = truth.fullName ?? "";

  switch (settings.layout) {
    case "one-column": {
      if (name) writer.line(full, name, { size: 20, bold: true });
      if (headline) writer.line(full, headline, { size: 11 });
      const first = [contact.email, contact.phone, contact.location].filter(Boolean).join(" | ");
      const second = [contact.github, contact.linkedin].filter(Boolean).join(" | ");
      if (first) writer.line(full, first, { gapBefore: 2 });
      if (second) writer.line(full, second);
      writeSections(writer, full, truth, settings);
      break;
    }
    case "banner": {
      first.drawRectangle({ x: 0, y: PAGE.height - 120, width: PAGE.width, height: 120, color: rgb(0.9, 0.93, 0.97) });
      const left: Column = { x: PAGE.margin, width: 260 };
      const right: Column = { x: PAGE.width - PAGE.margin - 220, width: 220 };
      const top = writer.y;
      if (name) writer.line(left, name, { size: 22, bold: true });
      if (headline) writer.line(left, headline, { size: 11 });
      writer.y = top;
      for (const part of [contact.email, contact.phone, contact.location, contact.github, contact.linkedin]) {
        if (part) writer.line(right, part, { size: 9, align: "right" });
      }
      writer.y = PAGE.height - 130;
      writeSections(writer, full, truth, settings);
      break;
    }
    case "two-column": {
      const side: Column = { x: PAGE.margin, width: 150 };
      const main: Column = { x: PAGE.margin + 170, width: PAGE.width - 2 * PAGE.margin - 170 };
      first.drawRectangle({ x: 0, y: 0, width: PAGE.margin + 160, height: PAGE.height, color: rgb(0.95, 0.95, 0.95) });
      const top = writer.y;
      // The sidebar is drawn first, so a reader that keeps the content's order reads it as one block.
      writer.heading(side, heading("contact", settings.headings));
      for (const part of [contact.phone, contact.email, contact.location, contact.github, contact.linkedin]) {
        if (part) writer.line(side, part, { size: 8.5 });
      }
      const lines = sectionLines(truth);
      for (const section of ["skills", "languages"] as const) {
        if (lines[section].length === 0) continue;
        writer.heading(side, heading(section, settings.headings));
        for (const text of section === "skills" && lines.skills.length === 1 ? (lines.skills[0] ?? "").split(", ") : lines[section])
          writer.line(side, text, { size: 9 });
      }
      writer.page = first;
      writer.y = top;
      if (name) writer.line(main, name, { size: 20, bold: true });
      if (headline) writer.line(main, headline, { size: 11 });
      writeSections(writer, main, truth, settings, ["skills", "languages"]);
      break;
    }
    case "table": {
      if (name) writer.line(full, name, { size: 18, bold: true, align: "center" });
      if (headline) writer.line(full, headline, { size: 11, align: "center" });
      const first = [contact.phone, contact.email].filter(Boolean).join(" · ");
      const second = [contact.location, contact.github, contact.linkedin].filter(Boolean).join(" · ");
      if (first) writer.line(full, first, { align: "center", size: 9.5 });
      if (second) writer.line(full, second, { align: "center", size: 9.5 });
      const lines = sectionLines(truth);
      for (const section of settings.order) {
        if (section === "education") {
          if (lines.educationRows.length === 0) continue;
          writer.heading(full, heading("education", settings.headings));
          writer.y -= 4;
          drawEducationTable(writer, full, lines.educationRows, fonts);
        } else if (lines[section].length > 0) {
          writer.heading(full, heading(section, settings.headings));
          for (const text of lines[section]) writer.line(full, text);
        }
      }
      break;
    }
    case "compact": {
      if (name) writer.line(full, name.toUpperCase(), { size: 16, bold: true });
      if (headline) writer.line(full, headline);
      if (contact.email) writer.line(full, `Email: ${contact.email}`, { size: 9.5 });
      if (contact.phone) writer.line(full, `Phone: ${contact.phone}`, { size: 9.5 });
      if (contact.location) writer.line(full, `Address: ${contact.location}`, { size: 9.5 });
      if (contact.github) writer.line(full, `GitHub: ${contact.github}`, { size: 9.5 });
      if (contact.linkedin) writer.line(full, `LinkedIn: ${contact.linkedin}`, { size: 9.5 });
      const lines = sectionLines(truth);
      for (const section of settings.order) {
        if (lines[section].length === 0) continue;
        writer.heading(full, `${heading(section, settings.headings)}:`);
        if (section === "education") {
          for (const row of lines.educationRows) {
            writer.line(full, [row.title, row.school, row.period, row.score].filter(Boolean).join(", "), { gapBefore: 2 });
          }
        } else {
          for (const text of lines[section]) writer.line(full, text);
        }
      }
      break;
    }
  }
  return doc.save();
}
