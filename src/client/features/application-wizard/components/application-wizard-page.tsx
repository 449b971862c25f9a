// /apply-job: the nine-step job application. Guards: signed out → to /signin; no job chosen → back
// to the board after 2.5 s; a job already applied for → said at once, no steps; saved answers for
// another job → the user chooses. Keeps the user's draft, sends with progress and shows the result popup.
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { emptyApplicationForm, withoutFiles } from "../../../../shared/application/form-values";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import type { PublicUser } from "../../../../shared/user";
import { PageTitle } from "../../../components/page-title";
import { useAuth } from "../../auth/auth-provider";
import { readApplyTarget, type ApplyTarget } from "../apply-target";
import { clearDraft, openDraft, type DraftOpening } from "../draft";
import { useAppliedJobs } from "../use-applied-jobs";
import { useDraftSaving } from "../use-draft-saving";
import { useSubmission } from "../use-submission";
import { useWizard, type WizardStart } from "../use-wizard";
import { DraftChoice } from "./draft-choice";
import { ResultPopup, type PopupMessage } from "./result-popup";
import { WizardForm } from "./wizard-form";

export const NO_JOB_REDIRECT_MS = 2500;

function Notice({ children }: { children: React.ReactNode }) {
  return <section className="mx-auto max-w-xl px-4 py-24 text-center">{children}</section>;
}

function LoginRequired() {
  const navigate = useNavigate();
  useEffect(() => {
    // Signed out (also right after a logout): the draft must not outlive the session.
    clearDraft();
    // Back here after signing in: the chosen job is still in local storage.
    void navigate({ to: "/signin", search: { redirect: "/apply-job" }, replace: true });
  }, [navigate]);
  return (
    <Notice>
      <p role="alert" className="text-lg font-medium">
        Please log in to apply for a job.
      </p>
      <Link
        to="/signin"
        search={{ redirect: "/apply-job" }}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Go to Login
      </Link>
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

type WizardProps = { user: PublicUser; token: string | null; target: ApplyTarget };

function ApplicationWizard({ user, token, target, start }: WizardProps & { start: WizardStart }) {
  const navigate = useNavigate();
  const wizard = useWizard(start);
  const { send, submitting, progress } = useSubmission();
  const [popup, setPopup] = useState<PopupMessage | null>(null);
  const [done, setDone] = useState(false);
  useDraftSaving(wizard, user.email, target, !done);

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

  return (
    <>
      <WizardForm
        heading={<h1 className="text-2xl font-bold">Applying for: {target.jobTitle}</h1>}
        wizard={wizard}
        onSubmit={() => void submit()}
        submitting={submitting}
        uploadProgress={progress}
      />
      <ResultPopup popup={popup} onClosed={closePopup} />
    </>
  );
}

/**
 * Before the first step: a job already applied for ends here, and saved answers for another job
 * wait for the user's choice. The applied check is decided once, so a later refresh of the list
 * (after this very submission) cannot take the form away.
 */
function ApplicationStart(props: WizardProps) {
  const { user, target } = props;
  const applied = useAppliedJobs();
  const [verdict, setVerdict] = useState<"applied" | "open" | null>(null);
  const [opening, setOpening] = useState<DraftOpening>(() => openDraft(user, target));
  let decided = verdict;
  if (decided === null && applied.status !== "pending") {
    decided = applied.hasApplied(target.jobpostId) ? "applied" : "open";
    setVerdict(decided);
  }
  if (decided === null) return <Checking />;
  if (decided === "applied") return <AlreadyApplied target={target} />;
  if (opening.kind === "other-job") {
    return (
      <DraftChoice
        jobTitle={target.jobTitle}
        draftJobTitle={opening.jobTitle}
        draftStep={opening.draft.step}
        onContinue={() => setOpening({ kind: "start", start: opening.draft })}
        onStartFresh={() => {
          clearDraft();
          setOpening({ kind: "start", start: opening.fresh });
        }}
      />
    );
  }
  return <ApplicationWizard {...props} start={opening.start} />;
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
