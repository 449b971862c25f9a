// /privacy: the privacy policy, which is also the notice consents are given under: its version, the
// purposes, retention, how to withdraw consent and make a request, and the grievance officer, whose
// name and address come from the server's configuration (privacy.notice, loaded by the route).
import { PRIVACY_POLICY, PRIVACY_POLICY_PARTS } from "../../../content/legal";
import { usePrivacyNotice } from "../api/privacy-notice";
import { LEGAL_LINK_CLASS, LegalPage } from "./legal-page";

export function PrivacyPage() {
  const notice = usePrivacyNotice();
  const officer = notice.grievanceOfficer;
  return (
    <LegalPage section={PRIVACY_POLICY} version={notice.version}>
      {PRIVACY_POLICY_PARTS.map((part) => (
        <section key={part.heading} className="space-y-4 pt-4">
          <h2 className="text-2xl font-semibold text-slate-900 dark:text-white">{part.heading}</h2>
          {part.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
      <section aria-labelledby="grievance-officer" className="space-y-4 pt-4">
        <h2 id="grievance-officer" className="text-2xl font-semibold text-slate-900 dark:text-white">
          Grievance officer
        </h2>
        <p>For a complaint or a request about your personal data, write to our grievance officer:</p>
        <address className="not-italic">
          <span className="block font-medium text-slate-900 dark:text-white">{officer.name}</span>
          <span className="block">{officer.address}</span>
          <a href={`mailto:${officer.email}`} className={LEGAL_LINK_CLASS}>
            {officer.email}
          </a>
        </address>
      </section>
    </LegalPage>
  );
}
