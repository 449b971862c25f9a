// The two programme pages, /mdu and /crd: their facts, cards and galleries. To use your own photos,
// put them under src/client/public/media/programmes/ and list them here with their size.
import { galleryPicture, type Picture } from "./picture";

export type ProgrammeCard = { title: string; text: string };

export type Programme = {
  slug: "mdu" | "crd";
  eyebrow: string;
  title: string;
  intro: string;
  stats: { value: string; label: string }[];
  features: ProgrammeCard[];
  highlights: ProgrammeCard[];
  gallery: Picture[];
};

export const PROGRAMMES: Record<Programme["slug"], Programme> = {
  mdu: {
    slug: "mdu",
    eyebrow: "University AI Programme",
    title: "Applied AI with our university partners",
    intro:
      "An eight-week programme for university students: the foundations of machine learning, building AI agents and a real industry project, taught by practitioners alongside your academic curriculum.",
    stats: [
      { value: "100+", label: "Students" },
      { value: "15+", label: "Projects" },
      { value: "5+", label: "Experts" },
      { value: "8", label: "Weeks" },
    ],
    features: [
      { title: "Machine Learning", text: "Regression, classification and model evaluation, from clean data to a deployed model." },
      { title: "AI Agents", text: "Design agents that plan, call tools and work with language models safely." },
      { title: "Industry Projects", text: "Build a project scoped with a partner company and present it at demo day." },
      { title: "Academic", text: "Credit-friendly modules aligned with the university syllabus and assessments." },
    ],
    highlights: [
      { title: "Weekly labs", text: "Hands-on sessions every week with mentors in the room." },
      { title: "Mentor reviews", text: "Code and project reviews by engineers from the industry." },
      { title: "Demo day", text: "Present your project to faculty, founders and hiring teams." },
      { title: "Certificate", text: "A completion certificate recognised by our partner companies." },
    ],
    gallery: [
      galleryPicture("/media/programmes/mdu-01.svg", "Opening lecture of the university AI programme"),
      galleryPicture("/media/programmes/mdu-02.svg", "Students coding their first machine-learning model"),
      galleryPicture("/media/programmes/mdu-03.svg", "Instructor explaining how a neural network learns"),
      galleryPicture("/media/programmes/mdu-04.svg", "Lab session on data visualisation"),
      galleryPicture("/media/programmes/mdu-05.svg", "Students presenting their AI agent project"),
      galleryPicture("/media/programmes/mdu-06.svg", "Team building a chatbot for the campus help desk"),
      galleryPicture("/media/programmes/mdu-07.svg", "Mentor reviewing an industry project with students"),
      galleryPicture("/media/programmes/mdu-08.svg", "Guest talk by an industry expert"),
      galleryPicture("/media/programmes/mdu-09.svg", "Hands-on session with a robotics kit"),
      galleryPicture("/media/programmes/mdu-10.svg", "Neural network experiment from week four"),
      galleryPicture("/media/programmes/mdu-11.svg", "Project showcase day"),
      galleryPicture("/media/programmes/mdu-12.svg", "Certificates for the graduating cohort"),
      galleryPicture("/media/programmes/mdu-13.svg", "Top projects of the cohort on stage"),
    ],
  },
  crd: {
    slug: "crd",
    eyebrow: "Research & Development Programme",
    title: "Research-grade AI, built hands-on",
    intro:
      "A ten-week programme on the research side of AI: reading papers, running experiments on our lab cluster and shipping a research prototype with a team of experts.",
    stats: [
      { value: "200+", label: "Students" },
      { value: "25+", label: "Projects" },
      { value: "8+", label: "Experts" },
      { value: "10", label: "Weeks" },
    ],
    features: [
      { title: "Machine Learning", text: "Deep learning, computer vision and experiment design on real datasets." },
      { title: "AI Agents", text: "Multi-agent systems, evaluation and the research questions behind them." },
      { title: "Industry Projects", text: "Research problems brought by partner companies, with their data and feedback." },
      { title: "Academic", text: "Write up your results as a report or paper with guidance from faculty." },
    ],
    highlights: [
      { title: "Lab cluster access", text: "Train and evaluate models on shared GPU machines." },
      { title: "Paper circles", text: "Weekly reading groups on recent research." },
      { title: "Poster session", text: "Present your findings to researchers and peers." },
      { title: "Research award", text: "The best project of each cohort is recognised on stage." },
    ],
    gallery: [
      galleryPicture("/media/programmes/crd-01.svg", "Orientation session of the research and development programme"),
      galleryPicture("/media/programmes/crd-02.svg", "Researchers sketching a model architecture"),
      galleryPicture("/media/programmes/crd-03.svg", "Coding sprint on a computer-vision pipeline"),
      galleryPicture("/media/programmes/crd-04.svg", "Reviewing experiment results on the lab screen"),
      galleryPicture("/media/programmes/crd-05.svg", "Prototype AI accelerator studied in the lab"),
      galleryPicture("/media/programmes/crd-06.svg", "Robot navigation experiment"),
      galleryPicture("/media/programmes/crd-07.svg", "Training a deep network on the lab cluster"),
      galleryPicture("/media/programmes/crd-08.svg", "Team stand-up before a research sprint"),
      galleryPicture("/media/programmes/crd-09.svg", "Paper-reading circle"),
      galleryPicture("/media/programmes/crd-10.svg", "Workshop with an industry partner"),
      galleryPicture("/media/programmes/crd-11.svg", "Research poster session"),
      galleryPicture("/media/programmes/crd-12.svg", "Demo day presentations"),
      galleryPicture("/media/programmes/crd-13.svg", "Pair programming on a data pipeline"),
      galleryPicture("/media/programmes/crd-14.svg", "Medals from the research challenge"),
      galleryPicture("/media/programmes/crd-15.svg", "Certificates of completion"),
      galleryPicture("/media/programmes/crd-16.svg", "Best research project award"),
    ],
  },
};
