// Writes the resume corpus (issue #31): RESUME_COUNT text PDFs in several layouts, fonts, section
// orders and Indian or international formats to bench/resume-corpus/, and truth.json with each one's
// true fields as the wizard takes them. Deterministic (a seeded random), so re-running it rewrites the
// same files. Usage: npx tsx scripts/make-resume-corpus.ts
import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import * as prettier from "prettier";
import { TECH_SKILLS } from "../src/shared/application/options.js";
import type { ResumeFields } from "../src/shared/application/resume-fields.js";
import {
  DEFAULT_SECTION_ORDER,
  makeResumePdf,
  RESUME_FONTS,
  RESUME_LAYOUTS,
  type EducationRow,
  type HeadingStyle,
  type ResumePdfOptions,
  type ResumePresentation,
  type ResumeSection,
  type ResumeTruth,
} from "../tests/helpers/resume-pdf.js";
import * as pools from "./resume-corpus/pools.js";
import { seededRandom } from "../prisma/seed-data/seeded-random.js";

const RESUME_COUNT = 72;
const OUT_DIR = path.join(import.meta.dirname, "..", "bench", "resume-corpus");
/** The one CGPA conversion the corpus and the parser share (see read-education.ts). */
const CGPA_FACTOR = 9.5;
const GPA4_FACTOR = 25;

export type CorpusEntry = {
  file: string;
  layout: string;
  font: string;
  headings: HeadingStyle;
  international: boolean;
  pages: number;
  fields: ResumeFields;
};

const random = seededRandom(31);
const chance = (p: number) => random() < p;
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}
function pickSome<T>(items: readonly T[], min: number, max: number): T[] {
  const pool = [...items];
  const count = min + Math.floor(random() * (max - min + 1));
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return chosen;
}
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join("");
/** Two decimals at most, no trailing zeros: the wizard's marks format. */
const marksText = (value: number) => String(Number(value.toFixed(2)));

function ascii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
}

