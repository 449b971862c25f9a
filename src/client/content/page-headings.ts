// The headers of the public pages (their tab title, eyebrow, h1 and lead), by path: the pages
// show them and the e2e tests find the pages by their h1.
export type PageIntro = { pageTitle: string; eyebrow: string; title: string; lead: string };

export const HOME_HEADING = "Learn, build and launch with AI";

export const PAGE_INTROS = {
  "/insights": {
    pageTitle: "Insights",
    eyebrow: "Insights",
    title: "Moments from our community",
    lead: "Events, teams, achievements and innovations from life at RFT. Open any picture to see it larger or download it.",
  },
  "/life-at-rft": {
    pageTitle: "Life at RFT",
    eyebrow: "Life at RFT",
    title: "Work that teaches, with people who care",
    lead: "See where we work, what we value and what we build, and hear it from the team.",
  },
  "/employee-says": {
    pageTitle: "What Our Employees Say",
    eyebrow: "Careers",
    title: "What Our Employees Say",
    lead: "Engineers, researchers, trainers and mentors on what it is like to work at RFT.",
  },
  "/careers": {
    pageTitle: "Careers",
    eyebrow: "Careers",
    title: "Build the future of learning with us",
    lead: "We are a young company with a big mission. Join engineers, researchers, trainers and mentors who turn AI into opportunities for students and founders.",
  },
} satisfies Record<string, PageIntro>;
