// /employee-says: What Our Employees Say, with ratings, the one-liners and four figures.
import { PageHeading } from "../../../components/page-heading";
import { TESTIMONIAL_STATS } from "../../../content/testimonials";
import { OneLinerRotator } from "./one-liner-rotator";
import { StatTiles } from "./stat-tiles";
import { TestimonialGrid } from "./testimonial-grid";

const STATS = [TESTIMONIAL_STATS.satisfaction, TESTIMONIAL_STATS.rating, TESTIMONIAL_STATS.retention, TESTIMONIAL_STATS.tenure];

export function EmployeeSaysPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 sm:py-20">
      <PageHeading path="/employee-says" />
      <StatTiles stats={STATS} />
      <TestimonialGrid showRating />
      <OneLinerRotator />
    </div>
  );
}