function indianMobile(): { mobile: string; printed: string } {
  const mobile = pick(["9", "8", "7", "6"]) + digits(9);
  const printed = pick([
    `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    `+91-${mobile}`,
    `0${mobile.slice(0, 5)}-${mobile.slice(5)}`,
    mobile,
    `+91 ${mobile}`,
    `(+91) ${mobile.slice(0, 5)}-${mobile.slice(5)}`,
    `${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    `+91 ${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`,
  ]);
  return { mobile, printed };
}

function foreignPhone(): string {
  return pick([
    `(${pick(["415", "212", "646", "917", "312"])}) 555-${digits(4)}`,
    `+1 512 555 ${digits(4)}`,
    `+44 20 7946 ${digits(4)}`,
    `+49 30 ${digits(7)}`,
    `+65 ${pick(["8", "9"])}${digits(3)} ${digits(4)}`,
  ]);
}

type Degree = {
  row: EducationRow;
  qualification: ResumeFields["qualification"];
  course: string;
  college: string;
  year: number;
  marks?: string;
};

function score(international: boolean): { printed?: string; marks?: string } {
  if (chance(0.1)) return {};
  if (international) {
    const gpa = Number((2.8 + random() * 1.2).toFixed(2));
    return { printed: pick([`GPA ${gpa}/4.0`, `GPA: ${gpa} / 4`, `Cumulative GPA ${gpa}/4.0`]), marks: marksText(gpa * GPA4_FACTOR) };
  }
  if (chance(0.55)) {
    const cgpa = Number((6 + random() * 3.8).toFixed(pick([1, 2])));
    return {
      printed: pick([`CGPA: ${cgpa}/10`, `CGPA ${cgpa}`, `${cgpa} CGPA`, `CGPA - ${cgpa} / 10`, `CPI: ${cgpa}/10`]),
      marks: marksText(cgpa * CGPA_FACTOR),
    };
  }
  const percent = Number((55 + random() * 40).toFixed(pick([0, 1, 2])));
  return {
    printed: pick([`${percent} %`, `${percent}%`, `Percentage: ${percent}%`, `Aggregate: ${percent}%`, `Marks: ${percent}%`]),
    marks: marksText(percent),
  };
}

function period(year: number, length: number): string {
  return pick([
    `${year - length} – ${year}`,
    `${year - length} - ${year}`,
    `Class of ${year}`,
    `Aug ${year - length} – May ${year}`,
    `${year}`,
    `Graduated ${year}`,
    ...(year >= 2025 ? [`Expected ${year}`, `${year - length} – Present (Expected ${year})`] : []),
  ]);
}

function degree(kind: pools.DegreeKind, year: number, international: boolean, college: string): Degree {
  const printed = pick(kind.printed);
  const courses = kind.courses();
  let course: string;
  let title: string;
  if (courses.length === 0 || (kind.impliedCourse && chance(0.4))) {
    course = kind.impliedCourse ?? "";
    title = printed;
  } else {
    const [full, abbreviation] = pick(courses);
    course = full;
    if (abbreviation && chance(0.4)) title = `${printed} (${abbreviation})`;
    else if (printed.includes(" ")) title = `${printed} ${pick(["in", ","])} ${full}`.replace(" ,", ",");
    else title = `${printed}${pick([" in ", ", ", " - ", " "])}${full}`;
  }
  const marks = score(international);
  return {
    row: {
      title,
      school: college,
      period: period(year, kind.level === 3 ? 2 : kind.level === 1 ? 3 : pick([3, 4])),
      ...(marks.printed ? { score: marks.printed } : {}),
    },
    qualification: kind.qualification,
    course,
    college,
    year,
    ...(marks.marks ? { marks: marks.marks } : {}),
  };
}

function schoolRow(year: number, label: string): EducationRow {
  const percent = (60 + random() * 38).toFixed(pick([0, 1]));
  return {
    title: label,
    school: pick(pools.SCHOOLS),
    period: String(year),
    score: chance(0.7) ? `${percent}%` : `CGPA ${(7 + random() * 3).toFixed(1)}/10`,
  };
}

function skills(): { words: string[]; techSkills: ResumeFields["techSkills"]; others: string[] } {
  const chosen = pickSome(pools.SKILL_WORDS, 3, 9);
  const specs = new Set(chosen.flatMap(([, spec]) => (spec ? [spec] : [])));
  const others = chosen.filter(([, spec]) => !spec).map(([word]) => word);
  const techSkills = TECH_SKILLS.filter((skill) => specs.has(skill) || (skill === "Others" && others.length > 0));
  return { words: chosen.map(([word]) => word), techSkills, others };
}

function groupedSkillLines(words: string[]): string[] {
  const isLanguage = (word: string) => ["Python", "Java", "C++", "JavaScript", "TypeScript", "Go", "Rust", "Kotlin", "C"].includes(word);
  const languages = words.filter(isLanguage);
  const rest = words.filter((word) => !isLanguage(word));
  return [
    ...(languages.length ? [`${pick(["Languages", "Programming"])}: ${languages.join(", ")}`] : []),
    ...(rest.length ? [`${pick(["Tools & Frameworks", "Technologies", "Tools"])}: ${rest.join(", ")}`] : []),
  ];
}

function sectionOrder(): ResumeSection[] {
  if (chance(0.5)) return [...DEFAULT_SECTION_ORDER];
  const [summary, ...rest] = DEFAULT_SECTION_ORDER;
  return [summary as ResumeSection, ...pickSome(rest, rest.length, rest.length)];
}

function makeResume(index: number): { truth: ResumeTruth; options: ResumePdfOptions; fields: ResumeFields; international: boolean } {
  const international = index % 4 === 3;
  const first = pick(international ? pools.INTL_FIRST : pools.INDIAN_FIRST);
  const last = pick(international ? pools.INTL_LAST : pools.INDIAN_LAST);
  const middle = !international && chance(0.2) ? pick(pools.INDIAN_MIDDLE) : undefined;
  const fullName = [first, middle, last].filter(Boolean).join(" ");
  const local = pick([
    `${ascii(first)}.${ascii(last)}`,
    `${ascii(first)}${ascii(last)}${digits(2)}`,
    `${ascii(first)[0]}.${ascii(last)}`,
    `${ascii(first)}_${ascii(last)}`,
  ]);
  const email = `${local}@${pick(international ? pools.MAIL_DOMAINS_INTL : pools.MAIL_DOMAINS_IN)}`;
  const presentation: ResumePresentation = {};
  const fields: ResumeFields = { fullName, email };

  if (international) presentation.otherPhone = foreignPhone();
  else {
    const { mobile, printed } = indianMobile();
    fields.mobile = mobile;
    presentation.mobile = printed;
  }
  const handle = `${ascii(first)}${pick(["", ascii(last), "-dev", digits(2)])}`;
  if (chance(0.65)) {
    fields.github = `https://github.com/${handle}`;
    presentation.github = pick([`github.com/${handle}`, `https://github.com/${handle}`, `www.github.com/${handle}`]);
  }
  if (chance(0.7)) {
    const slug = `${ascii(first)}-${ascii(last)}${pick(["", `-${digits(3)}`, `-${digits(2)}a${digits(2)}`])}`;
    fields.linkedin = `https://www.linkedin.com/in/${slug}`;
    presentation.linkedin = pick([
      `linkedin.com/in/${slug}`,
      `https://www.linkedin.com/in/${slug}/`,
      `in.linkedin.com/in/${slug}`,
      `www.linkedin.com/in/${slug}`,
    ]);
  }

  // Education: the main degree is the latest; older rows follow it.
  const kinds = international ? pools.INTL_DEGREES : pools.INDIAN_DEGREES;
  const kind = chance(international ? 0 : 0.35) ? kinds[0]! : pick(kinds);
  const year = 2016 + Math.floor(random() * 11);
  const collegePool =
    kind.qualification === "Diploma" ? pools.DIPLOMA_COLLEGES : international ? pools.INTL_COLLEGES : pools.INDIAN_COLLEGES;
  const main = degree(kind, year, international, pick(collegePool));
  fields.qualification = main.qualification;
  fields.course = main.course;
  fields.college = main.college;
  fields.graduationYear = String(main.year);
  if (main.marks) fields.marks = main.marks;
  presentation.degree = main.row.title;
  presentation.period = main.row.period;
  if (main.row.score) presentation.score = main.row.score;
  const earlier: EducationRow[] = [];
  if (kind.level === 3 && chance(0.8)) {
    const bachelors = kinds.filter((k) => k.level === 2);
    earlier.push(degree(pick(bachelors), year - 2, international, pick(international ? pools.INTL_COLLEGES : pools.INDIAN_COLLEGES)).row);
  }
  if (!international && chance(0.75)) {
    const schoolYear = year - (kind.level === 3 ? 6 : 4);
    earlier.push(
      schoolRow(schoolYear, pick(["Class XII (CBSE)", "HSC (Maharashtra Board)", "Higher Secondary (12th)", "Intermediate (MPC)"])),
    );
    if (chance(0.5)) earlier.push(schoolRow(schoolYear - 2, pick(["Class X (ICSE)", "SSC", "Secondary (10th)"])));
  }
  if (earlier.length) presentation.earlierEducation = earlier;
  if (chance(0.25)) presentation.collegeFirst = true;

  const skillSet = skills();
  fields.techSkills = skillSet.techSkills;
  if (skillSet.others.length) fields.otherTechSkills = skillSet.others.join(", ");
  presentation.skills = skillSet.words;
  if (chance(0.35)) presentation.skillLines = groupedSkillLines(skillSet.words);

  if (chance(0.6)) {
    const certifications = pickSome(pools.CERTIFICATIONS, 1, 3);
    fields.certifications = certifications.join(", ");
    presentation.certifications = certifications;
  }
  if (chance(0.65)) {
    const spoken = international
      ? ["English", ...pickSome(pools.SPOKEN_LANGUAGES_INTL.slice(1), 0, 2)]
      : ["English", ...(chance(0.75) ? ["Hindi"] : []), ...pickSome(pools.SPOKEN_LANGUAGES_IN.slice(2), 0, 2)];
    const levels = ["Fluent", "Native", "Professional", "Conversational"];
    presentation.languages = chance(0.3) ? spoken.map((language) => `${language} (${pick(levels)})`) : spoken;
    fields.languages = (["English", "Hindi"] as const).filter((language) => spoken.includes(language));
  }
  if (chance(0.88)) {
    const [city, printed] = pick(international ? pools.INTL_CITIES : pools.INDIAN_CITIES);
    fields.currentCity = city;
    presentation.location = pick(printed);
  }
  if (chance(0.5)) presentation.headline = pick(pools.HEADLINES);
  const twoPages = index % 4 === 1;
  presentation.projects = twoPages
    ? Array.from({ length: 38 }, (_, line) => `${pools.PROJECT_LINES[line % pools.PROJECT_LINES.length]} (${line + 1})`)
    : pickSome(pools.PROJECT_LINES, 2, 4);
  const extraLines = chance(0.7)
    ? [
        `${pick(["Motivated", "Curious", "Detail-oriented"])} ${pick(["engineer", "graduate", "developer"])} who enjoys ${pick(["distributed systems", "clean user interfaces", "data pipelines", "teaching"])} and shipping small, reliable software.`,
      ]
    : [];

  const truth: ResumeTruth = { ...fields, extraLines, presentation };
  const options: ResumePdfOptions = {
    layout: RESUME_LAYOUTS[index % RESUME_LAYOUTS.length]!,
    font: RESUME_FONTS[Math.floor(index / RESUME_LAYOUTS.length) % RESUME_FONTS.length]!,
    headings: pick(["title", "upper", "alt"] as const),
    order: sectionOrder(),
  };
  return { truth, options, fields, international };
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const old of fs.readdirSync(OUT_DIR)) if (old.endsWith(".pdf")) fs.rmSync(path.join(OUT_DIR, old));
  const entries: CorpusEntry[] = [];
  for (let index = 0; index < RESUME_COUNT; index++) {
    const { truth, options, fields, international } = makeResume(index);
    const bytes = await makeResumePdf(truth, options);
    const file = `resume-${String(index + 1).padStart(3, "0")}-${options.layout}.pdf`;
    fs.writeFileSync(path.join(OUT_DIR, file), bytes);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    entries.push({ file, layout: options.layout!, font: options.font!, headings: options.headings!, international, pages, fields });
  }
  const truthFile = path.join(OUT_DIR, "truth.json");
  // Formatted as the repository's prettier check wants it, so a re-run leaves `npm run lint` green.
  const options = (await prettier.resolveConfig(truthFile)) ?? {};
  fs.writeFileSync(truthFile, await prettier.format(JSON.stringify(entries), { ...options, filepath: truthFile }));
  const twoPage = entries.filter((entry) => entry.pages > 1).length;
  console.log(`wrote ${entries.length} resumes (${twoPage} of two pages or more) to ${path.relative(process.cwd(), OUT_DIR)}`);
}

await main();
