// The /life-at-rft page: workspace slides, culture values, projects, figures and open positions.
// Pictures live under src/client/public/media/life/; replace them and their sizes here.
import type { Picture } from "./picture";

const slide = (n: number, alt: string, caption: string) => ({
  src: `/media/life/workspace-${n}.svg`,
  alt,
  width: 1200,
  height: 675,
  caption,
});

export const WORKSPACE_SLIDES: (Picture & { caption: string })[] = [
  slide(1, "Open-plan office with city views", "Bright, open desks for focused work"),
  slide(2, "Lounge for breaks and informal chats", "A lounge for breaks and ideas over chai"),
  slide(3, "Meeting room with a presentation screen", "Meeting rooms for reviews and demos"),
  slide(4, "Collaboration wall and café corner", "Walls you can write on and a café corner"),
];

export const CULTURE_VALUES: { title: string; text: string }[] = [
  { title: "Learn every day", text: "A yearly learning budget, weekly tech talks and time set aside to explore." },
  { title: "Build for impact", text: "We measure our work by what students, founders and partners can do with it." },
  { title: "Own it together", text: "Small teams own their products end to end and help each other ship." },
  { title: "Be kind and direct", text: "Honest feedback, given with care, in both directions." },
  { title: "Flexible by default", text: "Hybrid work and flexible hours, with focused time protected." },
  { title: "Celebrate progress", text: "Demo days, hackathons and team outings mark every milestone." },
];

const project = (n: number, title: string, text: string) => ({
  src: `/media/life/project-${n}.svg`,
  alt: `${title} screens`,
  width: 640,
  height: 400,
  title,
  text,
});

export const PROJECTS: (Picture & { title: string; text: string })[] = [
  project(1, "EduMentor AI", "An adaptive tutor that suggests the next exercise from each student's progress."),
  project(2, "Campus Connect", "A portal where universities and companies co-run courses and internships."),
  project(3, "LaunchPad", "The tracker our incubation centre uses to guide startups from idea to funding."),
  project(4, "EventHub", "Registration, schedules and check-in for our meetups, summits and hackathons."),
  project(5, "SkillGraph", "Skills analytics that show trainers where a cohort needs more practice."),
  project(6, "CodeCamp Studio", "A browser coding environment with auto-graded assignments for trainings."),
];

/** Counted up from 0 over 2 s when the figures scroll into view (spec doc 1 §9). */
export const LIFE_FIGURES: { target: number; suffix: string; label: string }[] = [
  { target: 500, suffix: "+", label: "Students trained" },
  { target: 150, suffix: "+", label: "Projects delivered" },
  { target: 25, suffix: "+", label: "Partner institutions" },
  { target: 99, suffix: "%", label: "Client satisfaction" },
];

export const OPEN_POSITIONS: { title: string; location: string; experience: string; summary: string }[] = [
  {
    title: "Frontend Developer",
    location: "Remote",
    experience: "2+ years",
    summary: "Build accessible, fast interfaces for our learning and incubation products with React and TypeScript.",
  },
  {
    title: "Backend Developer",
    location: "Bangalore",
    experience: "3+ years",
    summary: "Design the APIs, data models and queues behind our platforms, with Node.js and PostgreSQL.",
  },
];
