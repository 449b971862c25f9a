// The wizard's fields read from a resume's text (issue #31), by rules and word lists only: no model
// and no outside service. Pure and synchronous; a two-page resume's text takes well under 20 ms.
// Fields not found are left out, so the wizard fills only what the resume says.
import type { ResumeFields } from "../../../shared/application/resume-fields.js";
import { readCity, readEmail, readLinks, readMobile } from "./read-contact.js";
import { readEducation } from "./read-education.js";
import { readName } from "./read-name.js";
import { readCertifications, readLanguages, readSkills } from "./read-skills.js";
import { cutAtName, splitSections } from "./resume-sections.js";

/** About six dense pages: the fields are read from the start, and a hostile text cannot keep the rules busy. */
const MAX_TEXT_CHARS = 40_000;

export function readResumeFields(text: string): ResumeFields {
  const sections = splitSections(text.slice(0, MAX_TEXT_CHARS));
  const contactText = sections.lines.join("\n");
  const email = readEmail(contactText);
  const mobile = readMobile(contactText);
  const fullName = readName(sections, email);
  const resume = fullName ? cutAtName(sections, fullName) : sections;
  const currentCity = readCity(resume);
  const certifications = readCertifications(resume);
  const languages = readLanguages(resume);
  // Each reader returns only values the contract takes (ten-digit mobile, four-digit year, the
  // spec's options); parse-my-resume.ts checks them against the schema once more.
  return {
    ...(fullName ? { fullName } : {}),
    ...(email ? { email } : {}),
    ...(mobile ? { mobile } : {}),
    ...readLinks(contactText),
    ...readEducation(resume),
    ...readSkills(resume),
    ...(certifications ? { certifications } : {}),
    ...(languages ? { languages } : {}),
    ...(currentCity ? { currentCity } : {}),
  };
}
