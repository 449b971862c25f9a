// The columns of the candidate management list: Name, Email, Job Title, Status, Move to, Actions.
// In-progress applicants get Accept / Reject, the round to move to (Accept only) and Send Mail
// (once, when the choice is complete); selected and rejected ones show their outcome and the step
// they reached (spec doc 2 §4); withdrawn ones (by the candidate) say why they can no longer be moved.
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { MY_APPLICATION_MESSAGES } from "../../../../shared/me/applications";
import { acceptOptionLabel, acceptTargets, type HiringRound } from "../../../../shared/hr/rounds";
import type { Column } from "../../../components/ui/table";
import { RoundOutcome } from "./round-outcome";
import { ScheduleInterviewButton } from "./schedule-interview-dialog";
import type { Decision } from "./send-mail-modal";
import { Button } from "../../../components/ui/button";
import type { ButtonVariant } from "../../../lib/button-styles";
import { Select } from "../../../components/ui/select";

export type Choice = { action: "accept" | "reject"; round?: HiringRound };

type Handlers = {
  choiceOf: (applicant: ApplicantRow) => Choice | undefined;
  mailSent: (applicant: ApplicantRow) => boolean;
  onChoose: (applicant: ApplicantRow, choice: Choice) => void;
  onViewDetails: (applicant: ApplicantRow) => void;
  onSendMail: (applicant: ApplicantRow, decision: Decision) => void;
};

/** The decision the choice makes, once it is complete: Reject, or Accept with a round. */
export function decisionOf(choice: Choice | undefined): Decision | null {
  if (choice?.action === "reject") return { status: "rejected" };
  if (choice?.action === "accept" && choice.round) return { status: "cleared", toRound: choice.round };
  return null;
}

// A pressed Accept or Reject shows the decision in its colour.
const PRESSED_VARIANT = { accept: "success", reject: "danger" } as const satisfies Record<Choice["action"], ButtonVariant>;

export function decisionColumns({ choiceOf, mailSent, onChoose, onViewDetails, onSendMail }: Handlers): Column<ApplicantRow>[] {
  const open = (applicant: ApplicantRow) => applicant.roundStatus === "in_progress" && !applicant.withdrawnAt;
  const toggle = (applicant: ApplicantRow, action: Choice["action"], label: string) => {
    const choice = choiceOf(applicant);
    const pressed = choice?.action === action;
    return (
      <Button
        variant={pressed ? PRESSED_VARIANT[action] : "outline"}
        size="sm"
        aria-pressed={pressed}
        disabled={mailSent(applicant)}
        onClick={() => onChoose(applicant, action === "accept" ? { action, round: choice?.round } : { action })}
      >
        {label}
      </Button>
    );
  };
  return [
    { header: "Name", primary: true, cell: (applicant) => applicant.fullName },
    { header: "Email", cell: (applicant) => applicant.email },
    // One person's two applications differ by their job.
    { header: "Job Title", cell: (applicant) => applicant.jobTitle ?? "—" },
    {
      header: "Status",
      cell: (applicant) => (
        <>
          <RoundOutcome applicant={applicant} showRound />
          {/* Beside the status, which the list's refetch turns to Rejected (or moves the row away). */}
          {mailSent(applicant) ? <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">Mail queued</span> : null}
        </>
      ),
    },
    {
      header: "Move to",
      cell: (applicant) => {
        if (applicant.withdrawnAt) {
          return (
            <span className="block min-w-56 whitespace-normal text-xs text-slate-600 dark:text-slate-400">
              {MY_APPLICATION_MESSAGES.withdrawnForHr}
            </span>
          );
        }
        if (!open(applicant)) return <span className="text-slate-600 dark:text-slate-400">—</span>;
        const choice = choiceOf(applicant);
        return (
          <Select
            aria-label={`Move ${applicant.fullName} to`}
            className="min-w-36"
            value={choice?.round ?? ""}
            disabled={choice?.action !== "accept" || mailSent(applicant)}
            onChange={(event) =>
              onChoose(applicant, { action: "accept", round: (event.target.value || undefined) as HiringRound | undefined })
            }
          >
            <option value="">Choose a round</option>
            {acceptTargets(applicant.roundValue).map((round) => (
              <option key={round} value={round}>
                {acceptOptionLabel(round, applicant.roundValue)}
              </option>
            ))}
          </Select>
        );
      },
    },
    {
      header: "Actions",
      bare: true,
      cell: (applicant) => {
        const decision = decisionOf(choiceOf(applicant));
        return (
          <div className="flex flex-wrap gap-2" role="group" aria-label={`Decision for ${applicant.fullName}`}>
            {open(applicant) ? (
              <>
                {toggle(applicant, "accept", "Accept")}
                {toggle(applicant, "reject", "Reject")}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!decision || mailSent(applicant)}
                  onClick={() => decision && onSendMail(applicant, decision)}
                >
                  Send Mail
                </Button>
              </>
            ) : null}
            <Button variant="outline" size="sm" onClick={() => onViewDetails(applicant)}>
              View Details
            </Button>
            {open(applicant) ? <ScheduleInterviewButton applicationId={applicant.applicantId} candidateName={applicant.fullName} /> : null}
          </div>
        );
      },
    },
  ];
}
