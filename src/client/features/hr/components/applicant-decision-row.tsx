// One applicant of the candidate management table. In-progress applicants get Accept / Reject,
// the round to move to (Accept only) and Send Mail (once, when the choice is complete); cleared
// and rejected ones show a fixed badge (spec doc 2 §4).
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { acceptTargets, ROUND_LABELS, ROUND_STATUS_LABELS, type HiringRound } from "../../../../shared/hr/rounds";
import { cx } from "../../../components/cx";
import type { Decision } from "./send-mail-modal";
import { INPUT, NAME_TD, SMALL_BUTTON, TD } from "./styles";

export type Choice = { action: "accept" | "reject"; round?: HiringRound };

type Props = {
  applicant: ApplicantRow;
  choice: Choice | undefined;
  mailSent: boolean;
  onChoose: (choice: Choice) => void;
  onViewDetails: () => void;
  onSendMail: (decision: Decision) => void;
};

const BADGE: Record<ApplicantRow["round_status"], string> = {
  in_progress: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  cleared: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  rejected: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** The decision the choice makes, once it is complete: Reject, or Accept with a round. */
export function decisionOf(choice: Choice | undefined): Decision | null {
  if (choice?.action === "reject") return { status: "rejected" };
  if (choice?.action === "accept" && choice.round) return { status: "cleared", toRound: choice.round };
  return null;
}

export function ApplicantDecisionRow({ applicant, choice, mailSent, onChoose, onViewDetails, onSendMail }: Props) {
  const open = applicant.round_status === "in_progress";
  const decision = decisionOf(choice);
  const toggle = (action: Choice["action"], label: string) => (
    <button
      type="button"
      aria-pressed={choice?.action === action}
      disabled={mailSent}
      onClick={() => onChoose(action === "accept" ? { action, round: choice?.round } : { action })}
      className={cx(SMALL_BUTTON, choice?.action === action && (action === "accept" ? "bg-emerald-600 text-white ring-emerald-600 hover:bg-emerald-700 dark:hover:bg-emerald-700" : "bg-red-600 text-white ring-red-600 hover:bg-red-700 dark:hover:bg-red-700"))}
    >
      {label}
    </button>
  );
  return (
    <tr>
      <td className={NAME_TD}>{applicant.full_name}</td>
      <td className={TD}>{applicant.email}</td>
      <td className={TD}>
        <span className={cx("inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium", BADGE[applicant.round_status])}>
          {ROUND_STATUS_LABELS[applicant.round_status]}
        </span>
        {/* Beside the status, which the list's refetch turns to Rejected (or moves the row away). */}
        {mailSent ? <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">Mail sent</span> : null}
      </td>
      <td className={TD}>
        {open ? (
          <select
            aria-label={`Move ${applicant.full_name} to`}
            className={cx(INPUT, "min-w-36")}
            value={choice?.round ?? ""}
            disabled={choice?.action !== "accept" || mailSent}
            onChange={(event) => onChoose({ action: "accept", round: (event.target.value || undefined) as HiringRound | undefined })}
          >
            <option value="">Choose a round</option>
            {acceptTargets(applicant.round_value).map((round) => (
              <option key={round} value={round}>
                {round === applicant.round_value ? `${ROUND_LABELS[round]} (select)` : ROUND_LABELS[round]}
              </option>
            ))}
          </select>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
      <td className={TD}>
        <div className="flex gap-2" role="group" aria-label={`Decision for ${applicant.full_name}`}>
          {open ? (
            <>
              {toggle("accept", "Accept")}
              {toggle("reject", "Reject")}
              <button type="button" className={SMALL_BUTTON} disabled={!decision || mailSent} onClick={() => decision && onSendMail(decision)}>
                Send Mail
              </button>
            </>
          ) : null}
          <button type="button" className={SMALL_BUTTON} onClick={onViewDetails}>
            View Details
          </button>
        </div>
      </td>
    </tr>
  );
}
