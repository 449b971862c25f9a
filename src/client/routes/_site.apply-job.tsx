// /apply-job: the nine-step job application.
import { createFileRoute } from "@tanstack/react-router";
import { ApplicationWizardPage } from "../features/application-wizard/components/application-wizard-page";

export const Route = createFileRoute("/_site/apply-job")({
  component: ApplicationWizardPage,
});
