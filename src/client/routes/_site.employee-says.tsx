// /employee-says: What Our Employees Say.
import { createFileRoute } from "@tanstack/react-router";
import { EmployeeSaysPage } from "../features/testimonials/components/employee-says-page";

export const Route = createFileRoute("/_site/employee-says")({
  component: EmployeeSaysPage,
});
