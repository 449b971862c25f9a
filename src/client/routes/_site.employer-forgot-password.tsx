// /employer-forgot-password: the employer's three-step password reset.
import { createFileRoute } from "@tanstack/react-router";
import { PasswordResetFlow } from "../features/auth/components/password-reset-flow";

export const Route = createFileRoute("/_site/employer-forgot-password")({
  component: () => <PasswordResetFlow audience="employer" />,
});
