// The account as the server keeps it: name, e-mail, role and the day it was created.
import type { Profile } from "../../../../shared/account";
import type { Role } from "../../../../shared/user";
import { formatLongDate } from "../../../lib/format-date";
import { FactList } from "./fact-list";

const ROLE_LABEL: Record<Role, string> = { user: "Candidate", hr: "HR", interviewer: "Interviewer" };

export function AccountDetails({ profile }: { profile: Profile }) {
  return (
    <FactList
      facts={[
        ["Name", profile.name],
        ["Email", profile.email],
        ["Role", ROLE_LABEL[profile.role]],
        ["Joined", formatLongDate(profile.joinedAt.slice(0, 10))],
      ]}
    />
  );
}
