// /enquiry: the Candidate Enquiry Form. The same nine steps as the job application, sent to /upload
// without an account; a success popup, then the Form Submitted Successfully! panel.
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { emptyApplicationForm, withoutFiles } from "../../../../shared/application/form-values";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import { PageTitle } from "../../../components/page-title";
import { type PopupMessage, ResultPopup, useSubmission, useWizard, WizardForm } from "../../application-wizard/public";
import { clearDemoUser, readDemoUser, writeDemoUser, type DemoUser } from "../demo-user";
import { DemoAuthModal } from "./demo-auth-modal";
import { EnquiryHeader } from "./enquiry-header";
import { Button } from "../../../components/ui/button";

function SubmittedPanel({ onFillAnother }: { onFillAnother: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h2 className="text-2xl font-bold text-emerald-700 dark:text-emerald-400">Form Submitted Successfully!</h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{APPLICATION_MESSAGES.enquiryThanks}</p>
      <Button onClick={onFillAnother} className="mt-8">
        Fill Another Form
      </Button>
    </section>
  );
}

export function EnquiryPage() {
  const navigate = useNavigate();
  const [user, setUser] = useState(readDemoUser);
  const [authOpen, setAuthOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [popup, setPopup] = useState<PopupMessage | null>(null);
  const wizard = useWizard({ values: emptyApplicationForm(user ?? {}), step: 0 });
  const { send, submitting, progress } = useSubmission();

  const signedIn = useCallback(
    (next: DemoUser) => {
      writeDemoUser(next);
      setUser(next);
      const { fullName, email } = wizard.form.getValues();
      if (!fullName) wizard.form.setValue("fullName", next.name);
      if (!email) wizard.form.setValue("email", next.email);
    },
    [wizard.form],
  );

  const logout = () => {
    clearDemoUser();
    setUser(null);
    void navigate({ to: "/" });
  };

  const submit = async () => {
    if (submitting || !wizard.validateAll()) return;
    const values = wizard.form.getValues();
    const result = await send({ url: "/upload", data: withoutFiles(values), files: values });
    if (!result) return;
    if (result.status === 201) {
      setSubmitted(true);
      setPopup({ kind: "success", message: APPLICATION_MESSAGES.enquirySubmitted, detail: APPLICATION_MESSAGES.enquiryThanks });
    } else {
      setPopup({ kind: "error", message: APPLICATION_MESSAGES.failed, detail: result.error });
    }
  };

  const fillAnother = () => {
    wizard.restart(emptyApplicationForm(user ?? {}));
    setSubmitted(false);
  };

  return (
    <>
      <PageTitle title="Candidate Enquiry Form" />
      <EnquiryHeader user={user} onSignIn={() => setAuthOpen(true)} onLogout={logout} />
      <main id="main">
        {submitted ? (
          <SubmittedPanel onFillAnother={fillAnother} />
        ) : (
          <WizardForm
            heading={
              <>
                <h1 className="text-2xl font-bold">Candidate Enquiry Form</h1>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  Tell us about yourself and we will reach out about suitable roles.
                </p>
              </>
            }
            wizard={wizard}
            onSubmit={() => void submit()}
            submitting={submitting}
            uploadProgress={progress}
          />
        )}
      </main>
      <DemoAuthModal open={authOpen} onOpenChange={setAuthOpen} onSignedIn={signedIn} />
      <ResultPopup popup={popup} onClosed={useCallback(() => setPopup(null), [])} />
    </>
  );
}
