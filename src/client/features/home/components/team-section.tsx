// The team anchor (#team): the teams that make up the company, with links to the careers pages.
import { CareerLinks } from "../../../components/career-links";
import { SectionHeading } from "../../../components/section-heading";
import { TEAMS } from "../../../content/home";

export function TeamSection() {
  return (
    <section id="team" aria-labelledby="team-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="team-title"
          eyebrow="Our Team"
          title="The people behind RFT"
          lead="Six teams of engineers, researchers, trainers and mentors, working side by side."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEAMS.map((team) => (
            <li key={team.name} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <h3 className="font-semibold text-slate-900 dark:text-white">{team.name}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{team.text}</p>
            </li>
          ))}
        </ul>
        <CareerLinks to="/life-at-rft" label="Life at RFT" className="mt-10" />
      </div>
    </section>
  );
}
