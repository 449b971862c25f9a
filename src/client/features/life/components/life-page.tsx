// /life-at-rft: the page header, the tab dropdown and the chosen view. The testimonials view comes
// from the testimonials feature, passed in by the route.
import type { ReactNode } from "react";
import { PageTitle } from "../../../components/page-title";
import { SectionHeading } from "../../../components/section-heading";
import { LIFE_VIEWS, type LifeViewId } from "../life-views";
import { ApplyView } from "./apply-view";
import { LifeView } from "./life-view";
import { OpenPositionsView } from "./open-positions-view";
import { ViewPicker } from "./view-picker";

type LifePageProps = { view: LifeViewId; testimonialsView: ReactNode };

export function LifePage({ view, testimonialsView }: LifePageProps) {
  const label = LIFE_VIEWS.find((v) => v.id === view)?.label;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <PageTitle title={view === "life" ? "Life at RFT" : `${label} · Life at RFT`} />
      <SectionHeading
        as="h1"
        eyebrow="Life at RFT"
        title="Work that teaches, with people who care"
        lead="See where we work, what we value and what we build, and hear it from the team."
      />
      <div className="mt-8 text-center">
        <ViewPicker current={view} />
      </div>
      <div className="mt-12">
        {view === "life" && <LifeView />}
        {view === "testimonials" && testimonialsView}
        {view === "positions" && <OpenPositionsView />}
        {view === "apply" && <ApplyView />}
      </div>
    </div>
  );
}
