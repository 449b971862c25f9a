// The contact fields of a resume: e-mail, Indian mobile, GitHub and LinkedIn links, current city.
import { CITY_NAMES, CITY_PATTERN, REGION_NAMES } from "./resume-places.js";
import { sectionLines, type ResumeSections } from "./resume-sections.js";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const URL_OR_EMAIL = /\S+@\S+|(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}\/\S*/gi;
/** A run of digits with the separators phone numbers are written with. */
const PHONE_RUN = /\+?\(?\+?\d[\d\s().-]{7,}\d/g;
/** "(415) 555-0134": the North American way of writing a number, never an Indian mobile. */
const NORTH_AMERICAN = /^\(\d{3}\)\s?\d{3}[\s.-]\d{4}$/;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/i;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]+)/i;

export function readEmail(text: string): string | undefined {
  return text.match(EMAIL)?.[0].replace(/@.*/, (domain) => domain.toLowerCase());
}

/**
 * The first Indian mobile: ten digits starting 6–9, once +91 or 91 or a leading 0 is taken off. A
 * number with another country code, or written the North American way, is not one.
 */
export function readMobile(text: string): string | undefined {
  for (const [run] of text.matchAll(PHONE_RUN)) {
    const raw = run.trim();
    if (NORTH_AMERICAN.test(raw)) continue;
    const digits = raw.replace(/\D/g, "");
    const international = /^\(?\+/.test(raw);
    let national: string | undefined;
    if (international) national = digits.startsWith("91") && digits.length === 12 ? digits.slice(2) : undefined;
    else if (digits.length === 10) national = digits;
    else if (digits.length === 11 && digits.startsWith("0")) national = digits.slice(1);
    else if (digits.length === 12 && digits.startsWith("91")) national = digits.slice(2);
    if (national && /^[6-9]\d{9}$/.test(national)) return national;
  }
  return undefined;
}

/** Links as the wizard's link fields keep them: https, the profile's address, no trailing slash. */
export function readLinks(text: string): { github?: string; linkedin?: string } {
  const github = text.match(GITHUB)?.[1];
  const linkedin = text.match(LINKEDIN)?.[1];
  return {
    ...(github ? { github: `https://github.com/${github}` } : {}),
    ...(linkedin ? { linkedin: `https://www.linkedin.com/in/${linkedin}` } : {}),
  };
}

/** "Kothrud, Pune", "Pune, Maharashtra": capitalised words and commas only (a PIN code taken off). */
const PLACE_LINE = /^[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*(?:,\s*[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*){0,3}$/;

/** A line that is only a place: a known city or a region after a comma. */
export function isPlaceLine(line: string): boolean {
  const place = line.replace(/[\s,–-]*\d{6}$/, "");
  return PLACE_LINE.test(place) && (CITY_PATTERN.test(place) || REGION_NAMES.has(place.split(/,\s*/).at(-1)?.toLowerCase() ?? ""));
}

/** Lines that hold contact details: the header, a contact section, and "Address:"-style lines. */
function contactLines(resume: ResumeSections): string[] {
  const labelled = resume.lines.filter((line) => /^(address|location|city|current city|residence|based in)\s*[:-]/i.test(line));
  return [...labelled, ...resume.header, ...sectionLines(resume, "contact")];
}

/**
 * The current city: a known city in the contact lines, else the "City" of a "City, State" part.
 * The rest of the resume is not searched: a college's or school's city is not where one lives.
 */
export function readCity(resume: ResumeSections): string | undefined {
  const lines = contactLines(resume).map((line) => line.replace(URL_OR_EMAIL, " "));
  // A line that is only a place ("Visakhapatnam, Andhra Pradesh") is an address wherever a layout
  // put it (a right-aligned contact block may be read last); education lines name colleges' cities.
  const education = new Set(sectionLines(resume, "education"));
  const placeLines = resume.lines.filter((line) => !education.has(line) && PLACE_LINE.test(line.replace(/[\s,–-]*\d{6}$/, "")));
  for (const line of [...lines, ...placeLines]) {
    const known = line.match(CITY_PATTERN)?.[1];
    if (known) return CITY_NAMES.get(known.toLowerCase()) ?? known;
  }
  for (const line of lines) {
    for (const part of line.split(/\s[|·•]\s|\t/)) {
      const shape = part
        .trim()
        .match(/^(?:[A-Za-z]+\s*:\s*)?([A-Z][a-z]+(?: [A-Z][a-z]+){0,2}),\s*([A-Za-z][A-Za-z ]+?)(?:,\s*[A-Za-z ]+)?$/);
      if (shape?.[1] && shape[2] && REGION_NAMES.has(shape[2].toLowerCase())) return shape[1];
    }
  }
  return undefined;
}
