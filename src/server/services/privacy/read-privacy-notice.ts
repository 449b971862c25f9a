// The privacy notice's facts that come from the server: its version and the grievance officer
// named by configuration (GRIEVANCE_OFFICER_*), for tRPC privacy.notice and the server render of /privacy.
import type { Env } from "../../../infra/env.js";
import { PRIVACY_NOTICE_VERSION, type PrivacyNotice } from "../../../shared/privacy.js";

export function readPrivacyNotice(
  env: Pick<Env, "GRIEVANCE_OFFICER_NAME" | "GRIEVANCE_OFFICER_ADDRESS" | "GRIEVANCE_OFFICER_EMAIL">,
): PrivacyNotice {
  return {
    version: PRIVACY_NOTICE_VERSION,
    grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, address: env.GRIEVANCE_OFFICER_ADDRESS, email: env.GRIEVANCE_OFFICER_EMAIL },
  };
}
