// "Privacy and consent" on a candidate's profile (me.consents): each purpose of the privacy notice
// with whether it is in force, since when and under which notice version, the optional one
// withdrawable in one click and a confirmation (me.withdrawConsent), and the record per application.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { MyConsent } from "../../../../shared/me/consents";
import {
  CONSENT_PURPOSE_TEXTS,
  CONSENT_PURPOSES,
  CONSENT_TEXTS,
  PRIVACY_PATH,
  WITHDRAWABLE_PURPOSE,
  type ConsentPurpose,
} from "../../../../shared/privacy";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { formatShortDate } from "../../../lib/format-date";
import { toast } from "../../../lib/toast";
import { useConsents, useWithdrawConsent } from "../api/consents";
import { FormAlert, rawAuthError } from "../../auth/public";
import { byApplication, summarisePurpose, type PurposeSummary } from "../consent-summary";
import { ProfileSection } from "./profile-section";

const LINK = "rounded font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300";
const MUTED = "text-sm text-slate-600 dark:text-slate-400";

const STATE_BADGES: Record<PurposeSummary["state"], { text: string; className: string }> = {
  given: { text: "Given", className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  withdrawn: { text: "Withdrawn", className: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200" },
  not_given: { text: "Not given", className: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200" },
};

function applicationsText(count: number): string {
  return count === 1 ? "1 application" : `${count} applications`;
}

function summaryText(purpose: ConsentPurpose, summary: PurposeSummary): string {
  switch (summary.state) {
    case "given": {
      const since = `${formatShortDate(summary.latest.recordedAt)} (privacy policy version ${summary.latest.noticeVersion})`;
      return purpose === "application_processing"
        ? `Given with each application you sent (${applicationsText(summary.applications)}), most recently on ${since}. It ends with the application: withdraw it on Tracking Application, or delete your account below.`
        : `Given on ${since}, for ${applicationsText(summary.applications)}. We keep them after a decision until you withdraw it.`;
    }
    case "withdrawn":
      return `Withdrawn on ${formatShortDate(summary.withdrawnAt)}. Your applications are kept only as long as the privacy policy says for everyone.`;
    case "not_given":
      return "Not given. You can give it when you next apply.";
  }
}

function WithdrawFutureOpenings() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const withdraw = useWithdrawConsent();
  const busy = withdraw.isPending;

  function changeOpen(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) setError(undefined);
  }

  async function confirm() {
    setError(undefined);
    try {
      const answer = await withdraw.mutateAsync({ purpose: WITHDRAWABLE_PURPOSE });
      setOpen(false);
      toast.success(answer.message);
    } catch (failure) {
      setError(rawAuthError(failure, CONSENT_TEXTS.withdrawFailed));
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`Withdraw consent: ${CONSENT_PURPOSE_TEXTS[WITHDRAWABLE_PURPOSE].label}`}
        className="w-full sm:w-auto"
      >
        Withdraw
      </Button>
      <Modal
        open={open}
        onOpenChange={changeOpen}
        title="Withdraw your consent?"
        description="We will stop keeping your profile for future openings. Your decided applications are then erased a year after the decision, as the privacy policy says for everyone: those decided more than a year ago, overnight."
        className="w-[calc(100vw-2rem)] max-w-md"
      >
        <div className="mt-5 space-y-4">
          <FormAlert message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Withdrawing..." : "Withdraw consent"}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}

function PurposeItem({ purpose, consents }: { purpose: ConsentPurpose; consents: readonly MyConsent[] }) {
  const text = CONSENT_PURPOSE_TEXTS[purpose];
  const summary = summarisePurpose(consents, purpose);
  const badge = STATE_BADGES[summary.state];
  return (
    <li className="space-y-2 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-medium text-slate-900 dark:text-white">{text.label}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>{badge.text}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{text.required ? "Required to apply" : "Optional"}</span>
      </div>
      <p className={MUTED}>{summaryText(purpose, summary)}</p>
      {purpose === WITHDRAWABLE_PURPOSE && summary.state === "given" ? <WithdrawFutureOpenings /> : null}
    </li>
  );
}

function rowText(row: MyConsent): string {
  if (!row.granted) return "not given";
  if (row.withdrawnAt) return `withdrawn on ${formatShortDate(row.withdrawnAt)}`;
  return "given";
}

function PerApplication({ consents }: { consents: readonly MyConsent[] }) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300">
        The record for each application
      </summary>
      <ul className="mt-3 space-y-3">
        {byApplication(consents).map((application) => (
          <li key={application.applicationId} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
            <p className="font-medium text-slate-900 wrap-anywhere dark:text-white">{application.jobTitle}</p>
            <p className="text-slate-600 dark:text-slate-400">
              Sent on {formatShortDate(application.recordedAt)}, privacy policy version {application.noticeVersion}
            </p>
            <ul className="mt-1 text-slate-700 dark:text-slate-300">
              {application.rows.map((row) => (
                <li key={row.purpose}>
                  {CONSENT_PURPOSE_TEXTS[row.purpose].label}: {rowText(row)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}

function ConsentsBody() {
  const query = useConsents();
  if (query.isPending) {
    return (
      <p role="status" className={MUTED}>
        Loading your consents...
      </p>
    );
  }
  if (query.isError) {
    return (
      <FormAlert
        message={CONSENT_TEXTS.loadFailed}
        action={
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const { consents } = query.data;
  if (consents.length === 0)
    return <p className={MUTED}>Your consents are recorded with each application you send. You have not applied yet.</p>;
  return (
    <div className="space-y-5">
      <ul className="space-y-4">
        {CONSENT_PURPOSES.map((purpose) => (
          <PurposeItem key={purpose} purpose={purpose} consents={consents} />
        ))}
      </ul>
      <PerApplication consents={consents} />
    </div>
  );
}

export function PrivacyConsentSection() {
  return (
    <ProfileSection title="Privacy and consent">
      <div className="space-y-4">
        <p className={MUTED}>
          What you agreed to when you applied, as our{" "}
          <Link to={PRIVACY_PATH} className={LINK}>
            privacy policy
          </Link>{" "}
          describes.
        </p>
        <ConsentsBody />
      </div>
    </ProfileSection>
  );
}
