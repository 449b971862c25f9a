// The home page's words: services, mission, vision, reasons, What We Do panels and teams.
import type { Picture } from "./picture";

export const SERVICES: {
  title: string;
  text: string;
  icon: "education" | "incubation" | "events" | "university" | "consulting" | "community";
}[] = [
  {
    icon: "education",
    title: "AI-Powered Education",
    text: "Courses and tutoring tools that adapt to each learner, built with educators.",
  },
  { icon: "incubation", title: "Startup Incubation", text: "Mentoring, workspace and investor access for early-stage founders." },
  { icon: "events", title: "Event Organization", text: "Hackathons, meetups and summits that bring the tech community together." },
  {
    icon: "university",
    title: "University Collaboration",
    text: "Programmes co-designed with universities, from labs to industry projects.",
  },
  { icon: "consulting", title: "Tech Consulting", text: "Architecture, AI adoption and delivery support for teams of any size." },
  { icon: "community", title: "Community Building", text: "Clubs, forums and open sessions where learners and builders grow together." },
];

export const MISSION =
  "To make world-class technology education and entrepreneurship support accessible to every student and founder, using AI to personalise how people learn and build.";

export const VISION = "A future where talent from every town has the skills, mentors and networks to create technology that matters.";

export const ABOUT_PICTURE: Picture = {
  src: "/media/life/workspace-3.svg",
  alt: "Team meeting around a table in front of a presentation screen",
  width: 1200,
  height: 675,
};

export const REASONS: { title: string; text: string }[] = [
  { title: "Practitioners who teach", text: "Our trainers and mentors build products every day." },
  { title: "Learning by building", text: "Every course and programme ends in a real project." },
  { title: "An open network", text: "Universities, startups and companies in one community." },
  { title: "Measurable outcomes", text: "We track skills, placements and launches, and share them." },
];

export type WhatWeDoPanel = { id: "incubation" | "ai-labs" | "trainings"; title: string; text: string; points: string[]; picture: Picture };

export const WHAT_WE_DO: WhatWeDoPanel[] = [
  {
    id: "incubation",
    title: "Incubation Centre",
    text: "We help first-time founders turn ideas into companies: a six-month track with mentors, workspace and a demo day with investors.",
    points: ["Weekly mentor sessions", "Workspace and cloud credits", "Investor and partner introductions"],
    picture: { src: "/media/home/incubation.svg", alt: "Founders working with mentors at the incubation centre", width: 800, height: 600 },
  },
  {
    id: "ai-labs",
    title: "AI Labs",
    text: "Our labs research and prototype AI for education and industry, and open their projects to students and partners.",
    points: ["Applied research projects", "Shared GPU lab cluster", "Open-source tools for educators"],
    picture: { src: "/media/home/ai-labs.svg", alt: "Neural network experiment in the AI lab", width: 800, height: 600 },
  },
  {
    id: "trainings",
    title: "Trainings",
    text: "Hands-on trainings for students and professionals, from programming basics to machine learning in production.",
    points: ["Beginner to advanced tracks", "Live projects with feedback", "Certificates valued by partners"],
    picture: { src: "/media/home/trainings.svg", alt: "Hands-on coding training in a classroom", width: 800, height: 600 },
  },
];

export const TEAMS: { name: string; text: string }[] = [
  { name: "Engineering", text: "Builds our learning platforms, tools and client projects." },
  { name: "AI Research", text: "Explores new models and turns them into classroom tools." },
  { name: "Training", text: "Designs and teaches our courses and university programmes." },
  { name: "Incubation", text: "Mentors founders and runs the startup programme." },
  { name: "Events & Community", text: "Organises hackathons, meetups and the annual summit." },
  { name: "People & Operations", text: "Hires, supports and grows everyone at RFT." },
];
