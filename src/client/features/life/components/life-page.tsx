// /life-at-rft: the page header, the tab dropdown and the chosen view. The testimonials view comes
// from the testimonials feature, passed in by the route.
import type { ReactNode } from "react";
import { PageHeading } from "../../../components/page-heading";
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
      <PageHeading path="/life-at-rft" pageTitle={view === "life" ? "Life at RFT" : `${label} · Life at RFT`} />
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
