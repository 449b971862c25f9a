// The /insights gallery: its filter labels and its pictures, in display order. To use your own
// photos, put the files under src/client/public/media/insights/ and list them here with their size.
import { galleryPicture, type Picture } from "./picture";

export const INSIGHT_FILTERS = ["All", "Events", "Team", "Achievements", "Innovations"] as const;
export type InsightFilter = (typeof INSIGHT_FILTERS)[number];

export type InsightPicture = Picture & { category: Exclude<InsightFilter, "All"> };

export const INSIGHT_PICTURES: InsightPicture[] = [
  { ...galleryPicture("/media/insights/insight-01.svg", "Speaker presenting growth figures at an RFT tech meetup"), category: "Events" },
  { ...galleryPicture("/media/insights/insight-02.svg", "Audience at the AI for Educators workshop"), category: "Events" },
  { ...galleryPicture("/media/insights/insight-03.svg", "Panel on startup funding at incubation demo day"), category: "Events" },
  { ...galleryPicture("/media/insights/insight-04.svg", "Keynote on machine learning at the RFT annual summit"), category: "Events" },
  { ...galleryPicture("/media/insights/insight-05.svg", "Students at a hackathon kick-off talk"), category: "Events" },
  { ...galleryPicture("/media/insights/insight-06.svg", "Community evening on careers in cloud computing"), category: "Events" },
  { ...galleryPicture("/media/insights/insight-07.svg", "Engineering team planning a sprint around the table"), category: "Team" },
  { ...galleryPicture("/media/insights/insight-08.svg", "Design review with sticky notes on the wall"), category: "Team" },
  { ...galleryPicture("/media/insights/insight-09.svg", "Trainers preparing new course material together"), category: "Team" },
  { ...galleryPicture("/media/insights/insight-10.svg", "Incubation mentors meeting a founding team"), category: "Team" },
  { ...galleryPicture("/media/insights/insight-11.svg", "Weekly all-hands in the main studio"), category: "Team" },
  { ...galleryPicture("/media/insights/insight-12.svg", "Interns pairing on their first project"), category: "Team" },
  { ...galleryPicture("/media/insights/insight-13.svg", "Hackathon winners on the podium with the trophy"), category: "Achievements" },
  {
    ...galleryPicture("/media/insights/insight-14.svg", "Certificate of recognition for excellence in AI education"),
    category: "Achievements",
  },
  {
    ...galleryPicture("/media/insights/insight-15.svg", "Gold, silver and bronze medals from the national innovation challenge"),
    category: "Achievements",
  },
  { ...galleryPicture("/media/insights/insight-16.svg", "Award for the best startup incubation programme"), category: "Achievements" },
  { ...galleryPicture("/media/insights/insight-17.svg", "Community impact award presented to the RFT team"), category: "Achievements" },
  { ...galleryPicture("/media/insights/insight-18.svg", "AI chip prototype from the RFT labs"), category: "Innovations" },
  { ...galleryPicture("/media/insights/insight-19.svg", "Service robot built in the AI lab"), category: "Innovations" },
  { ...galleryPicture("/media/insights/insight-20.svg", "Neural network visualisation from a research demo"), category: "Innovations" },
  { ...galleryPicture("/media/insights/insight-21.svg", "Edge AI board designed by the hardware team"), category: "Innovations" },
  { ...galleryPicture("/media/insights/insight-22.svg", "Assistant robot from the robotics club"), category: "Innovations" },
  { ...galleryPicture("/media/insights/insight-23.svg", "Model architecture of a language-learning tutor"), category: "Innovations" },
];
