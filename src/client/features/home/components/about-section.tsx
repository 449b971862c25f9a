// About the company: mission, vision and four reasons to choose it.
import { COMPANY } from "../../../../shared/company";
import { CheckList } from "../../../components/check-list";
import { PictureImg } from "../../../components/picture-img";
import { SectionHeading } from "../../../components/section-heading";
import { ABOUT_PICTURE, MISSION, REASONS, VISION } from "../../../content/home";

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-title"
            align="left"
            eyebrow="About us"
            title={`Why ${COMPANY.name}`}
            lead="Since 2024 we have brought educators, engineers and founders together to make technology skills and startup support available to everyone."
          />
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <Statement title="Our Mission" text={MISSION} />
            <Statement title="Our Vision" text={VISION} />
          </div>
        </div>
        <div>
          <PictureImg picture={ABOUT_PICTURE} className="h-auto w-full rounded-2xl shadow-lg" />
          <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">Four reasons to choose us</h3>
          <CheckList items={REASONS} className="mt-4 grid gap-4 sm:grid-cols-2" compact />
        </div>
      </div>
    </section>
  );
}

function Statement({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold text-brand-700 dark:text-indigo-300">{title}</h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  );
}
