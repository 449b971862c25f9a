// The head of every server-rendered page (the public pages and the ways into an account): its <title> (the text <PageTitle> sets on client
// navigation), meta description and canonical path. One unique title and description a page.
import { COMPANY } from "../../shared/company";
import type { ServerRenderedPath } from "../../shared/public-pages";

/** The document title of a page: "<page> · <company>", or the home page's own. */
export function fullPageTitle(title?: string): string {
  return title ? `${title} · ${COMPANY.name}` : `${COMPANY.name}: AI education, incubation and careers`;
}

export type PageHead = { title: string; description: string };

export const PUBLIC_PAGE_HEADS = {
  "/": {
    title: fullPageTitle(),
    description: "RFT Technologies: AI-powered education, startup incubation, tech events, university collaboration and careers in India.",
  },
  "/company": {
    title: fullPageTitle("About the company"),
    description:
      "About RFT Technologies: our mission, our vision and the teams building AI education, incubation and consulting since 2024.",
  },
  "/careers": {
    title: fullPageTitle("Careers"),
    description: "Careers at RFT Technologies: life at the company, what our employees say, open positions and how to apply.",
  },
  "/insights": {
    title: fullPageTitle("Insights"),
    description: "A gallery of RFT Technologies events, team moments, achievements and innovations.",
  },
  "/mdu": {
    title: fullPageTitle("University AI Programme"),
    description:
      "The University AI Programme: eight weeks of machine learning, AI agents and industry projects with our university partners.",
  },
  "/crd": {
    title: fullPageTitle("Research & Development Programme"),
    description:
      "The Research & Development Programme: ten weeks of applied research, mentoring and projects with RFT Technologies experts.",
  },
  "/life-at-rft": {
    title: fullPageTitle("Life at RFT"),
    description: "Life at RFT Technologies: our workspaces, culture values, projects and the people behind them.",
  },
  "/employee-says": {
    title: fullPageTitle("What Our Employees Say"),
    description: "What our employees say about working at RFT Technologies: stories, one-liners, ratings and retention figures.",
  },
  "/job-board": {
    title: fullPageTitle("Job Board"),
    description: "Open positions at RFT Technologies: search jobs by department, job type, salary and experience, and apply online.",
  },
  "/privacy": {
    title: fullPageTitle("Privacy Policy"),
    description:
      "How RFT Technologies collects, uses and protects your name, e-mail, messages and job applications, and how to see, correct or delete them.",
  },
  "/terms": {
    title: fullPageTitle("Terms of Service"),
    description: "The terms of using the RFT Technologies website: content and artwork, your account, applications and programme details.",
  },
  "/signin": {
    title: fullPageTitle("Welcome back"),
    description: "Sign in to your RFT Technologies account to apply for jobs and follow your applications.",
  },
  "/signup": {
    title: fullPageTitle("Create your account"),
    description: "Create an RFT Technologies account with your e-mail address to apply for jobs and follow your applications.",
  },
} as const satisfies Record<ServerRenderedPath, PageHead>;
