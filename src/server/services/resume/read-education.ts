// The education fields of a resume: qualification (the spec's list), course, college, year of
// passing and marks, all from one entry: the latest degree (school rows such as Class XII are not
// degrees). A CGPA becomes a percentage as CGPA × 9.5 (the common Indian conversion), a GPA on 4
// as GPA × 25; the wizard's marks field takes 0–100 with up to two decimals.
import type { QUALIFICATIONS } from "../../../shared/application/options.js";
import type { ResumeFields } from "../../../shared/application/resume-fields.js";
import { sectionLines, type ResumeSections } from "./resume-sections.js";

type Qualification = (typeof QUALIFICATIONS)[number];

export const CGPA_TO_PERCENT = 9.5;
export const GPA4_TO_PERCENT = 25;

type DegreePattern = { pattern: RegExp; qualification: Qualification; level: number; impliedCourse?: string };

/** Printed degrees and the wizard's value for each; MCA, B.Com and PhD are not on the list: "Others". */
const DEGREES: DegreePattern[] = [
  {
    pattern: /\bM\.?\s?Tech\b|\bMaster of (?:Technology|Engineering)\b|\bM\.E\.?(?=[\s,(]|$)|\bMEng\b/i,
    qualification: "M.Tech",
    level: 3,
  },
  { pattern: /\bMCA\b|\bMaster of Computer Applications?\b/i, qualification: "Others", level: 3, impliedCourse: "Computer Applications" },
  {
    pattern: /\bMBA\b|\bMaster of Business Administration\b|\bPGDM\b/i,
    qualification: "MBA",
    level: 3,
    impliedCourse: "Business Administration",
  },
  { pattern: /\bM\.\s?Sc\b\.?|\bMSc\b|\bMaster of Science\b|\bM\.S\.(?=[\s,(]|$)|\bMS\b(?= in\b)/i, qualification: "M.Sc", level: 3 },
  { pattern: /\bPh\.?\s?D\b\.?|\bDoctor of Philosophy\b/i, qualification: "Others", level: 4 },
  {
    pattern: /\bB\.?\s?Tech\b|\bBachelor of (?:Technology|Engineering)\b|\bB\.E\.?(?=[\s,(]|$)|\bBEng\b/i,
    qualification: "B.Tech",
    level: 2,
  },
  { pattern: /\bBCA\b|\bBachelor of Computer Applications?\b/i, qualification: "BCA", level: 2, impliedCourse: "Computer Applications" },
  { pattern: /\bB\.\s?Sc\b\.?|\bBSc\b|\bBachelor of Science\b|\bB\.S\.(?=[\s,(]|$)|\bBS\b(?= in\b)/i, qualification: "B.Sc", level: 2 },
  { pattern: /\bB\.\s?Com\b\.?|\bBCom\b|\bBachelor of Commerce\b/i, qualification: "Others", level: 2, impliedCourse: "Commerce" },
  { pattern: /\bB\.A\.?(?=[\s,(]|$)|\bBachelor of Arts\b|^BA\b/i, qualification: "BA", level: 2 },
  { pattern: /\bDiploma\b/i, qualification: "Diploma", level: 1 },
];
const SCHOOL =
  /\bClass\s+(?:X|XII|10|12)(?:th)?\b|\b(?:SSC|HSC|SSLC|CBSE|ICSE|ISC)\b|\bSecondary\b|\bIntermediate\b|\b1[02]th\b|\bMatriculation\b/i;

/** Branch abbreviations, written out: the course field takes the branch's name. */
const BRANCHES: Record<string, string> = {
  CSE: "Computer Science and Engineering",
  CS: "Computer Science",
  IT: "Information Technology",
  ECE: "Electronics and Communication Engineering",
  EC: "Electronics and Communication Engineering",
  EEE: "Electrical and Electronics Engineering",
  EE: "Electrical Engineering",
  ME: "Mechanical Engineering",
  MECH: "Mechanical Engineering",
  CE: "Civil Engineering",
  ISE: "Information Science and Engineering",
  "AI&DS": "Artificial Intelligence and Data Science",
  AIDS: "Artificial Intelligence and Data Science",
  "AI&ML": "Artificial Intelligence and Machine Learning",
  AIML: "Artificial Intelligence and Machine Learning",
};

const INSTITUTION =
  /\b(?:University|Institute|College|Polytechnic|School|Academy|Vidyapeeth|Vidyapith|Vidyalaya|Mahavidyalaya|Campus|IIT|IIIT|NIT|BITS)\b/;
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/g;
const SCORE = /\b(?:C\.?G\.?P\.?A|CPI|SGPA|GPA|Percentage|Aggregate|Marks|Score)\b|%/i;

type Entry = { degree?: DegreePattern; degreeLine: string; degreeAt: number; lines: string[] };

function findDegree(line: string): { degree: DegreePattern; at: number; end: number } | undefined {
  let best: { degree: DegreePattern; at: number; end: number } | undefined;
  for (const degree of DEGREES) {
    const match = degree.pattern.exec(line);
    if (match && (!best || match.index < best.at)) best = { degree, at: match.index, end: match.index + match[0].length };
  }
  return best;
}

const CONNECTOR_END = /(?:\b(?:and|of|in|for|&)|[,:–-])$/i;
const isEntryStart = (line: string) => findDegree(line) !== undefined || SCHOOL.test(line);

/**
 * A table cell too long for its column wraps onto a line of its own cells ("Bachelor of Computer ⇥
 * Symbiosis…" then "Applications ⇥ 2016"): that line's first cell continues the first column, the
 * others continue cells left unfinished ("…Technology,"), else the last one.
 */
function mergeWrappedCells(lines: string[]): string[] {
  const merged: string[] = [];
  for (const line of lines) {
    const previous = merged.at(-1);
    const cells = line.split("\t");
    const above = previous?.split("\t") ?? [];
    const continues =
      previous !== undefined &&
      above.length > 1 &&
      cells.length <= above.length &&
      !isEntryStart(line) &&
      !/^(?:19|20)\d\d\b/.test(line) &&
      !SCORE.test(cells[0] ?? "");
    if (!continues) {
      merged.push(line);
      continue;
    }
    // Words continue the first column, the degree, which wraps most ("…Information" + "Technology");
    // a date or a score ("May 2022", "/ 10") continues a later cell.
    const first = cells[0] ?? "";
    const opensFirst = !/\d/.test(first) && /^\p{L}/u.test(first);
    let from = 0;
    if (opensFirst) {
      above[0] = `${above[0]} ${first}`;
      from = 1;
    }
    for (const cell of opensFirst ? cells.slice(1) : cells) {
      const open = above.findIndex((text, index) => index >= from && CONNECTOR_END.test(text.trim()));
      const at = open === -1 ? above.length - 1 : open;
      above[at] = `${above[at]} ${cell}`;
      from = at + 1;
    }
    merged[merged.length - 1] = above.join("\t");
  }
  return merged;
}

/** Entries begin at a line naming a degree or a school year; the lines after it belong to it. */
function entries(lines: string[]): Entry[] {
  const found: Entry[] = [];
  const merged = mergeWrappedCells(lines);
  // Entries written institution first ("IIT Bombay" / "B.Tech (CSE) | 2024"): the section opens with
  // an institution, and each entry takes the institution line just above its degree.
  const collegeFirst = merged[0] !== undefined && INSTITUTION.test(merged[0]) && !isEntryStart(merged[0]);
  let pending: string | undefined;
  for (const line of merged) {
    const degree = findDegree(line);
    const school = !degree && SCHOOL.test(line);
    const opening = pending !== undefined ? [pending] : [];
    if (degree) found.push({ degree: degree.degree, degreeLine: line, degreeAt: degree.end, lines: [...opening, line] });
    else if (school) found.push({ degreeLine: line, degreeAt: 0, lines: [...opening, line] });
    pending = undefined;
    if (degree || school) continue;
    if (collegeFirst && INSTITUTION.test(line) && !SCORE.test(line)) pending = line;
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

/** Words a course's name ends with ("… Engineering", "… Applications"): where a college run on after it begins. */
const COURSE_END =
  /\b(?:Engineering|Technology|Science|Sciences|Applications|Mathematics|Physics|Chemistry|Statistics|Economics|Commerce|English|Psychology|Finance|Marketing|Analytics|Administration|Management|Design)$/;

/**
 * A course and a college in one cell, too close to be told apart ("Information Technology SRM
 * Institute of Science and Technology"): the course is the shortest run ending in a course word
 * after which an institution's name begins.
 */
function splitCourseAndCollege(text: string): { course: string; college: string } | undefined {
  const words = text.split(" ");
  for (let end = 1; end < words.length; end++) {
    const course = words.slice(0, end).join(" ");
    const college = words.slice(end).join(" ");
    if (COURSE_END.test(course) && /^\p{Lu}/u.test(college) && INSTITUTION.test(college) && !INSTITUTION.test(course))
      return { course, college };
  }
  return undefined;
}

type DegreeDetails = { course?: string; college?: string };

/** The course written after the degree ("in X", ", X", "(CSE)"), and a college in the same cell after it. */
function readDegreeDetails(entry: Entry): DegreeDetails {
  let rest = entry.degreeLine.slice(entry.degreeAt).split(/\t|\s[|·]\s/)[0] ?? "";
  rest = rest.replace(/^\s*\((?:Hons\.?|Honours)\)/i, "").trim();
  const bracket = rest.match(/^\(([^)]+)\)\s*(.*)$/);
  let course: string | undefined;
  let college: string | undefined;
  if (bracket?.[1]) {
    course = bracket[1].trim();
    const after = bracket[2]
      ?.replace(/^[,:–-]\s*/, "")
      .split(/\s(?=(?:19|20)\d\d\b)/)[0]
      ?.trim();
    if (after && INSTITUTION.test(after)) college = after;
  } else {
    course = rest
      .replace(/^(?:in\b|of\b|[,:–-])\s*/i, "")
      .split(/,|\(|\s[–-]\s|\b(?:19|20)\d\d\b/)[0]
      ?.trim();
  }
  if (course && SCORE.test(course)) course = undefined;
  if (course && INSTITUTION.test(course)) {
    const split = splitCourseAndCollege(course);
    course = split?.course;
    college = split?.college;
  }
  course = course?.replace(/[.;:,\s]+$/, "");
  // A course cut at a line's end ("Computer Science and") goes on at the start of the next line.
  const next = entry.lines[entry.lines.indexOf(entry.degreeLine) + 1]?.split(/\t|,\s|\s[|·]\s/)[0]?.trim();
  if (course && /\b(?:and|of|in|for|&)$/i.test(course) && next && !/\d/.test(next)) course = `${course} ${next}`;
  if (course && BRANCHES[course.toUpperCase()]) course = BRANCHES[course.toUpperCase()];
  course ||= entry.degree?.impliedCourse;
  return { ...(course ? { course } : {}), ...(college ? { college } : {}) };
}

const PLACE = /^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/;

/** The part of the entry that names an institution, with a place after a comma ("…, Pune"). */
function readCollege(entry: Entry): string | undefined {
  for (const [index, line] of entry.lines.entries()) {
    const text = line === entry.degreeLine ? line.slice(entry.degreeAt) : line;
    for (const cell of text.split(/\t|\s[|·]\s/)) {
      // Cells too close to be told apart run on: "… Technology 2020 – 2024 Aggregate: 81%".
      const raw = cell.split(/,\s+/);
      const parts = raw.map((part) =>
        part.split(/\s(?=(?:19|20)\d\d\b|(?:C\.?G\.?P\.?A|CPI|GPA|Percentage|Aggregate|Marks|Score)\b)/i)[0]!.trim(),
      );
      const at = parts.findIndex((part) => INSTITUTION.test(part) && !SCORE.test(part));
      if (at === -1) continue;
      let college = parts[at]!.replace(/^(?:from|at)\s+/i, "");
      const next = raw[at + 1]?.trim();
      if (next && PLACE.test(next) && !findDegree(next)) college += `, ${next}`;
      // The name ends a line of comma-separated details: the next line may finish it ("…of Computer" / "Technology, 2019").
      const following = entry.lines[index + 1]?.split(/,\s|\t|\s[|·]\s/)[0]?.trim();
      const lastOnLine = at === parts.length - 1 && cell === text.split(/\t|\s[|·]\s/).at(-1) && parts.length > 1;
      if (lastOnLine && following && /^[A-Z][A-Za-z.&' ]*$/.test(following) && !SCORE.test(following) && !isEntryStart(following)) {
        college += ` ${following}`;
      }
      return college.replace(/[.;:,\s]+$/, "") || undefined;
    }
  }
  return undefined;
}

function readYear(entry: Entry): number | undefined {
  const years = entry.lines.join(" ").match(YEAR)?.map(Number) ?? [];
  return years.length ? Math.max(...years) : undefined;
}

const marksText = (value: number) => String(Number(value.toFixed(2)));

/** A score as the wizard's marks: a percentage, or a CGPA (on 10) or GPA (on 4) converted. */
export function readMarks(text: string): string | undefined {
  const withoutYears = text.replace(YEAR, " ");
  const grade =
    withoutYears.match(/\b(C\.?G\.?P\.?A|CPI|SGPA|GPA)\b\s*(?:of\s*)?[:=–-]?\s*(\d{1,2}(?:\.\d{1,3})?)\s*(?:\/\s*(\d{1,2}(?:\.\d+)?))?/i) ??
    withoutYears.match(/()(\d{1,2}(?:\.\d{1,3})?)\s*(?:\/\s*(\d{1,2}(?:\.\d+)?))?\s*(?:C\.?G\.?P\.?A|CPI|SGPA|GPA)\b/i);
  if (grade) {
    const value = Number(grade[2]);
    const scale = grade[3] ? Number(grade[3]) : /^GPA$/i.test(grade[1] ?? "") && value <= 4 ? 4 : 10;
    if (value > scale || !(scale === 10 || scale === 4)) return undefined;
    return marksText(value * (scale === 4 ? GPA4_TO_PERCENT : CGPA_TO_PERCENT));
  }
  const percent =
    withoutYears.match(/(\d{1,3}(?:\.\d{1,2})?)\s*%/) ??
    withoutYears.match(/\b(?:Percentage|Aggregate|Marks)\s*[:=–-]?\s*(\d{1,3}(?:\.\d{1,2})?)\b/i);
  if (percent) {
    const value = Number(percent[1]);
    return value <= 100 ? marksText(value) : undefined;
  }
  const bare = withoutYears.match(/\b(\d{1,2}(?:\.\d{1,2})?)\s*\/\s*10\b/);
  return bare && Number(bare[1]) <= 10 ? marksText(Number(bare[1]) * CGPA_TO_PERCENT) : undefined;
}

export function readEducation(
  resume: ResumeSections,
): Pick<ResumeFields, "qualification" | "course" | "college" | "graduationYear" | "marks"> {
  let lines = sectionLines(resume, "education");
  // Without an education heading, degrees are looked for outside the sections that mention them in passing.
  if (lines.length === 0) {
    lines = [
      ...resume.header,
      ...resume.sections.filter((section) => section.kind === "other" || section.kind === "contact").flatMap((section) => section.lines),
    ];
  }
  const degrees = entries(lines).filter((entry) => entry.degree);
  if (degrees.length === 0) return {};
  const dated = degrees.map((entry) => ({ entry, year: readYear(entry) }));
  const main =
    dated.filter((item) => item.year !== undefined).sort((a, b) => b.year! - a.year! || b.entry.degree!.level - a.entry.degree!.level)[0] ??
    dated[0]!;
  const { entry, year } = main;
  const details = readDegreeDetails(entry);
  const course = details.course;
  const college = details.college ?? readCollege(entry);
  const marks = readMarks(entry.lines.join(" "));
  return {
    qualification: entry.degree!.qualification,
    ...(course ? { course } : {}),
    ...(college ? { college } : {}),
    ...(year && year <= 2030 ? { graduationYear: String(year) } : {}),
    ...(marks ? { marks } : {}),
  };
}
