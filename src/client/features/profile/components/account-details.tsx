// The account as the server keeps it: name, e-mail, role and the day it was created.
import type { Profile } from "../../../../shared/account";
import type { Role } from "../../../../shared/user";
import { formatLongDate } from "../../../lib/format-date";

const ROLE_LABEL: Record<Role, string> = { user: "Candidate", hr: "HR" };

export function AccountDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ["Name", profile.name],
    ["Email", profile.email],
    ["Role", ROLE_LABEL[profile.role]],
    ["Joined", formatLongDate(profile.joinedAt.slice(0, 10))],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="min-w-0 wrap-anywhere text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
