// Home: hero, services, about, What We Do, team and contact. HR users and interviewers are sent to their area.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { PageTitle } from "../components/page-title";
import { staffHome } from "../../shared/staff";
import { ContactSection } from "../features/contact/components/contact-section";
import { AboutSection } from "../features/home/components/about-section";
import { Hero } from "../features/home/components/hero";
import { ServicesSection } from "../features/home/components/services-section";
import { TeamSection } from "../features/home/components/team-section";
import { WhatWeDoSection } from "../features/home/components/what-we-do-section";

export const Route = createFileRoute("/_site/")({
  beforeLoad: ({ context }) => {
    const role = context.auth.user?.role;
    if (role === "hr" || role === "interviewer") throw redirect({ to: staffHome(role) });
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <PageTitle />
      <Hero />
      <ServicesSection />
      <AboutSection />
      <WhatWeDoSection />
      <TeamSection />
      <ContactSection />
    </>
  );
}
