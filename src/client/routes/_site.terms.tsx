// /terms: the terms of service.
import { createFileRoute } from "@tanstack/react-router";
import { TERMS_OF_SERVICE } from "../content/legal";
import { LegalPage } from "../features/legal/components/legal-page";

export const Route = createFileRoute("/_site/terms")({
  component: () => <LegalPage section={TERMS_OF_SERVICE} />,
});
