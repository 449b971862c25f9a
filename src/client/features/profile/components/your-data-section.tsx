// "Your data" on a candidate's profile: download everything kept about them, or erase the account.
import { DeleteAccount } from "./delete-account";
import { DownloadMyData } from "./download-my-data";
import { ProfileSection } from "./profile-section";

export function YourDataSection() {
  return (
    <ProfileSection title="Your data">
      <div className="space-y-6">
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Download a ZIP file with your account, your applications with everything you entered, their round history, the e-mails we sent
            you and the documents you uploaded.
          </p>
          <DownloadMyData />
        </div>
        <div className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Deleting your account erases your account, the personal details of your applications and the documents you uploaded.
          </p>
          <DeleteAccount />
        </div>
      </div>
    </ProfileSection>
  );
}
