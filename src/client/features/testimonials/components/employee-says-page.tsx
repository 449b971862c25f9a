// /employee-says: What Our Employees Say, with ratings, the one-liners and four figures.
import { PageTitle } from "../../../components/page-title";
import { SectionHeading } from "../../../components/section-heading";
import { TESTIMONIAL_STATS } from "../../../content/testimonials";
import { OneLinerRotator } from "./one-liner-rotator";
import { StatTiles } from "./stat-tiles";
import { TestimonialGrid } from "./testimonial-grid";

const STATS = [TESTIMONIAL_STATS.satisfaction, TESTIMONIAL_STATS.rating, TESTIMONIAL_STATS.retention, TESTIMONIAL_STATS.tenure];

export function EmployeeSaysPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 sm:py-20">
      <PageTitle title="What Our Employees Say" />
      <SectionHeading
        as="h1"
        eyebrow="Careers"
        title="What Our Employees Say"
        lead="Engineers, researchers, trainers and mentors on what it is like to work at RFT."
      />
      <StatTiles stats={STATS} />
      <TestimonialGrid showRating />
      <OneLinerRotator />
    </div>
  );
}
