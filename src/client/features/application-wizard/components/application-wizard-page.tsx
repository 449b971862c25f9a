// /apply-job: the nine-step job application. Guards: signed out → the spec's message, then /signin;
// no job chosen → back to the board after 2.5 s; a job already applied for → said at once, no steps;
// a job closed or deleted → said when the wizard opens, on any step change or at submit, with the
// board's link; saved answers for another job → the user chooses. Step 1's e-mail is the account's,
// locked. Step 1 offers to start from the resume or (starting afresh) from the last application;
// the Declaration step sums every answer up with links to change each; each step is a history entry.
// Keeps the user's draft, sends with progress and shows the result popup.
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { emptyApplicationForm, withoutFiles } from "../../../../shared/application/form-values";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import { STEP_COUNT } from "../../../../shared/application/options";
import { SIGN_IN_TO_APPLY } from "../../../../shared/session";
import type { PublicUser } from "../../../../shared/user";
import { PageTitle } from "../../../components/page-title";
import { Button } from "../../../components/ui/button";
import { SignInPrompt, useAuth } from "../../auth/public";
import { readApplyTarget, type ApplyTarget } from "../apply-target";
import { clearDraft, openDraft, type DraftOpening } from "../draft";
import { PrefillMarksContext, usePrefillMarksState } from "../prefill-marks";
import { SummaryNavigationContext } from "../summary-navigation";
import { useAppliedJobs } from "../api/use-applied-jobs";
import { useDraftSaving } from "../use-draft-saving";
import { useJobStatus, type JobStatus } from "../api/use-job-status";
import { usePreviousApplication } from "../api/use-previous-application";
import { useStepHistory } from "../use-step-history";
import { useSubmission } from "../use-submission";
import { firstInvalidStep, useWizard, type Wizard, type WizardStart } from "../use-wizard";
import { DraftChoice } from "./draft-choice";
import { LastApplicationStart } from "./last-application-start";
import { ResultPopup, type PopupMessage } from "./result-popup";
import { ResumeStart } from "./resume-start";
import { WizardForm } from "./wizard-form";
import { SignedInApplicationContext } from "./wizard-steps";

const SUMMARY_STEP = STEP_COUNT - 1;

export const NO_JOB_REDIRECT_MS = 2500;

function Notice({ children }: { children: React.ReactNode }) {
  return <section className="mx-auto max-w-xl px-4 py-24 text-center">{children}</section>;
}

/** The spec's message, read for the login-required banner's time before /signin (and back here after). */
function LoginRequired() {
  // Signed out (also right after a logout): the draft must not outlive the session.
  useEffect(clearDraft, []);
  return (
    <Notice>
      <SignInPrompt message={SIGN_IN_TO_APPLY} redirect="/apply-job" className="text-left text-base" />
    </Notice>
  );
}

function NoJobSelected() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ to: "/job-board" }), NO_JOB_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Notice>
      <p role="alert" className="text-lg font-medium">
        No job selected. Please apply from the Job Board.
      </p>
    </Notice>
  );
}

function Checking() {
  return (
    <Notice>
      <p role="status" className="text-lg font-medium">
        Checking your applications…
      </p>
    </Notice>
  );
}

function AlreadyApplied({ target }: { target: ApplyTarget }) {
  return (
    <Notice>
      <h1 className="text-2xl font-bold">{target.jobTitle}</h1>
      <p role="alert" className="mt-4 text-lg font-medium">
        {APPLICATION_MESSAGES.duplicate}
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">We will contact you about it. The job board lists the other open positions.</p>
      <Link to="/job-board" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        Back to the Job Board
      </Link>
    </Notice>
  );
}

function JobClosed({ target, status }: { target: ApplyTarget; status: Exclude<JobStatus, "checking" | "open"> }) {
  return (
    <Notice>
      <h1 className="text-2xl font-bold">{target.jobTitle}</h1>
      <p role="alert" className="mt-4 text-lg font-medium">
        {status === "expired" ? APPLICATION_MESSAGES.expired : APPLICATION_MESSAGES.jobRemoved}
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Your answers so far are kept on this device for your next application. The job board lists the open positions.
      </p>
      <Link to="/job-board" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        See open positions
      </Link>
    </Notice>
  );
}

type WizardProps = { user: PublicUser; token: string | null; target: ApplyTarget };

/**
 * A Change link on the summary opens its step; from there "Back to summary" returns once that step
 * and every other one validate (else it stops at the first that does not, with its messages).
 */
function useSummaryReturn(wizard: Wizard) {
  const [returning, setReturning] = useState(false);
  const { step, goTo, validateStep, form } = wizard;
  if (returning && step === SUMMARY_STEP) setReturning(false);
  const change = useCallback(
    (index: number) => {
      setReturning(true);
      goTo(index);
    },
    [goTo],
  );
  const backToSummary = useCallback(() => {
    if (!validateStep(step)) return;
    const invalid = firstInvalidStep(form.getValues(), SUMMARY_STEP);
    goTo(invalid ?? SUMMARY_STEP);
    if (invalid !== null) validateStep(invalid);
  }, [step, validateStep, goTo, form]);
  return { change, backToSummary, offered: returning && step !== SUMMARY_STEP };
}

