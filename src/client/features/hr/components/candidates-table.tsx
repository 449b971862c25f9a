// The enquiry list: one row per candidate with View, Delete and Reject.
import { Link } from "@tanstack/react-router";
import type { Candidate } from "../../../../shared/hr/candidates";
import { formatDateTime } from "./format";
import { NAME_TD, SMALL_BUTTON, TABLE, TD } from "./styles";
import { TableHead } from "./table-head";

export type CandidateAction = "detail" | "delete" | "reject";

type Props = { candidates: Candidate[]; onAction: (action: CandidateAction, candidate: Candidate) => void };

export function CandidatesTable({ candidates, onAction }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className={TABLE}>
        <caption className="sr-only">Candidate enquiries</caption>
        <TableHead columns={["Name", "Email", "Mobile", "City", "Qualification", "Enquired on", "Actions"]} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {candidates.map((candidate) => (
            <tr key={candidate.id}>
              <td className={NAME_TD}>
                <Link to="/hr/candidate/$candidateId" params={{ candidateId: String(candidate.id) }} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
                  {candidate.fullName}
                </Link>
              </td>
              <td className={TD}>{candidate.email}</td>
              <td className={TD}>{candidate.mobileNumber}</td>
              <td className={TD}>{candidate.currentCity}</td>
              <td className={TD}>{candidate.highestQualification}</td>
              <td className={TD}>{formatDateTime(candidate.createdAt)}</td>
              <td className={TD}>
                <div className="flex gap-2">
                  <button type="button" className={SMALL_BUTTON} onClick={() => onAction("detail", candidate)} aria-label={`View ${candidate.fullName}`}>
                    View
                  </button>
                  <button type="button" className={SMALL_BUTTON} onClick={() => onAction("delete", candidate)} aria-label={`Delete ${candidate.fullName}`}>
                    Delete
                  </button>
                  <button type="button" className={SMALL_BUTTON} onClick={() => onAction("reject", candidate)} aria-label={`Reject ${candidate.fullName}`}>
                    Reject
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
