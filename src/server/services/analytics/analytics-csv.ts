// The analytics panels as CSV text: a header row, then the same numbers as the JSON answer, one row
// per round, source, week or mail kind. Written with the export's encoder (BOM, CRLF, formula-safe cells).
import type { Funnel, MailStats, Sources, TimeInStage, Weekly } from "../../../shared/hr/analytics.js";
import { CSV_BOM, csvLine, type CsvValue } from "../hr-export/csv-encoder.js";

const csv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]) =>
  CSV_BOM + csvLine(header) + rows.map((row) => csvLine(row)).join("");

/** The label of the time-in-stage CSV row for applying → decision. */
export const TO_DECISION_LABEL = "Application to decision";

export const analyticsCsv = {
  funnel: (answer: Funnel) =>
    csv(
      ["round", "entered", "passed", "rejected", "withdrawn", "pending"],
      answer.rounds.map((r) => [r.round, r.entered, r.passed, r.rejected, r.withdrawn, r.pending]),
    ),
  timeInStage: (answer: TimeInStage) =>
    csv(
      ["stage", "count", "median_days", "p80_days"],
      [
        ...answer.rounds.map((r) => [r.round, r.count, r.median, r.p80]),
        [TO_DECISION_LABEL, answer.toDecision.count, answer.toDecision.median, answer.toDecision.p80],
      ],
    ),
  sources: (answer: Sources) =>
    csv(
      ["source", "applications", "passed_screening", "selected"],
      answer.sources.map((s) => [s.source, s.applications, s.passedScreening, s.selected]),
    ),
  weekly: (answer: Weekly) =>
    csv(
      ["week", "start", "applications", "decisions"],
      answer.weeks.map((w) => [w.week, w.start, w.applications, w.decisions]),
    ),
  mail: (answer: MailStats) =>
    csv(
      ["kind", "sent", "failed", "retried"],
      answer.kinds.map((k) => [k.kind, k.sent, k.failed, k.retried]),
    ),
};
