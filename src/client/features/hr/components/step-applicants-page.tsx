// /hr/applied-forms/{department}/{step}: the applicants of one department and hiring step,
// Page X of Y (Next and Previous by keyset cursor), View Details, and Accept / Reject with the
// mail that moves them (spec doc 2 §2, §4, §8).
import { Link, type ErrorComponentProps } from "@tanstack/react-router";
import { useState, useTransition } from "react";
import { toast } from "../../../lib/toast";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { departmentFromSlug, departmentSlug, type Department } from "../../../../shared/departments";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { exportPath } from "../../../../shared/hr/export";
import { HR_MESSAGES, mailQueuedMessage } from "../../../../shared/hr/messages";
import { stepFromParam, STEPS, type StepSlug } from "../../../../shared/hr/rounds";
import { fieldErrorOf, httpStatusOf, isRefusal } from "../../../lib/error-message";
import { useMoveApplicant } from "../api/applicant-move";
import { useStepApplicants } from "../api/applicants";
import type { StepPaging } from "../api/route-data";
import { useWatchQueuedMail } from "../api/watch-queued-mail";
import { decisionColumns, type Choice } from "./applicant-decision-columns";
import { BulkDecisionBar } from "./bulk-decision-bar";
import { bulkSelectColumn } from "./bulk-select-column";
import { useBulkSelection } from "../hooks/use-bulk-selection";
import { ApplicantDetailModal } from "./applicant-detail-modal";
import { Table } from "../../../components/ui/table";
import { ExportCsvButton } from "./export-csv-button";
import { BACK_LINK, BackLink, EmptyState, ErrorState } from "./page-states";
import { Pagination } from "./pagination";
import { SendMailModal, type Decision } from "./send-mail-modal";
import { snakeCaseKeys } from "../../../../shared/snake-case";

function StepApplicants({ department, step }: { department: Department; step: StepSlug }) {
  const [paging, setPaging] = useState<StepPaging>({ page: 1 });
  // The first page comes from the route's loader; a page turn keeps this one on screen until the next has loaded.
  const [turning, startTurning] = useTransition();
  const listQuery = useStepApplicants(department, step, paging);
  const list = listQuery.data;
  const move = useMoveApplicant();
  const watchMail = useWatchQueuedMail();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [mailed, setMailed] = useState<ReadonlySet<number>>(new Set());
  const [detailId, setDetailId] = useState<number | null>(null);
  // Bulk decisions on the hiring steps (one round each), not on the views across rounds.
  const bulkRound = STEPS[step].filter.round;
  const selection = useBulkSelection();
  const [mailing, setMailing] = useState<{ applicant: ApplicantRow; decision: Decision } | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const openMail = (next: { applicant: ApplicantRow; decision: Decision } | null) => {
    setLinkError(null);
    setMailing(next);
  };

  const send = async ({ message, link }: { message: string; link: string }) => {
    if (!mailing) return;
    const { applicant, decision } = mailing;
    try {
      const { mailId } = await move.mutateAsync({ department, applicantId: applicant.applicantId, ...decision, message, link });
      setMailed((current) => new Set(current).add(applicant.applicantId));
      openMail(null);
      toast.success(mailQueuedMessage(applicant.email));
      void watchMail({ mailId, applicationId: applicant.applicantId, name: applicant.fullName }, () => setDetailId(applicant.applicantId));
    } catch (error) {
      const refusedLink = fieldErrorOf(error, "link");
      if (refusedLink) {
        setLinkError(refusedLink);
        return;
      }
      // Refused moves (not in progress any more, a bad round) are move failures; the rest is the mail.
      if (isRefusal(error) && httpStatusOf(error) !== 503) toast.error(HR_MESSAGES.moveFailed, { description: (error as Error).message });
      else toast.error(HR_MESSAGES.mailFailed);
    }
  };

  const decisions = decisionColumns({
    choiceOf: (applicant) => choices[applicant.applicantId],
    mailSent: (applicant) => mailed.has(applicant.applicantId),
    onChoose: (applicant, choice) => setChoices((current) => ({ ...current, [applicant.applicantId]: choice })),
    onViewDetails: (applicant) => setDetailId(applicant.applicantId),
    onSendMail: (applicant, decision) => openMail({ applicant, decision }),
  });
  const columns = bulkRound ? [bulkSelectColumn(selection), ...decisions] : decisions;

  const { data, pagination } = list;
  if (data.length === 0) return <EmptyState text={HR_MESSAGES.noStepApplicants} />;

  return (
    <>
      {bulkRound ? <BulkDecisionBar department={department} round={bulkRound} rows={data} selection={selection} /> : null}
      <Table caption="Candidates of this step" columns={columns} rows={data} rowKey={(applicant) => applicant.applicantId} />
      <Pagination
        page={pagination.currentPage}
        totalPages={pagination.totalPages}
        busy={turning || listQuery.isFetching}
        onPrevious={() => startTurning(() => setPaging({ page: pagination.currentPage - 1, cursor: pagination.prevCursor ?? undefined }))}
        onNext={() => startTurning(() => setPaging({ page: pagination.currentPage + 1, cursor: pagination.nextCursor ?? undefined }))}
      />
      <ApplicantDetailModal applicantId={detailId} onClose={() => setDetailId(null)} />
      {mailing ? (
        <SendMailModal
          key={mailing.applicant.applicantId}
          applicant={mailing.applicant}
          decision={mailing.decision}
          busy={move.isPending}
          linkError={linkError}
          onLinkError={setLinkError}
          onCancel={() => openMail(null)}
          onSend={send}
        />
      ) : null}
    </>
  );
}

/** A step's applicants could not be loaded (by the route's loader, or on a page turn). */
export function StepApplicantsError(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={HR_MESSAGES.fetchStepApplicantsFailed}>
      <BackLink to="/hr/applied-forms">Back to Hiring Rounds</BackLink>
    </RouteError>
  );
}

export function StepApplicantsPage({ departmentSlug: slug, step: stepParam }: { departmentSlug: string; step: string }) {
  const department = departmentFromSlug(slug);
  const step = stepFromParam(stepParam);
  if (!department || !step) {
    return (
      <ErrorState message={HR_MESSAGES.fetchStepApplicantsFailed}>
        <BackLink to="/hr/applied-forms">Back to Hiring Rounds</BackLink>
      </ErrorState>
    );
  }
  const title = `${department}: ${STEPS[step].title}`;
  return (
    <section>
      <PageTitle title={title} />
      <Link to="/hr/applied-forms/$department" params={{ department: departmentSlug(department) }} className={BACK_LINK}>
        ← {department} steps
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <ExportCsvButton path={exportPath("applicants", snakeCaseKeys({ department, round: step }))} fallbackName="applicants.csv" />
      </div>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{STEPS[step].summary}</p>
      <div className="mt-6">
        {/* A fresh list state (page, choices) per department and step. */}
        <StepApplicants key={`${department}/${step}`} department={department} step={step} />
      </div>
    </section>
  );
}
