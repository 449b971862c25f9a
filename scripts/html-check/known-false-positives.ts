// Errors the checkers report on markup the standards allow, each matched narrowly and with the
// reason; the report counts them apart, so they stay in view.
export type Checker = "vnu" | "HTMLCS";

type FalsePositive = { checker: Checker; pattern: RegExp; why: string };

const KNOWN_FALSE_POSITIVES: FalsePositive[] = [
  {
    checker: "vnu",
    pattern: /^line \d+: CSS: Parse Error\. → fore\) \* 0\.05 \+ 1;--y:translate/,
    why:
      "sonner's stylesheet, which it injects into the page, sets `--scale: var(--toasts-before) * 0.05 + 1`: a custom " +
      "property may hold any tokens (CSS Custom Properties 1, §2), but vnu's CSS parser takes arithmetic only inside calc()",
  },
  {
    checker: "HTMLCS",
    pattern: /^Principle1\.Guideline1_3\.1_3_5\.H98: Invalid autocomplete value: username\. .*→ <input [^>]*type="email"/,
    why:
      "HTML puts `username` in its own autofill control group, allowed on e-mail fields (vnu accepts it), while " +
      "HTML_CodeSniffer 2.5.1 puts it in the Text group; sign-in fields that take an e-mail address are `username` fields",
  },
];

export function isKnownFalsePositive(checker: Checker, line: string): boolean {
  return KNOWN_FALSE_POSITIVES.some((known) => known.checker === checker && known.pattern.test(line));
}
