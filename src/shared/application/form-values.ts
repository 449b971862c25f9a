// The wizard's values as the form holds them (inputs are strings, choices are "" until picked),
// and the empty form a new application starts from.
import type { ChosenFile } from "./step-schemas.js";

export type ApplicationFormValues = {
  fullName: string;
  dob: string;
  gender: string;
  mobile: string;
  altMobile: string;
  email: string;
  currentCity: string;
  homeTown: string;
  willingToRelocate: string;
  qualification: string;
  course: string;
  college: string;
  affiliatedUniv: string;
  graduationYear: string;
  marks: string;
  allSemCleared: string;
  techSkills: string[];
  otherTechSkills: string;
  certifications: string;
  hasInternship: string;
  projectDesc: string;
  github: string;
  linkedin: string;
  preferredRole: string;
  joining: string;
  shifts: string;
  expectedCTC: string;
  source: string;
  onlineTest: string;
  laptop: string;
  languages: string[];
  aadhar: string;
  pan: string;
  passport: string;
  resume: ChosenFile | null;
  academics: ChosenFile | null;
  agree: boolean;
  /** The optional consent "Keep my profile for future openings": unticked unless the candidate ticks it. */
  futureOpenings: boolean;
};

/** The form's values without the files: what a draft keeps and what the `data` part carries. */
export type ApplicationFormData = Omit<ApplicationFormValues, "resume" | "academics">;

export function emptyApplicationForm(person: { name?: string; email?: string } = {}): ApplicationFormValues {
  return {
    fullName: person.name ?? "",
    dob: "",
    gender: "",
    mobile: "",
    altMobile: "",
    email: person.email ?? "",
    currentCity: "",
    homeTown: "",
    willingToRelocate: "",
    qualification: "",
    course: "",
    college: "",
    affiliatedUniv: "",
    graduationYear: "",
    marks: "",
    allSemCleared: "",
    techSkills: [],
    otherTechSkills: "",
    certifications: "",
    hasInternship: "",
    projectDesc: "",
    github: "",
    linkedin: "",
    preferredRole: "",
    joining: "",
    shifts: "",
    expectedCTC: "",
    source: "",
    onlineTest: "",
    laptop: "",
    languages: [],
    aadhar: "",
    pan: "",
    passport: "",
    resume: null,
    academics: null,
    agree: false,
    futureOpenings: false,
  };
}

export function withoutFiles(values: ApplicationFormValues): ApplicationFormData {
  const { resume: _resume, academics: _academics, ...data } = values;
  return data;
}
