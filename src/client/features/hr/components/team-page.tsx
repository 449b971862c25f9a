// /hr/team: the hiring team. HR invites a colleague (name and e-mail: they are mailed a code that
// sets their password), sees every interviewer with when they were invited, whether they set a
// password and whether they are active, and deactivates one after a confirmation (their sessions
// end at once). Reached from the HR dashboard's tile: the navigation bar has no room left.
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { Button } from "../../../components/ui/button";
import { useDeactivateMember, useTeam } from "../api/team";
import { TEAM_TEXTS, type TeamMember } from "../../../../shared/team";
import { serverMessage } from "../../../lib/error-message";
import { useFlashMessage } from "../hooks/use-flash-message";
import { HrDialog } from "./hr-dialog";
import { InviteInterviewerForm } from "./invite-interviewer-form";
import { BackLink, EmptyState, ErrorState, FlashMessage, LoadingState } from "./page-states";
import { TeamTable } from "./team-table";

const DEACTIVATE_FAILED = "Failed to deactivate the interviewer.";

/** The list could not be loaded by the route's loader. */
export function TeamError(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={serverMessage(props.error, TEAM_TEXTS.fetchFailed)}>
      <BackLink to="/hr">Back to HR Dashboard</BackLink>
    </RouteError>
  );
}

export function TeamPage() {
  const list = useTeam();
  const [message, showMessage] = useFlashMessage();
  const [confirming, setConfirming] = useState<TeamMember | null>(null);

  return (
    <section>
      <PageTitle title="Hiring team" />
      <h1 className="text-2xl font-bold sm:text-3xl">Hiring team</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Colleagues who interview candidates. They sign in on the employer login and see only the interviews they are on, with those
        candidates&rsquo; profiles and resumes.
      </p>
      <div className="mt-6">
        <InviteInterviewerForm onInvited={(answer) => showMessage(answer.message)} />
      </div>
      <h2 className="mt-8 text-lg font-semibold">Interviewers</h2>
      <div className="mt-3" aria-busy={list.isFetching}>
        <FlashMessage message={message} />
        {list.isPending ? (
          <LoadingState text="Loading the hiring team..." />
        ) : list.isError ? (
          <ErrorState message={serverMessage(list.error, TEAM_TEXTS.fetchFailed)}>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </ErrorState>
        ) : list.data.data.length === 0 ? (
          <EmptyState text={TEAM_TEXTS.empty} />
        ) : (
          <TeamTable members={list.data.data} onDeactivate={setConfirming} />
        )}
      </div>
      <DeactivateDialog
        key={confirming?.id ?? "none"}
        member={confirming}
        onClose={() => setConfirming(null)}
        onDone={(text) => {
          setConfirming(null);
          showMessage(text);
        }}
      />
    </section>
  );
}

type DialogProps = { member: TeamMember | null; onClose: () => void; onDone: (message: string) => void };

function DeactivateDialog({ member, onClose, onDone }: DialogProps) {
  const deactivate = useDeactivateMember();
  const [error, setError] = useState<string | null>(null);
  if (!member) return null;
  const busy = deactivate.isPending;

  const confirm = async () => {
    setError(null);
    try {
      const answer = await deactivate.mutateAsync({ id: member.id });
      onDone(answer.message);
    } catch (failure) {
      setError(serverMessage(failure, DEACTIVATE_FAILED));
    }
  };

  return (
    <HrDialog
      open
      onOpenChange={(next) => !next && !busy && onClose()}
      title={`Deactivate ${member.name}?`}
      description={`${member.name} (${member.email}) is signed out at once, cannot sign in again and cannot be put on new interviews. Their scorecards stay. You can invite them again later.`}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Deactivating..." : "Deactivate"}
          </Button>
        </>
      }
    />
  );
}
