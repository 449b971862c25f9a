// /privacy: the privacy policy.
import { createFileRoute } from "@tanstack/react-router";
import { PRIVACY_POLICY } from "../content/legal";
import { LegalPage } from "../features/legal/components/legal-page";

export const Route = createFileRoute("/_site/privacy")({
  component: () => <LegalPage section={PRIVACY_POLICY} />,
});
