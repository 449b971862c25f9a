// /apply-job: the nine-step job application. Guards: signed out → to /signin; no job chosen → back
// to the board after 2.5 s. Keeps the user's draft, sends with progress and shows the result popup.
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { emptyApplicationForm, withoutFiles } from "../../../../shared/application/form-values";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import type { PublicUser } from "../../../../shared/user";
import { useAuth } from "../../auth/auth-provider";
import { readApplyTarget, type ApplyTarget } from "../apply-target";
import { clearDraft, draftStart } from "../draft";
import { useDraftSaving } from "../use-draft-saving";
import { useSubmission } from "../use-submission";
import { useWizard } from "../use-wizard";
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
    void navigate({ to: "/signin", replace: true });
  }, [navigate]);
  return (
    <Notice>
      <p role="alert" className="text-lg font-medium">
        Please log in to apply for a job.
      </p>
      <Link to="/signin" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
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

function ApplicationWizard({ user, token, target }: { user: PublicUser; token: string | null; target: ApplyTarget }) {
  const navigate = useNavigate();
  const [start] = useState(() => draftStart(user));
  const wizard = useWizard(start);
  const { send, submitting, progress } = useSubmission();
  const [popup, setPopup] = useState<PopupMessage | null>(null);
  const [done, setDone] = useState(false);
  useDraftSaving(wizard, user.email, !done);

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
    } else if (result.status === 409) {
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

export function ApplicationWizardPage() {
  const { user, token } = useAuth();
  const state = useRouterState({ select: (s) => s.location.state });
  const [target] = useState(() => readApplyTarget(state));
  if (!user) return <LoginRequired />;
  if (!target) return <NoJobSelected />;
  // A different user signing in starts a fresh wizard (and drops the previous user's draft).
  return <ApplicationWizard key={user.email} user={user} token={token} target={target} />;
}
