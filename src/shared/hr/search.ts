// HR's one search box across enquiries and applicants (issue #16 item 7) and the "Also applied as…"
// duplicates (item 8): limits, the fields a result can match on, the row shapes and the texts.
// Zod-free (the schemas are in search-schemas.ts), so the HR header may import it without zod.
import type { Department } from "../departments.js";
import type { HiringRound, RoundStatus } from "./rounds.js";

/** A shorter query (one letter) matches too much to mean anything: it answers no results. */
export const SEARCH_MIN_LENGTH = 2;
/** A longer query is refused (400): nobody types more into a search box. */
export const SEARCH_MAX_LENGTH = 100;
/** The ranked results shown. */
export const SEARCH_LIMIT = 20;
/** How long the box waits after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The other applications of one person listed at most (newest first). */
export const DUPLICATES_LIMIT = 20;

/** "resume": a word of the text read from the resume PDF (issue #31), ranked below the others. */
export const SEARCH_FIELDS = ["name", "email", "mobile", "college", "skills", "resume"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SEARCH_FIELD_LABELS: Record<SearchField, string> = {
  name: "Name",
  email: "E-mail",
  mobile: "Mobile",
  college: "College",
  skills: "Skills",
  resume: "Resume",
};

/**
 * A snippet's matched words sit between these two characters (Unicode private use: never in a
 * stored resume text, which has them removed), so the client marks them up itself and no HTML ever
 * comes from the server.
 */
export const SNIPPET_MARK_START = "\uE000";
export const SNIPPET_MARK_END = "\uE001";

export type SnippetPart = { text: string; marked: boolean };

/** A snippet cut at its markers into plain and matched parts, in order; stray markers are dropped. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of snippet.split(SNIPPET_MARK_START).entries()) {
    const [marked, ...rest] = index === 0 ? ["", piece] : piece.split(SNIPPET_MARK_END);
    if (marked) parts.push({ text: marked, marked: true });
    const plain = rest.join("").replaceAll(SNIPPET_MARK_END, "");
    if (plain) parts.push({ text: plain, marked: false });
  }
  return parts;
}

export const APPLICATION_SOURCES = ["job_application", "enquiry"] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const SOURCE_LABELS: Record<ApplicationSource, string> = { job_application: "Applicant", enquiry: "Enquiry" };

/** One application (an applicant's job application or an enquiry) as search and duplicates list it. */
export type ApplicationSummary = {
  id: number;
  source: ApplicationSource;
  name: string;
  email: string;
  jobTitle: string | null;
  department: Department | null;
  round: HiringRound;
  roundStatus: RoundStatus;
  withdrawn: boolean;
  createdAt: string;
};

/** `snippet`: the resume's words around the match, when only the resume (and no name, e-mail or mobile) matched. */
export type SearchResult = ApplicationSummary & { matched: SearchField[]; snippet?: string };

/** Why a row is listed as the same person: the same e-mail (any case), the same mobile (digits), the same Aadhaar number. */
export const DUPLICATE_REASONS = ["email", "mobile", "aadhar"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export type Duplicate = ApplicationSummary & { sameAs: DuplicateReason[] };

export const SEARCH_MESSAGES = {
  tooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters`,
  invalidQuery: "Please type what to search for",
  invalidApplicationId: "Invalid application ID",
  applicationNotFound: "Application not found",
  searchFailed: "Search failed. Please try again.",
  noMatches: "No matches",
  searching: "Searching…",
  typeMore: `Type at least ${SEARCH_MIN_LENGTH} characters`,
} as const;
