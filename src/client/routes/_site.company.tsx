// /company: about the company (opened in a new tab from "Learn About Us").
import { createFileRoute } from "@tanstack/react-router";
import { CompanyPage } from "../features/home/components/company-page";

export const Route = createFileRoute("/_site/company")({
  component: CompanyPage,
});
