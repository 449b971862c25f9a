// The candidate's name: the first line that looks like a person's name, not a heading, a contact
// line, a job title, a place or a skill. A line shared with contact details (a banner) counts once
// those are taken off. Between two such lines, the one the e-mail address spells wins.
import { CITY_NAMES, REGION_NAMES } from "./resume-places.js";
import { type ResumeSections } from "./resume-sections.js";
import { skillOf } from "./read-skills.js";

/** Words that show a line is a title, a place or a topic rather than a name. */
const NOT_NAME_WORDS = new Set(
  (
    "engineer developer student intern analyst designer manager consultant scientist architect lead senior junior " +
    "graduate fresher aspiring programmer administrator specialist associate officer executive trainee researcher " +
    "software data web cloud full stack frontend front backend back end mobile devops security learning machine " +
    "science engineering technology university institute college school resume curriculum vitae cv profile " +
    "contact details skills education projects experience summary objective languages certifications " +
    "road street nagar colony sector lane india fluent native professional conversational " +
    "english hindi marathi tamil telugu kannada bengali malayalam gujarati french german spanish japanese"
  ).split(" "),
);
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.|\p{Lu}{2,}|\p{Lu}\p{Ll}?\p{Lu}\p{Ll}+)$/u;
const CONTACT_PARTS = /\S+@\S+|(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}\/\S*|\+?\(?\+?\d[\d\s().-]{7,}\d/gi;

function titleCase(word: string): string {
  return /^\p{Lu}{2,}$/u.test(word) ? word[0] + word.slice(1).toLowerCase() : word;
}

/** The line as a name, or undefined when it does not look like one. */
export function nameOf(line: string): string | undefined {
  const stripped = line
    .replace(CONTACT_PARTS, " ")
    .replace(/\b(name|full name)\s*:/i, " ")
    .replace(/[|·•]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!stripped || /[\d@:/,()&]/.test(stripped)) return undefined;
  const words = stripped.split(" ");
  if (words.length < 2 || words.length > 4) return undefined;
  if (!words.every((word) => NAME_WORD.test(word))) return undefined;
  if (words.filter((word) => /^[A-Z]\.$/.test(word)).length === words.length) return undefined;
  const lower = words.map((word) => word.toLowerCase());
  if (lower.some((word) => NOT_NAME_WORDS.has(word) || CITY_NAMES.has(word) || REGION_NAMES.has(word))) return undefined;
  if (CITY_NAMES.has(lower.join(" ")) || skillOf(stripped) !== undefined) return undefined;
  return words.map(titleCase).join(" ");
}

function spelledByEmail(name: string, email: string | undefined): boolean {
  if (!email) return false;
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(" ")
    .some((word) => word.replace(/[^a-z]/g, "").length >= 3 && local.includes(word.replace(/[^a-z]/g, "")));
}

/**
 * The header is searched first; a two-column resume may put its name after the sidebar, so then the
 * other lines outside the sections where names never are (education, projects, certifications).
 */
export function readName(resume: ResumeSections, email: string | undefined): string | undefined {
  const elsewhere = resume.sections.filter((section) => !["education", "projects", "certifications", "summary"].includes(section.kind));
  const candidates: string[] = [];
  // A line of cells (two columns read side by side) is looked at cell by cell.
  const lines = [...resume.header, ...elsewhere.flatMap((section) => section.lines)].flatMap((line) => line.split("\t"));
  for (const line of lines) {
    const name = nameOf(line);
    if (name) candidates.push(name);
    if (candidates.length === 3) break;
  }
  return candidates.find((name) => spelledByEmail(name, email)) ?? candidates[0];
}
