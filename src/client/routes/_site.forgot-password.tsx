// /forgot-password: the candidate's three-step password reset.
import { createFileRoute } from "@tanstack/react-router";
import { PasswordResetFlow } from "../features/auth/components/password-reset-flow";

export const Route = createFileRoute("/_site/forgot-password")({
  component: () => <PasswordResetFlow audience="candidate" />,
});
