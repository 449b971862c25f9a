// The "Life at RFT" view: offices (the workspace carousel), culture, projects, figures, careers.
import { Link } from "@tanstack/react-router";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "../../../components/button-styles";
import { Icon } from "../../../components/icon";
import { PictureImg } from "../../../components/picture-img";
import { SectionHeading } from "../../../components/section-heading";
import { CULTURE_VALUES, PROJECTS } from "../../../content/life";
import { LifeFigures } from "./life-figures";
import { WorkspaceCarousel } from "./workspace-carousel";

const IN_PAGE_LINK = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 dark:text-indigo-300";

export function LifeView() {
  return (
    <div className="space-y-20">
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
        <a href="#offices" className={IN_PAGE_LINK}>
          Our Offices
        </a>
        <a href="#careers" className={IN_PAGE_LINK}>
          Careers
        </a>
        <Link to="/apply" className={BUTTON_PRIMARY}>
          View Open Positions
        </Link>
      </div>

      <section id="offices" aria-labelledby="offices-title" className="scroll-mt-24">
        <SectionHeading id="offices-title" eyebrow="Our Offices" title="A workspace built for focus and collaboration" />
        <div className="mx-auto mt-10 max-w-5xl">
          <WorkspaceCarousel />
        </div>
      </section>

      <section aria-labelledby="culture-title">
        <SectionHeading id="culture-title" eyebrow="Culture" title="What we value" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CULTURE_VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <h3 className="font-semibold text-slate-900 dark:text-white">{value.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-title">
        <SectionHeading id="projects-title" eyebrow="Projects" title="What we are building" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PROJECTS.map((project) => (
            <li key={project.title} className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
              <PictureImg picture={project} className="h-auto w-full" />
              <div className="p-5">
                <h3 className="font-semibold text-slate-900 dark:text-white">{project.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{project.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="figures-title" className="rounded-3xl bg-gradient-to-br from-indigo-700 to-teal-800 px-6 py-12 sm:px-10">
        <h2 id="figures-title" className="text-center text-3xl font-bold text-white">
          RFT in numbers
        </h2>
        <div className="mt-8">
          <LifeFigures />
        </div>
      </section>

      <section id="careers" aria-labelledby="careers-title" className="scroll-mt-24 text-center">
        <SectionHeading
          id="careers-title"
          eyebrow="Careers"
          title="Grow your career with us"
          lead="We hire engineers, researchers, trainers and mentors who love to learn and to teach."
        />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/apply" className={BUTTON_PRIMARY}>
            View Open Positions
            <Icon name="arrow-right" className="size-4" />
          </Link>
          <Link to="/employee-says" className={BUTTON_SECONDARY}>
            What Our Employees Say
          </Link>
        </div>
      </section>
    </div>
  );
}
