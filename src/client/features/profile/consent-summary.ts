// What the profile says about each consent purpose, from the per-application rows (newest first):
// in force (given and not withdrawn on some application), withdrawn, or never given.
import type { MyConsent } from "../../../shared/me/consents";
import type { ConsentPurpose } from "../../../shared/privacy";

export type PurposeSummary =
  { state: "given"; latest: MyConsent; applications: number } | { state: "withdrawn"; withdrawnAt: string } | { state: "not_given" };

export function summarisePurpose(consents: readonly MyConsent[], purpose: ConsentPurpose): PurposeSummary {
  const rows = consents.filter((row) => row.purpose === purpose && row.granted);
  const inForce = rows.filter((row) => row.withdrawnAt === null);
  const [latest] = inForce;
  if (latest) return { state: "given", latest, applications: inForce.length };
  const withdrawnAt = rows.reduce<string | null>(
    (last, row) => (row.withdrawnAt && (!last || row.withdrawnAt > last) ? row.withdrawnAt : last),
    null,
  );
  return withdrawnAt ? { state: "withdrawn", withdrawnAt } : { state: "not_given" };
}

export type ApplicationConsents = { applicationId: number; jobTitle: string; recordedAt: string; noticeVersion: string; rows: MyConsent[] };

/** The rows grouped by application, in the answer's order (newest first). */
export function byApplication(consents: readonly MyConsent[]): ApplicationConsents[] {
  const groups = new Map<number, ApplicationConsents>();
  for (const row of consents) {
    const group = groups.get(row.applicationId);
    if (group) group.rows.push(row);
    else
      groups.set(row.applicationId, {
        applicationId: row.applicationId,
        jobTitle: row.jobTitle,
        recordedAt: row.recordedAt,
        noticeVersion: row.noticeVersion,
        rows: [row],
      });
  }
  return [...groups.values()];
}
