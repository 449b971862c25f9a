// /profile: the signed-in user's own account, from the server (name, e-mail, role, joined date),
// with edit name, change password, Sign Out (this device) and Sign out everywhere. The spec's
// locally stored profile is not used (see the accounts notes): the server is the only source.
import { BUTTON_SECONDARY } from "../../../components/button-styles";
import { PageTitle } from "../../../components/page-title";
import { trpc } from "../../../lib/trpc";
import { InitialsAvatar } from "../../auth/components/account-badge";
import { AccountDetails } from "./account-details";
import { ChangePasswordForm } from "./change-password-form";
import { EditNameForm } from "./edit-name-form";
import { ProfileSection } from "./profile-section";
import { SessionActions } from "./session-actions";

export function ProfilePage() {
  // Dropped once the page is left, so a later sign-in never sees the previous user's profile.
  const profile = trpc.auth.profile.useQuery(undefined, { gcTime: 0 });

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <PageTitle title="My Profile" />
      {profile.data ? (
        <>
          <header className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <InitialsAvatar name={profile.data.name} className="size-14 text-lg" />
            <div className="min-w-0 flex-1 wrap-anywhere">
              <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{profile.data.name}</h1>
              <p className="text-slate-600 dark:text-slate-400">{profile.data.email}</p>
            </div>
          </header>
          <ProfileSection title="Account details">
            <AccountDetails profile={profile.data} />
          </ProfileSection>
          <ProfileSection title="Edit name">
            <EditNameForm name={profile.data.name} />
          </ProfileSection>
          <ProfileSection title="Change password">
            <ChangePasswordForm />
          </ProfileSection>
          <ProfileSection title="Sign out">
            <SessionActions />
          </ProfileSection>
        </>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">My Profile</h1>
          {profile.isError ? (
            <div className="mt-3 space-y-4">
              <p role="alert" className="text-red-700 dark:text-red-400">
                We could not load your profile. Please try again.
              </p>
              <button type="button" onClick={() => void profile.refetch()} className={BUTTON_SECONDARY}>
                Try again
              </button>
            </div>
          ) : (
            <p role="status" className="mt-3 text-slate-600 dark:text-slate-400">
              Loading your profile…
            </p>
          )}
        </div>
      )}
    </section>
  );
}
