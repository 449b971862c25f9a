// /profile: the signed-in user's own account, from the server (name, e-mail, role, joined date),
// for candidates their details from their latest application (personal, education, additional
// info), then edit name, change password, Sign Out (this device) and Sign out everywhere, and for
// candidates Privacy and consent (their consents; withdraw the optional one), Your data requests
// (file one, follow HR's replies) and Your data (download it, delete the account). The spec's
// locally stored profile is not used (see the accounts notes): the server is the only source.
import type { ErrorComponentProps } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { useAccount } from "../api/account";
import { InitialsAvatar } from "../../auth/public";
import { AccountDetails } from "./account-details";
import { CandidateDetails } from "./candidate-details";
import { ChangePasswordForm } from "./change-password-form";
import { DataRequestsSection } from "./data-requests-section";
import { EditNameForm } from "./edit-name-form";
import { PrivacyConsentSection } from "./privacy-consent-section";
import { ProfileSection } from "./profile-section";
import { SessionActions } from "./session-actions";
import { YourDataSection } from "./your-data-section";

export function ProfilePage() {
  // Fetched afresh by the route's loader on every visit, so a later sign-in never sees the previous user's profile.
  const profile = useAccount();

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <PageTitle title="My Profile" />
      <header className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <InitialsAvatar name={profile.name} className="size-14 text-lg" />
        <div className="min-w-0 flex-1 wrap-anywhere">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{profile.name}</h1>
          <p className="text-slate-600 dark:text-slate-400">{profile.email}</p>
        </div>
      </header>
      <ProfileSection title="Account details">
        <AccountDetails profile={profile} />
      </ProfileSection>
      {profile.role === "user" ? <CandidateDetails /> : null}
      <ProfileSection title="Edit name">
        <EditNameForm name={profile.name} />
      </ProfileSection>
      <ProfileSection title="Change password">
        <ChangePasswordForm />
      </ProfileSection>
      <ProfileSection title="Sign out">
        <SessionActions />
      </ProfileSection>
      {profile.role === "user" ? <PrivacyConsentSection /> : null}
      {profile.role === "user" ? <DataRequestsSection /> : null}
      {profile.role === "user" ? <YourDataSection /> : null}
    </section>
  );
}

/** The profile could not be loaded by the route's loader. */
export function ProfileLoadError(props: ErrorComponentProps) {
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <PageTitle title="My Profile" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">My Profile</h1>
      <RouteError {...props} message="We could not load your profile. Please try again." />
    </section>
  );
}
