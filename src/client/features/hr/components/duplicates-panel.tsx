// "Also applied as…": the other enquiries and job applications of the same person (same e-mail in
// any case, same mobile number or same Aadhar number), linked; nothing at all when there are none (or while loading).
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useDuplicates } from "../api/search";
import { ROUND_LABELS, ROUND_STATUS_LABELS } from "../../../../shared/hr/rounds";
import { SOURCE_LABELS, type Duplicate } from "../../../../shared/hr/search";
import { useApplicantParam } from "../hooks/use-applicant-param";
import { formatDay } from "../lib/format";
import { buttonClass } from "../../../lib/button-styles";
import { Button } from "../../../components/ui/button";

// The link and the button of a row look alike.
const LINK = buttonClass({ variant: "link" });

const SAME_AS_TEXT = { email: "same e-mail", mobile: "same mobile", aadhar: "same Aadhar number" } as const;

function describe(row: Duplicate): string {
  const what = row.source === "enquiry" ? "Enquiry" : [row.jobTitle ?? "Application", row.department].filter(Boolean).join(", ");
  const where = row.source === "enquiry" ? "" : ` · ${ROUND_LABELS[row.round]} (${ROUND_STATUS_LABELS[row.roundStatus]})`;
  return `${what}${where}`;
}

function DuplicateLink({ row }: { row: Duplicate }) {
  const [, openApplicant] = useApplicantParam();
  const label = `${row.name}, ${SOURCE_LABELS[row.source].toLowerCase()} of ${formatDay(row.createdAt)}`;
  if (row.source === "enquiry") {
    return (
      <Link to="/hr/candidate/$candidateId" params={{ candidateId: String(row.id) }} className={LINK} aria-label={label}>
        {row.name}
      </Link>
    );
  }
  return (
    <Button variant="link" aria-label={label} onClick={() => openApplicant(row.id)}>
      {row.name}
    </Button>
  );
}

export function DuplicatesPanel({ applicationId }: { applicationId: number }) {
  const headingId = useId();
  const duplicates = useDuplicates(applicationId);
  const rows = duplicates.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700/60 dark:bg-amber-950/30"
    >
      <h2 id={headingId} className="text-base font-semibold text-amber-900 dark:text-amber-200">
        Also applied as…
      </h2>
      <ul className="mt-2 grid gap-2 text-sm">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <DuplicateLink row={row} />
            <span className="text-slate-700 dark:text-slate-300">{describe(row)}</span>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {formatDay(row.createdAt)} · {row.sameAs.map((reason) => SAME_AS_TEXT[reason]).join(", ")}
              {row.withdrawn ? " · withdrawn" : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
