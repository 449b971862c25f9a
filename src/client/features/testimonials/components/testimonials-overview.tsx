// The testimonials view of /life-at-rft: the nine cards, the one-liners, two figures and a link to
// the full /employee-says page.
import { Link } from "@tanstack/react-router";
import { BUTTON_SECONDARY } from "../../../lib/button-styles";
import { Icon } from "../../../components/icon";
import { TESTIMONIAL_STATS } from "../../../content/testimonials";
import { OneLinerRotator } from "./one-liner-rotator";
import { StatTiles } from "./stat-tiles";
import { TestimonialGrid } from "./testimonial-grid";

export function TestimonialsOverview() {
  return (
    <div className="space-y-12">
      <TestimonialGrid showRating={false} />
      <OneLinerRotator />
      <StatTiles stats={[TESTIMONIAL_STATS.satisfaction, TESTIMONIAL_STATS.rating]} />
      <div className="text-center">
        <Link to="/employee-says" className={BUTTON_SECONDARY}>
          Read all employee stories
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
