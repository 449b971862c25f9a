// CSV text for spreadsheets: RFC 4180 fields (quoted when they hold a comma, quote, CR or LF; quotes
// doubled), CRLF line ends, and cells a spreadsheet would run as a formula (OWASP "CSV injection":
// starting with = + - @, tab or CR) prefixed with a single quote so they show as text.
export type CsvValue = string | number | boolean | null;

/** The byte order mark Excel needs to read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  if (value === null) return "";
  const text = typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);
  // Numbers are the export's own (ids, marks, years): a negative one is data, not a formula.
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
