// What a typed query becomes for the search's SQL: a prefix tsquery (every word, the last as a
// prefix), the same restricted to the name/e-mail/mobile weight, a LIKE pattern for partial e-mails,
// and the digits of a phone-number-like query. Built here, as text, so no operator typed by a user
// reaches to_tsquery: each word keeps only letters, digits and . @ _ + - and is quoted.
import { escapeLike } from "../../../shared/escape-like.js";

export type SearchTerms = {
  /** The query, trimmed and lower-cased (for similarity). */
  text: string;
  /** `'asha' & 'ra':*`, or null when no word is left. */
  tsquery: string | null;
  /** Per word of 3+ characters, a case-insensitive regex for a name word starting with it (`\mrao`), for the
   *  name's trigram index; empty when a word is shorter (no trigram to look up: full text answers it). */
  nameWordPatterns: string[];
  /** `%asha.rao@ex%` for ILIKE (trigram index), when the query is one token of at least 3 characters. */
  likePattern: string | null;
  /** Looks like part of an address (has @ . _ - or a digit): the e-mail is searched directly, else only
   *  when the name and full text do not fill the list. */
  emailLike: boolean;
  /** Some word has 3+ letters or digits: a trigram to look names with typos up by. */
  hasTrigram: boolean;
  /** `%98765%` when the query looks like (part of) a phone number with at least 4 digits. */
  digitsPattern: string | null;
  /** The query's digits, for an exact mobile match. */
  digits: string;
};

const WORD_CHARACTERS = /[^\p{L}\p{N}.@_+-]/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const PHONE_LIKE = /^[\d\s()+-]+$/;
const MIN_LIKE_LENGTH = 3;
const MIN_PHONE_DIGITS = 4;

function tsqueryOf(words: string[]): string | null {
  if (words.length === 0) return null;
  const last = words.length - 1;
  return words.map((word, index) => `'${word}'${index === last ? ":*" : ""}`).join(" & ");
}

/** Words keep only letters, digits and . @ _ + -: of those, . + - mean something in a regex. */
function escapeRegex(word: string): string {
  return word.replace(/[.+-]/g, "\\$&");
}

export function searchTerms(query: string): SearchTerms {
  const text = query.trim().toLowerCase();
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(WORD_CHARACTERS, ""))
    .filter((word) => HAS_LETTER_OR_DIGIT.test(word))
    // A trailing or leading dot or dash is not part of a lexeme the parser would make.
    .map((word) => word.replace(/^[.@_+-]+|[.@_+-]+$/g, ""))
    .filter((word) => word.length > 0);
  // A country code or trunk prefix typed before a ten-digit number (+91 98…, 098…): stored numbers are ten digits.
  const typedDigits = text.replace(/\D/g, "");
  const digits = typedDigits.length > 10 ? typedDigits.slice(-10) : typedDigits;
  const phoneLike = PHONE_LIKE.test(text) && digits.length >= MIN_PHONE_DIGITS;
  return {
    text,
    tsquery: tsqueryOf(words),
    nameWordPatterns: words.every((word) => word.length >= MIN_LIKE_LENGTH) ? words.map((word) => `\\m${escapeRegex(word)}`) : [],
    likePattern: text.length >= MIN_LIKE_LENGTH && !/\s/.test(text) ? `%${escapeLike(text)}%` : null,
    hasTrigram: words.some((word) => word.replace(/[^\p{L}\p{N}]/gu, "").length >= MIN_LIKE_LENGTH),
    emailLike: /[@._\d-]/.test(text),
    digitsPattern: phoneLike ? `%${digits}%` : null,
    digits: phoneLike ? digits : "",
  };
}
