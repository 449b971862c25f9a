// A resume's text as lines, cut into sections by their headings ("Education", "ACADEMIC
// QUALIFICATIONS", "Skills:"). The readers look for each field in the section that holds it.

export type SectionKind = "education" | "skills" | "certifications" | "languages" | "projects" | "summary" | "contact" | "other";

export type ResumeSections = {
  /** Every line, in reading order. */
  lines: string[];
  /** The lines before the first heading: name, headline, contact. */
  header: string[];
  sections: { kind: SectionKind; lines: string[] }[];
};

const HEADINGS: Record<SectionKind, string[]> = {
  education: [
    "education",
    "academic qualifications",
    "academic qualification",
    "academics",
    "academic background",
    "educational qualifications",
    "educational qualification",
    "education and training",
    "education & training",
    "qualifications",
    "academic details",
    "scholastic profile",
    "academic profile",
  ],
  skills: [
    "skills",
    "technical skills",
    "key skills",
    "skills & tools",
    "skills and tools",
    "core competencies",
    "technologies",
    "tech stack",
    "skill set",
    "skillset",
    "technical proficiency",
    "it skills",
    "computer skills",
    "technical expertise",
  ],
  certifications: [
    "certifications",
    "certification",
    "certificates",
    "courses & certifications",
    "courses and certifications",
    "licenses & certifications",
    "licenses and certifications",
    "certifications & courses",
    "training & certifications",
    "trainings",
    "courses",
  ],
  languages: ["languages", "languages known", "spoken languages", "language proficiency", "language skills"],
  projects: [
    "projects",
    "academic projects",
    "personal projects",
    "projects & experience",
    "projects and experience",
    "experience",
    "work experience",
    "professional experience",
    "internships",
    "internship",
    "internship experience",
    "employment",
    "employment history",
  ],
  summary: ["summary", "profile", "career objective", "objective", "about me", "professional summary", "profile summary", "about"],
  contact: [
    "contact",
    "contact details",
    "contact information",
    "contact info",
    "personal details",
    "personal information",
    "personal info",
  ],
  other: [
    "achievements",
    "awards",
    "honors",
    "honours",
    "awards & achievements",
    "hobbies",
    "interests",
    "hobbies & interests",
    "extracurricular activities",
    "extra-curricular activities",
    "positions of responsibility",
    "publications",
    "declaration",
    "references",
    "volunteering",
    "activities",
  ],
};

const HEADING_KIND = new Map<string, SectionKind>(
  (Object.entries(HEADINGS) as [SectionKind, string[]][]).flatMap(([kind, words]) => words.map((word) => [word, kind] as const)),
);

/** The section a line opens, when the line is a heading alone (an optional colon after it). */
export function headingKind(line: string): SectionKind | undefined {
  const words = line
    .replace(/^[\s•·▪■●*#-]+/, "")
    .replace(/[\s:|-]+$/, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
  return words.length <= 40 ? HEADING_KIND.get(words) : undefined;
}

/**
 * Longer than any line a resume prints: a longer one is cut, which keeps every rule's cost linear
 * in the text (a regular expression that scans a line from each position is quadratic in its length).
 */
export const MAX_LINE_CHARS = 400;

/** Lines trimmed with spaces collapsed (tabs, which the extractor puts between cells, stay). */
export function resumeLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .slice(0, MAX_LINE_CHARS)
        .replace(/[^\S\t]+/g, " ")
        .replace(/ ?\t ?/g, "\t")
        .trim(),
    )
    .filter((line) => line !== "");
}

export function splitSections(text: string): ResumeSections {
  const lines = resumeLines(text);
  const header: string[] = [];
  const sections: ResumeSections["sections"] = [];
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) sections.push({ kind, lines: [] });
    else (sections.at(-1)?.lines ?? header).push(line);
  }
  return { lines, header, sections };
}

/** The lines of every section of a kind, in order. */
export function sectionLines(resume: ResumeSections, kind: SectionKind): string[] {
  return resume.sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}

/** A line broken where a list continues ("CSS, Tableau," / "Linux, Docker") joined back. */
export function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && /[,&/]$/.test(previous)) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/**
 * A two-column resume read column by column puts the name after the sidebar's last section: that
 * section ends at the name, and the lines from it to the next heading are the header's (headline).
 */
export function cutAtName(resume: ResumeSections, name: string): ResumeSections {
  const target = name.toLowerCase();
  const sections = resume.sections.map((section) => {
    const at = section.lines.findIndex((line) => line.toLowerCase() === target);
    return at === -1
      ? { section, moved: [] }
      : { section: { ...section, lines: section.lines.slice(0, at) }, moved: section.lines.slice(at) };
  });
  return {
    lines: resume.lines,
    header: [...resume.header, ...sections.flatMap((item) => item.moved)],
    sections: sections.map((item) => item.section),
  };
}
