// The navigation bar and footer links (spec doc 1 §2): home anchors and the two dropdowns.
import type { FileRouteTypes } from "../route-tree.gen";

export type HomeAnchor = "home" | "services" | "about" | "what-we-do" | "contact" | "team";

export type NavLinkItem = { to: FileRouteTypes["to"]; label: string; description: string };

export type NavDropdown = { id: "learn" | "careers"; label: string; items: NavLinkItem[] };

export const NAV_ANCHORS_BEFORE: { anchor: HomeAnchor; label: string }[] = [
  { anchor: "services", label: "Services" },
  { anchor: "about", label: "About" },
  { anchor: "what-we-do", label: "What We Do" },
];

export const NAV_DROPDOWNS: NavDropdown[] = [
  {
    id: "learn",
    label: "Learn",
    items: [
      { to: "/mdu", label: "University AI Programme", description: "8 weeks of applied AI with our university partners" },
      { to: "/crd", label: "R&D Programme", description: "10 weeks of research-grade AI in our labs" },
    ],
  },
  {
    id: "careers",
    label: "Careers",
    items: [
      { to: "/life-at-rft", label: "Life at RFT", description: "Our workspace, culture and projects" },
      { to: "/employee-says", label: "What Our Employees Say", description: "Stories from the team" },
      { to: "/apply", label: "Apply", description: "Browse open jobs and apply" },
    ],
  },
];

export const FOOTER_QUICK_LINKS: { anchor: HomeAnchor; label: string }[] = [
  { anchor: "home", label: "Home" },
  { anchor: "about", label: "About" },
  { anchor: "services", label: "Services" },
  { anchor: "what-we-do", label: "What We Do" },
  { anchor: "contact", label: "Contact" },
];
