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
import { FIELD_LABELS } from "../step-fields";
import { useSummaryNavigation } from "../summary-navigation";
import { AnswersSummary } from "./answers-summary";
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
      <TextField name="fullName" label={FIELD_LABELS.fullName} required autoComplete="name" />
      <TextField name="dob" label={FIELD_LABELS.dob} type="date" max={DOB_MAX} required />
      <RadioField name="gender" label={FIELD_LABELS.gender} options={GENDERS} required />
      <TextField
        name="mobile"
        label={FIELD_LABELS.mobile}
        // tel-national (the number without +91, so the 10 digits fit) is not allowed on type=tel.
        inputMode="tel"
        required
        autoComplete="tel-national"
        hintFor={phoneDigitsWarning}
      />
      <TextField name="altMobile" label={FIELD_LABELS.altMobile} type="tel" inputMode="numeric" hintFor={phoneDigitsWarning} />
      <TextField
        name="email"
        label={FIELD_LABELS.email}
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
      <TextField name="currentCity" label={FIELD_LABELS.currentCity} required />
      <TextField name="homeTown" label={FIELD_LABELS.homeTown} required />
      <RadioField name="willingToRelocate" label={FIELD_LABELS.willingToRelocate} options={YES_NO} required />
    </div>
  );
}

function EducationalBackground() {
  return (
    <div className={grid}>
      <SelectField name="qualification" label={FIELD_LABELS.qualification} options={QUALIFICATIONS} required />
      <TextField name="course" label={FIELD_LABELS.course} required />
      <TextField name="college" label={FIELD_LABELS.college} required />
      <TextField name="affiliatedUniv" label={FIELD_LABELS.affiliatedUniv} />
      <TextField name="graduationYear" label={FIELD_LABELS.graduationYear} inputMode="numeric" placeholder="YYYY" required />
      <TextField name="marks" label={FIELD_LABELS.marks} inputMode="decimal" required onBlurCheck={marksBlurError} />
      <RadioField name="allSemCleared" label={FIELD_LABELS.allSemCleared} options={YES_NO} required />
    </div>
  );
}

function TechnicalSkills() {
  const skills = useWatch<ApplicationFormValues, "techSkills">({ name: "techSkills" });
  return (
    <div className="space-y-5">
      <CheckboxGroupField name="techSkills" label={FIELD_LABELS.techSkills} options={TECH_SKILLS} required />
      {skills.includes("Others") && <TextField name="otherTechSkills" label={FIELD_LABELS.otherTechSkills} />}
      <TextField name="certifications" label={FIELD_LABELS.certifications} />
    </div>
  );
}

function InternshipExperience() {
  const hasInternship = useWatch<ApplicationFormValues, "hasInternship">({ name: "hasInternship" });
  return (
    <div className={grid}>
      <div className="sm:col-span-2">
        <RadioField name="hasInternship" label={FIELD_LABELS.hasInternship} options={YES_NO} required />
      </div>
      {hasInternship === "Yes" && (
        <div className="sm:col-span-2">
          <TextField name="projectDesc" label={FIELD_LABELS.projectDesc} multiline required />
        </div>
      )}
      <TextField name="github" label={FIELD_LABELS.github} type="url" placeholder="https://github.com/username" />
      <TextField name="linkedin" label={FIELD_LABELS.linkedin} type="url" placeholder="https://www.linkedin.com/in/username" />
    </div>
  );
}

function JobPreferences() {
  return (
    <div className={grid}>
      <TextField name="preferredRole" label={FIELD_LABELS.preferredRole} required />
      <TextField name="expectedCTC" label={FIELD_LABELS.expectedCTC} inputMode="numeric" />
      <RadioField name="joining" label={FIELD_LABELS.joining} options={JOINING_OPTIONS} required />
      <RadioField name="shifts" label={FIELD_LABELS.shifts} options={YES_NO} required />
    </div>
  );
}

function GeneralQuestions() {
  return (
    <div className={grid}>
      <SelectField name="source" label={FIELD_LABELS.source} options={SOURCE_OPTIONS} required />
      <RadioField name="onlineTest" label={FIELD_LABELS.onlineTest} options={YES_NO} required />
      <RadioField name="laptop" label={FIELD_LABELS.laptop} options={YES_NO} required />
      <CheckboxGroupField name="languages" label={FIELD_LABELS.languages} options={LANGUAGES} />
      <TextField name="aadhar" label={FIELD_LABELS.aadhar} inputMode="numeric" />
      <TextField name="pan" label={FIELD_LABELS.pan} placeholder="ABCDE1234F" />
      <TextField name="passport" label={FIELD_LABELS.passport} />
    </div>
  );
}

function ResumeAndDocuments() {
  return (
    <div className="space-y-5">
      <FileField name="resume" label={FIELD_LABELS.resume} required />
      <FileField name="academics" label={FIELD_LABELS.academics} />
    </div>
  );
}

function Declaration() {
  const { getValues } = useFormContext<ApplicationFormValues>();
  const signedIn = useContext(SignedInApplicationContext);
  const changeStep = useSummaryNavigation();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Please check your answers before submitting. Your resume and details will be shared only with our hiring team.
      </p>
      {changeStep ? <AnswersSummary onChange={changeStep} /> : null}
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
