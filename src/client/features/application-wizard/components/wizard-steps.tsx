// The fields of each of the nine steps (spec doc 2 §3), in step order.
import { createContext, useContext, type ComponentType } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { ApplicationFormValues } from "../../../../shared/application/form-values";
import { phoneDigitsWarning } from "../../../../shared/application/input-restrictions";
import { APPLICATION_MESSAGES } from "../../../../shared/application/messages";
import {
  DOB_MAX,
  GENDERS,
  JOINING_OPTIONS,
  LANGUAGES,
  QUALIFICATIONS,
  SOURCE_OPTIONS,
  TECH_SKILLS,
  YES_NO,
} from "../../../../shared/application/options";
import { marksBlurError } from "../../../../shared/application/step-schemas";
import { CONSENT_PURPOSE_TEXTS, PRIVACY_NOTICE_VERSION, PRIVACY_PATH } from "../../../../shared/privacy";
import { CheckboxField, CheckboxGroupField, FileField, RadioField, SelectField, TextField } from "./fields";

const grid = "grid gap-5 sm:grid-cols-2";

/**
 * True in a signed-in candidate's job application: step 1's e-mail is the account's, shown locked,
 * since every mail about the application goes there, and step 9 offers the optional consent to keep
 * the profile for future openings, which the profile withdraws. An enquiry's address is typed, and
 * with no account to withdraw it from, an enquiry is not offered that consent.
 */
export const SignedInApplicationContext = createContext(false);

function PersonalDetails() {
  const accountEmail = useContext(SignedInApplicationContext);
  return (
    <div className={grid}>
      <TextField name="fullName" label="Full Name" required autoComplete="name" />
      <TextField name="dob" label="Date of Birth" type="date" max={DOB_MAX} required />
      <RadioField name="gender" label="Gender" options={GENDERS} required />
      <TextField
        name="mobile"
        label="Mobile Number"
        // tel-national (the number without +91, so the 10 digits fit) is not allowed on type=tel.
        inputMode="tel"
        required
        autoComplete="tel-national"
        hintFor={phoneDigitsWarning}
      />
      <TextField name="altMobile" label="Alternate Contact Number" type="tel" inputMode="numeric" hintFor={phoneDigitsWarning} />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        readOnly={accountEmail}
        note={accountEmail ? APPLICATION_MESSAGES.accountEmail : undefined}
      />
    </div>
  );
}

function LocationDetails() {
  return (
    <div className={grid}>
      <TextField name="currentCity" label="Current City" required />
      <TextField name="homeTown" label="Home Town" required />
      <RadioField name="willingToRelocate" label="Willing to relocate?" options={YES_NO} required />
    </div>
  );
}

function EducationalBackground() {
  return (
    <div className={grid}>
      <SelectField name="qualification" label="Highest Qualification" options={QUALIFICATIONS} required />
      <TextField name="course" label="Course Name" required />
      <TextField name="college" label="College/University" required />
      <TextField name="affiliatedUniv" label="Affiliated University" />
      <TextField name="graduationYear" label="Year of Passing" inputMode="numeric" placeholder="YYYY" required />
      <TextField name="marks" label="Aggregate Marks/CGPA" inputMode="decimal" required onBlurCheck={marksBlurError} />
      <RadioField name="allSemCleared" label="All semesters cleared?" options={YES_NO} required />
    </div>
  );
}

function TechnicalSkills() {
  const skills = useWatch<ApplicationFormValues, "techSkills">({ name: "techSkills" });
  return (
    <div className="space-y-5">
      <CheckboxGroupField name="techSkills" label="Technical/Domain Skills" options={TECH_SKILLS} required />
      {skills.includes("Others") && <TextField name="otherTechSkills" label="Other skills (comma-separated)" />}
      <TextField name="certifications" label="Certifications" />
    </div>
  );
}

function InternshipExperience() {
  const hasInternship = useWatch<ApplicationFormValues, "hasInternship">({ name: "hasInternship" });
  return (
    <div className={grid}>
      <div className="sm:col-span-2">
        <RadioField name="hasInternship" label="Do you have internship or project experience?" options={YES_NO} required />
      </div>
      {hasInternship === "Yes" && (
        <div className="sm:col-span-2">
          <TextField name="projectDesc" label="Describe your internship or project" multiline required />
        </div>
      )}
      <TextField name="github" label="GitHub" type="url" placeholder="https://github.com/username" />
      <TextField name="linkedin" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/username" />
    </div>
  );
}

function JobPreferences() {
  return (
    <div className={grid}>
      <TextField name="preferredRole" label="Preferred Role" required />
      <TextField name="expectedCTC" label="Expected CTC (₹ per year)" inputMode="numeric" />
      <RadioField name="joining" label="Can you join immediately?" options={JOINING_OPTIONS} required />
      <RadioField name="shifts" label="Open to working in shifts?" options={YES_NO} required />
    </div>
  );
}

function GeneralQuestions() {
  return (
    <div className={grid}>
      <SelectField name="source" label="How did you hear about this opportunity?" options={SOURCE_OPTIONS} required />
      <RadioField name="onlineTest" label="Available for online tests?" options={YES_NO} required />
      <RadioField name="laptop" label="Do you have a laptop and internet?" options={YES_NO} required />
      <CheckboxGroupField name="languages" label="Languages" options={LANGUAGES} />
      <TextField name="aadhar" label="Aadhar Number" inputMode="numeric" />
      <TextField name="pan" label="PAN" placeholder="ABCDE1234F" />
      <TextField name="passport" label="Passport Number" />
    </div>
  );
}

function ResumeAndDocuments() {
  return (
    <div className="space-y-5">
      <FileField name="resume" label="Resume" required />
      <FileField name="academics" label="Academic Documents" />
    </div>
  );
}

function Declaration() {
  const { getValues } = useFormContext<ApplicationFormValues>();
  const signedIn = useContext(SignedInApplicationContext);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Please check your answers before submitting. Your resume and details will be shared only with our hiring team.
      </p>
      <CheckboxField
        name="agree"
        label={`I, ${getValues("fullName") || "the applicant"}, declare that the information I have given is true and complete to the best of my knowledge.`}
      />
      {signedIn ? (
        <CheckboxField
          name="futureOpenings"
          label={CONSENT_PURPOSE_TEXTS.future_openings.label}
          required={false}
          hint={CONSENT_PURPOSE_TEXTS.future_openings.description}
        />
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Submitting gives your consent to processing {signedIn ? "this application" : "this enquiry"} as our{" "}
        <a
          href={PRIVACY_PATH}
          target="_blank"
          rel="noopener"
          className="rounded font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300"
        >
          privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        (version {PRIVACY_NOTICE_VERSION}) describes.
      </p>
    </div>
  );
}

/** Indexed 0 to 8, like STEP_TITLES and STEP_SCHEMAS. */
export const STEP_COMPONENTS: readonly ComponentType[] = [
  PersonalDetails,
  LocationDetails,
  EducationalBackground,
  TechnicalSkills,
  InternshipExperience,
  JobPreferences,
  GeneralQuestions,
  ResumeAndDocuments,
  Declaration,
];
