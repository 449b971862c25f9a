// Withdraw, on an application HR has not decided yet: a confirmation first, then me.withdraw. The
// server answers the application as it now is, which replaces it in the list; a refusal (already
// withdrawn, decided meanwhile) shows the server's message under the button.
import { useState } from "react";
import type { MyApplication } from "../../../../shared/me/applications";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useWithdrawApplication } from "../api/my-applications";
import { AuthDialog, FormAlert, rawAuthError } from "../../auth/public";

const WITHDRAW_FAILED = "Your application could not be withdrawn. Please try again.";

export const withdrawnToast = (jobTitle: string) => `Your application for ${jobTitle} has been withdrawn.`;

export function WithdrawApplication({ application }: { application: MyApplication }) {
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setError(undefined);
    try {
      await withdraw.mutateAsync({ applicationId: application.id });
      setConfirming(false);
      toast.success(withdrawnToast(application.jobTitle));
    } catch (failure) {
      setConfirming(false);
      setError(rawAuthError(failure, WITHDRAW_FAILED));
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={withdraw.isPending} className="w-full sm:w-auto">
        {withdraw.isPending ? "Withdrawing..." : "Withdraw application"}
      </Button>
      <FormAlert message={error} />
      <AuthDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw this application?"
        description={`Your application for ${application.jobTitle} will be withdrawn and HR will not consider it any more. This cannot be undone.`}
      >
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={withdraw.isPending}>
          {withdraw.isPending ? "Withdrawing..." : "Yes, withdraw"}
        </Button>
      </AuthDialog>
    </div>
  );
}
