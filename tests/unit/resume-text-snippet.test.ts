// The resume text as stored for HR search (control characters, snippet markers, the cap) and a
// snippet cut at its markers into the parts HR's client marks up.
import { describe, expect, it } from "vitest";
import { RESUME_TEXT_MAX_CHARS } from "../../src/infra/resume/resume-text-queue.js";
import { SNIPPET_MARK_END as END, SNIPPET_MARK_START as START, snippetParts } from "../../src/shared/hr/search.js";
import { storableText } from "../../src/worker/processors/resume-text.js";

describe("storable resume text", () => {
  it("drops NUL and control characters and the snippet markers, and collapses blanks", () => {
    expect(storableText(`  Asha\u0000 Rao\t\tPune \n\n  ${START}Kafka${END}\u0007 expert  `)).toBe("Asha Rao Pune\nKafka expert");
  });

  it("is cut at the cap, never inside a surrogate pair", () => {
    const text = `${"a".repeat(RESUME_TEXT_MAX_CHARS - 1)}😀 tail`;
    const stored = storableText(text);
    expect(stored).toBe("a".repeat(RESUME_TEXT_MAX_CHARS - 1));
    expect(storableText("x".repeat(RESUME_TEXT_MAX_CHARS + 10))).toHaveLength(RESUME_TEXT_MAX_CHARS);
  });
});

describe("snippet parts", () => {
  it("splits plain and marked words in order", () => {
    expect(snippetParts(`built the ${START}Kubeflow${END} pipeline for ${START}kubeflow${END}`)).toEqual([
      { text: "built the ", marked: false },
      { text: "Kubeflow", marked: true },
      { text: " pipeline for ", marked: false },
      { text: "kubeflow", marked: true },
    ]);
  });

  it("keeps text without markers whole and drops a stray marker", () => {
    expect(snippetParts("no match here")).toEqual([{ text: "no match here", marked: false }]);
    expect(snippetParts(`a ${END}b`)).toEqual([{ text: "a b", marked: false }]);
    expect(snippetParts(`a ${START}b`)).toEqual([
      { text: "a ", marked: false },
      { text: "b", marked: true },
    ]);
  });
});
