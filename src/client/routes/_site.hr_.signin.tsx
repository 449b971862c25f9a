// /hr/signin: HR sign-in, outside the guarded HR layout; success goes to /hr.
import { createFileRoute } from "@tanstack/react-router";
import { HrSignInPage } from "../features/auth/components/login-pages";

export const Route = createFileRoute("/_site/hr_/signin")({
  component: HrSignInPage,
});
