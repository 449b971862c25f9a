import { createFileRoute, Link } from "@tanstack/react-router";
import { COMPANY } from "../../shared/company";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{COMPANY.name}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{COMPANY.tagline}</p>
      <Link
        to="/job-board"
        className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Explore Careers
      </Link>
    </section>
  );
}
