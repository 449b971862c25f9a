// /hr/applied-forms/{department}/{step}: the applicants of one department and hiring step,
// Page X of Y (Next and Previous by keyset cursor), View Details, and Accept / Reject with the
// mail that moves them (spec doc 2 §2, §4, §8).
import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { PageTitle } from "../../../components/page-title";
import { trpc } from "../../../lib/trpc";
import { departmentFromSlug, departmentSlug, type Department } from "../../../../shared/departments";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { HR_MESSAGES, mailSentMessage } from "../../../../shared/hr/messages";
import { stepSchema, STEPS, type StepSlug } from "../../../../shared/hr/rounds";
import { fieldErrorOf, httpStatusOf, isRefusal } from "../api/error-message";
import { decisionColumns, type Choice } from "./applicant-decision-columns";
import { ApplicantDetailModal } from "./applicant-detail-modal";
import { DataTable } from "./data-table";
import { BACK_LINK, BackLink, EmptyState, ErrorState, LoadingState } from "./page-states";
import { Pagination } from "./pagination";
import { SendMailModal, type Decision } from "./send-mail-modal";

type Paging = { page: number; cursor?: string };

function StepApplicants({ department, step }: { department: Department; step: StepSlug }) {
  const [paging, setPaging] = useState<Paging>({ page: 1 });
  const list = trpc.hr.applicants.list.useQuery({ department, round: step, ...paging }, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const move = trpc.hr.applicants.move.useMutation();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [mailed, setMailed] = useState<ReadonlySet<number>>(new Set());
  const [detailId, setDetailId] = useState<number | null>(null);
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
      await move.mutateAsync({ department, applicantId: applicant.applicant_id, ...decision, message, link });
      setMailed((current) => new Set(current).add(applicant.applicant_id));
      openMail(null);
      toast.success(mailSentMessage(applicant.email));
      await Promise.all([utils.hr.applicants.list.invalidate(), utils.hr.applicants.stepCounts.invalidate(), utils.hr.dashboard.invalidate()]);
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

  const columns = decisionColumns({
    choiceOf: (applicant) => choices[applicant.applicant_id],
    mailSent: (applicant) => mailed.has(applicant.applicant_id),
    onChoose: (applicant, choice) => setChoices((current) => ({ ...current, [applicant.applicant_id]: choice })),
    onViewDetails: (applicant) => setDetailId(applicant.applicant_id),
    onSendMail: (applicant, decision) => openMail({ applicant, decision }),
  });

  if (list.isPending) return <LoadingState text="Loading candidates..." />;
  if (list.isError) return <ErrorState message={HR_MESSAGES.fetchStepCandidatesFailed} />;
  const { data, pagination } = list.data;
  if (data.length === 0) return <EmptyState text={HR_MESSAGES.noStepCandidates} />;

  return (
    <>
      <DataTable caption="Candidates of this step" columns={columns} rows={data} rowKey={(applicant) => applicant.applicant_id} />
      <Pagination
        page={pagination.currentPage}
        totalPages={pagination.totalPages}
        busy={list.isFetching}
        onPrevious={() => setPaging({ page: pagination.currentPage - 1, cursor: pagination.prevCursor ?? undefined })}
        onNext={() => setPaging({ page: pagination.currentPage + 1, cursor: pagination.nextCursor ?? undefined })}
      />
      <ApplicantDetailModal applicantId={detailId} onClose={() => setDetailId(null)} />
      {mailing ? (
        <SendMailModal
          key={mailing.applicant.applicant_id}
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

export function CandidateManagementPage({ departmentSlug: slug, step: stepParam }: { departmentSlug: string; step: string }) {
  const department = departmentFromSlug(slug);
  const step = stepSchema.safeParse(stepParam);
  if (!department || !step.success) {
    return (
      <ErrorState message={HR_MESSAGES.fetchStepCandidatesFailed}>
        <BackLink to="/hr/applied-forms">Back to Hiring Rounds</BackLink>
      </ErrorState>
    );
  }
  const title = `${department}: ${STEPS[step.data].title}`;
  return (
    <section>
      <PageTitle title={title} />
      <Link to="/hr/applied-forms/$department" params={{ department: departmentSlug(department) }} className={BACK_LINK}>
        ← {department} steps
      </Link>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{STEPS[step.data].summary}</p>
      <div className="mt-6">
        {/* A fresh list state (page, choices) per department and step. */}
        <StepApplicants key={`${department}/${step.data}`} department={department} step={step.data} />
      </div>
    </section>
  );
}
