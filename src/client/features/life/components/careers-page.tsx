// /careers: where careers at the company start: why join, and the ways in.
import { Link } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { CheckItem } from "../../../components/check-list";
import { GridSection } from "../../../components/grid-section";
import { Icon, type IconName } from "../../../components/icon";
import { LinkCard } from "../../../components/link-card";
import { PageHeading } from "../../../components/page-heading";
import type { FileRouteTypes } from "../../../route-tree.gen";
import { CULTURE_VALUES } from "../../../content/life";

const PATHS: { to: FileRouteTypes["to"]; icon: IconName; title: string; text: string }[] = [
  { to: "/job-board", icon: "briefcase", title: "Jobs board", text: "Every open position, with filters by department, type and level." },
  { to: "/life-at-rft", icon: "community", title: "Life at RFT", text: "Our offices, culture, projects and numbers." },
  { to: "/employee-says", icon: "education", title: "What Our Employees Say", text: "Nine colleagues on working here." },
];

export function CareersPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 sm:py-20">
      <div className="text-center">
        <PageHeading path="/careers" />
        <Link to="/job-board" className={`${BUTTON_PRIMARY} mt-8`}>
          See open positions
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {PATHS.map((path) => (
          <li key={path.to}>
            <LinkCard {...path} />
          </li>
        ))}
      </ul>
      <GridSection name="why" eyebrow="Why join" title="What you can expect" items={CULTURE_VALUES} itemClassName="flex gap-3">
        {(value) => <CheckItem item={value} />}
      </GridSection>
    </div>
  );
}
