// The Apply view: Explore Open Positions starts a general application (job title
// `General Application`, job post id `0`) in a new tab; signed out, it says an account is needed
// and signs in here, coming back to the application. Learn About Us opens /company in a new tab.
import { Link } from "@tanstack/react-router";
import { BUTTON_SECONDARY } from "../../../lib/button-styles";
import { Icon } from "../../../components/icon";
import { STORAGE_KEYS } from "../../../lib/storage-keys";
import { SIGN_IN_TO_APPLY } from "../../../../shared/session";
import { useSignInGate } from "../../auth/public";
import { Button } from "../../../components/ui/button";

export const GENERAL_APPLICATION = { jobTitle: "General Application", jobPostId: "0" } as const;

function startGeneralApplication(signIn: ReturnType<typeof useSignInGate>) {
  localStorage.setItem(STORAGE_KEYS.jobTitle, GENERAL_APPLICATION.jobTitle);
  localStorage.setItem(STORAGE_KEYS.jobpostId, GENERAL_APPLICATION.jobPostId);
  signIn.guard(() => window.open("/apply-job", "_blank", "noopener"), "/apply-job");
}

export function ApplyView() {
  const signIn = useSignInGate(SIGN_IN_TO_APPLY, "mx-auto mt-6 max-w-md");
  return (
    <div className="mx-auto max-w-3xl rounded-3xl bg-gradient-to-br from-indigo-50 to-teal-50 px-6 py-14 text-center ring-1 ring-slate-200 dark:from-slate-900 dark:to-slate-900 dark:ring-slate-800">
      <h2 className="text-3xl font-bold text-slate-900 dark:text-white">Join the team</h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700 dark:text-slate-300">
        Do not see the right role yet? Send us a general application and we will reach out when a position matches your skills.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => startGeneralApplication(signIn)}>
          Explore Open Positions
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </Button>
        <Link to="/company" target="_blank" rel="noopener noreferrer" className={BUTTON_SECONDARY}>
          Learn About Us
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </Link>
      </div>
      {signIn.prompt}
    </div>
  );
}
