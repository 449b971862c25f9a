// The "Life at RFT" view: offices (the workspace carousel), culture, projects, figures, careers.
import { Link } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { CareerLinks } from "../../../components/career-links";
import { GridSection } from "../../../components/grid-section";
import { PictureImg } from "../../../components/picture-img";
import { SectionHeading } from "../../../components/section-heading";
import { CULTURE_VALUES, PROJECTS } from "../../../content/life";
import { LifeFigures } from "./life-figures";
import { WorkspaceCarousel } from "./workspace-carousel";

const CARD = "rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";

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

      <GridSection name="culture" eyebrow="Culture" title="What we value" items={CULTURE_VALUES} itemClassName={`${CARD} p-6`}>
        {(value) => (
          <>
            <h3 className="font-semibold text-slate-900 dark:text-white">{value.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{value.text}</p>
          </>
        )}
      </GridSection>

      <GridSection
        name="projects"
        eyebrow="Projects"
        title="What we are building"
        items={PROJECTS}
        itemClassName={`${CARD} overflow-hidden`}
      >
        {(project) => (
          <>
            <PictureImg picture={project} className="h-auto w-full" />
            <div className="p-5">
              <h3 className="font-semibold text-slate-900 dark:text-white">{project.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{project.text}</p>
            </div>
          </>
        )}
      </GridSection>

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
        <CareerLinks to="/apply" label="View Open Positions" className="mt-8" />
      </section>
    </div>
  );
}
