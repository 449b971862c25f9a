// "Your data requests" on a candidate's profile: ask to see, correct or erase their personal data,
// or raise a grievance (DPDP Act 2023), and follow each request to HR's reply.
import { DataRequestForm } from "./data-request-form";
import { MyDataRequests } from "./my-data-requests";
import { ProfileSection } from "./profile-section";

export function DataRequestsSection() {
  return (
    <ProfileSection title="Your data requests">
      <div className="space-y-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Ask us for a copy of your personal data, to correct or erase it, or raise a grievance about how we handled it. We confirm your
          request by e-mail with the date we will answer by, and e-mail you our reply.
        </p>
        <DataRequestForm />
        <div className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800">
          <h3 className="font-semibold text-slate-900 dark:text-white">Your requests</h3>
          <MyDataRequests />
        </div>
      </div>
    </ProfileSection>
  );
}
