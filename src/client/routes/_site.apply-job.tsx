// /apply-job: the nine-step job application; ?step=N is the step shown (a history entry per step).
import { createFileRoute } from "@tanstack/react-router";
import { ApplicationWizardPage } from "../features/application-wizard/components/application-wizard-page";
import { stepSearchSchema } from "../features/application-wizard/step-search";

export const Route = createFileRoute("/_site/apply-job")({
  validateSearch: stepSearchSchema,
  component: ApplicationWizardPage,
});
