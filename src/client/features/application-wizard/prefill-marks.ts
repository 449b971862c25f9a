// Which answers a start option filled ("from your resume", "from your last application"), until the
// candidate edits them. Outside a job application (the enquiry) nothing is marked.
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { AnswerName } from "./step-fields";

export type PrefillSource = "resume" | "last-application";

export const PREFILL_MARK_TEXT: Record<PrefillSource, string> = {
  resume: "from your resume",
  "last-application": "from your last application",
};

export type PrefillMarks = {
  sourceOf: (name: AnswerName) => PrefillSource | undefined;
  /** Marks these answers as filled from `source` (replacing earlier marks on them). */
  mark: (names: readonly AnswerName[], source: PrefillSource) => void;
  /** The candidate edited the answer: it is theirs now. */
  unmark: (name: AnswerName) => void;
};

const NO_MARKS: PrefillMarks = { sourceOf: () => undefined, mark: () => undefined, unmark: () => undefined };

export const PrefillMarksContext = createContext<PrefillMarks>(NO_MARKS);

export function usePrefillMarks(): PrefillMarks {
  return useContext(PrefillMarksContext);
}

/** The marks' state, for the provider. */
export function usePrefillMarksState(): PrefillMarks {
  const [marks, setMarks] = useState<Partial<Record<AnswerName, PrefillSource>>>({});
  const mark = useCallback((names: readonly AnswerName[], source: PrefillSource) => {
    setMarks((current) => ({ ...current, ...Object.fromEntries(names.map((name) => [name, source])) }));
  }, []);
  const unmark = useCallback((name: AnswerName) => {
    setMarks((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  return useMemo(() => ({ sourceOf: (name) => marks[name], mark, unmark }), [marks, mark, unmark]);
}