function ApplicationWizard({ user, token, target, start, fresh }: WizardProps & { start: WizardStart; fresh: boolean }) {
  const navigate = useNavigate();
  const wizard = useWizard(start);
  const marks = usePrefillMarksState();
  const previous = usePreviousApplication(fresh);
  const summary = useSummaryReturn(wizard);
  const { send, submitting, progress } = useSubmission();
  const [popup, setPopup] = useState<PopupMessage | null>(null);
  const [done, setDone] = useState(false);
  const [refusedAs, setRefusedAs] = useState<"expired" | "removed" | null>(null);
  useDraftSaving(wizard, user.email, target, !done);
  const history = useStepHistory(wizard, !done);

  // Opening was checked before the first step (ApplicationStart); each step change asks again.
  const { recheck } = useJobStatus(target.jobpostId);
  const checkedStep = useRef(wizard.step);
  useEffect(() => {
    if (checkedStep.current === wizard.step) return;
    checkedStep.current = wizard.step;
    recheck();
  }, [wizard.step, recheck]);

  const submit = async () => {
    if (submitting || !wizard.validateAll()) return;
    const values = wizard.form.getValues();
    const result = await send({
      url: "/application/upload",
      token,
      data: { ...withoutFiles(values), jobTitle: target.jobTitle, user_id: user.id, jobpost_id: target.jobpostId },
      files: values,
    });
    if (!result) return;
    if (result.status === 201) {
      setDone(true);
      setPopup({ kind: "success", message: APPLICATION_MESSAGES.submitted });
    } else if (result.reason === "ALREADY_APPLIED") {
      setPopup({ kind: "error", message: result.error ?? APPLICATION_MESSAGES.duplicate });
    } else if (result.reason === "JOB_EXPIRED" || result.reason === "JOB_NOT_FOUND") {
      setRefusedAs(result.reason === "JOB_EXPIRED" ? "expired" : "removed");
    } else {
      setPopup({ kind: "error", message: APPLICATION_MESSAGES.failed, detail: result.error });
    }
  };

  const closePopup = useCallback(() => {
    setPopup(null);
    if (!done) return;
    const { fullName, email } = wizard.form.getValues();
    wizard.restart(emptyApplicationForm({ name: fullName, email }));
    clearDraft();
    void navigate({ to: "/" });
  }, [done, wizard, navigate]);

  if (refusedAs) return <JobClosed target={target} status={refusedAs} />;
  return (
    <SignedInApplicationContext.Provider value={true}>
      <PrefillMarksContext.Provider value={marks}>
        <SummaryNavigationContext.Provider value={summary.change}>
          <WizardForm
            heading={<h1 className="text-2xl font-bold">Applying for: {target.jobTitle}</h1>}
            wizard={{ ...wizard, back: history.back }}
            onSubmit={() => void submit()}
            submitting={submitting}
            uploadProgress={progress}
            intro={
              wizard.step === 0 ? (
                <>
                  {previous ? <LastApplicationStart previous={previous} /> : null}
                  <ResumeStart />
                </>
              ) : null
            }
            secondaryAction={
              summary.offered ? (
                <Button variant="secondary" disabled={submitting} onClick={summary.backToSummary}>
                  Back to summary
                </Button>
              ) : null
            }
          />
        </SummaryNavigationContext.Provider>
      </PrefillMarksContext.Provider>
      <ResultPopup popup={popup} onClosed={closePopup} />
    </SignedInApplicationContext.Provider>
  );
}

/**
 * Before the first step: a job already applied for ends here, and saved answers for another job
 * wait for the user's choice. The applied check is decided once, so a later refresh of the list
 * (after this very submission) cannot take the form away. A job found closed, now or on a later
 * step's check, replaces the form with the notice.
 */
function ApplicationStart(props: WizardProps) {
  const { user, target } = props;
  const applied = useAppliedJobs();
  const job = useJobStatus(target.jobpostId).status;
  const [verdict, setVerdict] = useState<"applied" | "open" | null>(null);
  const [opening, setOpening] = useState<DraftOpening>(() => openDraft(user, target));
  let decided = verdict;
  if (decided === null && applied.status !== "pending") {
    decided = applied.hasApplied(target.jobpostId) ? "applied" : "open";
    setVerdict(decided);
  }
  if (decided === null || job === "checking") return <Checking />;
  if (decided === "applied") return <AlreadyApplied target={target} />;
  if (job !== "open") return <JobClosed target={target} status={job} />;
  if (opening.kind === "other-job") {
    return (
      <DraftChoice
        jobTitle={target.jobTitle}
        draftJobTitle={opening.jobTitle}
        draftStep={opening.draft.step}
        onContinue={() => setOpening({ kind: "start", start: opening.draft, fresh: false })}
        onStartFresh={() => {
          clearDraft();
          setOpening({ kind: "start", start: opening.fresh, fresh: true });
        }}
      />
    );
  }
  return <ApplicationWizard {...props} start={opening.start} fresh={opening.fresh} />;
}

export function ApplicationWizardPage() {
  const { user, token } = useAuth();
  const state = useRouterState({ select: (s) => s.location.state });
  const [target] = useState(() => readApplyTarget(state));
  return (
    <>
      <PageTitle title={target ? `Apply for ${target.jobTitle}` : "Job application"} />
      {!user ? (
        <LoginRequired />
      ) : !target ? (
        <NoJobSelected />
      ) : (
        // A different user signing in starts afresh (and drops the previous user's draft).
        <ApplicationStart key={user.email} user={user} token={token} target={target} />
      )}
    </>
  );
}
