// /employers-login: employer (HR) login; success goes to /hr.
import { createFileRoute } from "@tanstack/react-router";
import { EmployerLoginPage } from "../features/auth/components/login-pages";

export const Route = createFileRoute("/_site/employers-login")({
  component: EmployerLoginPage,
});
