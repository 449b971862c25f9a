// The wizard's option lists and step titles (spec doc 2 §2, §3), shared by the form and the server.
export const YES_NO = ["Yes", "No"] as const;
export const GENDERS = ["Male", "Female", "Other"] as const;
/** The spec's list has a garbled entry between B.Sc and BA; BCA is the degree that belongs there. */
export const QUALIFICATIONS = ["Diploma", "B.Tech", "B.Sc", "BCA", "BA", "M.Tech", "M.Sc", "MBA", "Others"] as const;
export const TECH_SKILLS = [
  "Python",
  "Java",
  "C++",
  "JavaScript",
  "Web Development",
  "SQL/Databases",
  "Data Structures & Algorithms",
  "Cloud/DevOps",
  "Machine Learning/AI",
  "Cybersecurity",
  "Others",
] as const;
export const JOINING_OPTIONS = ["Yes", "No", "Notice Period"] as const;
/** How the candidate heard of the opportunity; the spec names the field but not its options. */
export const SOURCE_OPTIONS = [
  "LinkedIn",
  "Company Website",
  "Job Portal",
  "Referral",
  "College/University",
  "Social Media",
  "Other",
] as const;
export const LANGUAGES = ["English", "Hindi"] as const;

export const STEP_TITLES = [
  "Personal Details",
  "Location Details",
  "Educational Background",
  "Technical/Domain Skills",
  "Internship or Project Experience",
  "Job Preferences",
  "General Questions",
  "Resume & Documents",
  "Declaration",
] as const;

export const STEP_COUNT = STEP_TITLES.length;

/** The date picker's upper bound for the date of birth (spec doc 2 §9). */
export const DOB_MAX = "2020-12-31";
