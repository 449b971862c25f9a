import { describe, expect, it } from "vitest";
import { emptyApplicationForm } from "../../src/shared/application/form-values.js";
import {
  AADHAR_MESSAGES,
  declarationSchema,
  documentsSchema,
  educationSchema,
  experienceSchema,
  generalQuestionsSchema,
  jobPreferencesSchema,
  locationDetailsSchema,
  marksBlurError,
  personalDetailsSchema,
  skillsSchema,
  STEP_SCHEMAS,
} from "../../src/shared/application/step-schemas.js";
import { validApplicationData } from "../helpers/application-fixtures.js";
import type { z } from "zod";

/** The message of the first issue on `field`, or undefined when the field passes. */
function errorOf(schema: z.ZodType, values: object, field: string): string | undefined {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const valid = { ...validApplicationData(), resume: { name: "cv.pdf", size: 1000, type: "application/pdf" }, academics: null };
const empty = emptyApplicationForm();

describe("wizard step rules (spec doc 2 §5)", () => {
  it("has nine steps and a complete valid application passes every one", () => {
    expect(STEP_SCHEMAS).toHaveLength(9);
    for (const schema of STEP_SCHEMAS) expect(schema.safeParse(valid).success).toBe(true);
  });

  it("step 0: personal details", () => {
    const s = personalDetailsSchema;
    expect(errorOf(s, empty, "fullName")).toBe("Full Name is required");
    expect(errorOf(s, { ...valid, fullName: "   " }, "fullName")).toBe("Full Name is required");
    expect(errorOf(s, empty, "dob")).toBe("Date of Birth is required");
    expect(errorOf(s, { ...valid, dob: "2021-01-01" }, "dob")).toBeDefined();
    expect(errorOf(s, { ...valid, dob: "2020-12-31" }, "dob")).toBeUndefined();
    expect(errorOf(s, empty, "gender")).toBe("Gender is required");
    expect(errorOf(s, empty, "mobile")).toBe("Mobile Number is required");
    expect(errorOf(s, { ...valid, mobile: "98765" }, "mobile")).toBe("Enter valid 10-digit number");
    expect(errorOf(s, { ...valid, altMobile: "" }, "altMobile")).toBeUndefined();
    expect(errorOf(s, { ...valid, altMobile: "12345" }, "altMobile")).toBe("Enter valid 10-digit number");
    expect(errorOf(s, { ...valid, altMobile: "9123456780" }, "altMobile")).toBeUndefined();
    expect(errorOf(s, { ...valid, email: "" }, "email")).toBe("Email is required");
    expect(errorOf(s, { ...valid, email: "not-an-email" }, "email")).toBe("Email is invalid");
  });

  it("step 1: location details", () => {
    const s = locationDetailsSchema;
    expect(errorOf(s, empty, "currentCity")).toBe("Current City is required");
    expect(errorOf(s, empty, "homeTown")).toBe("Home Town is required");
    expect(errorOf(s, empty, "willingToRelocate")).toBe("This field is required");
  });

  it("step 2: education, with the spec's odd year text and the 101 bound on the step check", () => {
    const s = educationSchema;
    expect(errorOf(s, empty, "qualification")).toBe("Qualification is required");
    expect(errorOf(s, empty, "course")).toBe("Course Name is required");
    expect(errorOf(s, empty, "college")).toBe("College/University is required");
    expect(errorOf(s, empty, "affiliatedUniv")).toBeUndefined();
    expect(errorOf(s, empty, "graduationYear")).toBe("Year of Passing is required");
    expect(errorOf(s, empty, "allSemCleared")).toBe("This field is required");
    for (const year of ["1049", "2031", "999", "20x4"]) {
      expect(errorOf(s, { ...valid, graduationYear: year }, "graduationYear")).toBe("Year must be between 1050 and 2025");
    }
    for (const year of ["1050", "2026", "2030"]) expect(errorOf(s, { ...valid, graduationYear: year }, "graduationYear")).toBeUndefined();

    expect(errorOf(s, empty, "marks")).toBe("Aggregate Marks/CGPA is required");
    for (const marks of ["0", "8.4", "99.99", "100", "100.5", "101"]) expect(errorOf(s, { ...valid, marks }, "marks")).toBeUndefined();
    for (const marks of ["101.01", "102", "8.456", "8.", "1.2.3", "."]) {
      expect(errorOf(s, { ...valid, marks }, "marks")).toBe("Marks must be between 0 and 100");
    }
  });

  it("marks on blur use 100 where the step check uses 101", () => {
    expect(marksBlurError("100")).toBeUndefined();
    expect(marksBlurError("")).toBeUndefined();
    expect(marksBlurError("100.5")).toBe("Marks must be between 0 and 100");
    expect(marksBlurError("101")).toBe("Marks must be between 0 and 100");
    expect(errorOf(educationSchema, { ...valid, marks: "100.5" }, "marks")).toBeUndefined();
  });

  it("step 3: at least one skill", () => {
    expect(errorOf(skillsSchema, empty, "techSkills")).toBe("Select at least one skill");
    expect(errorOf(skillsSchema, { ...valid, techSkills: ["Others"], otherTechSkills: "Rust, Go" }, "techSkills")).toBeUndefined();
  });

  it("step 4: internship, with a description only when it is Yes", () => {
    const s = experienceSchema;
    expect(errorOf(s, empty, "hasInternship")).toBe("This field is required");
    expect(errorOf(s, { ...valid, hasInternship: "Yes", projectDesc: "" }, "projectDesc")).toBe("Description required");
    expect(errorOf(s, { ...valid, hasInternship: "No", projectDesc: "" }, "projectDesc")).toBeUndefined();
  });

  it("step 4: GitHub and LinkedIn, when filled, are web addresses (https:// may be left out)", () => {
    const s = experienceSchema;
    for (const link of ["", "https://github.com/asha", "github.com/asha", "http://www.linkedin.com/in/asha-rao"]) {
      expect(errorOf(s, { ...valid, github: link, linkedin: link }, "github"), link).toBeUndefined();
    }
    for (const link of [
      "not a url",
      "notaurl",
      "localhost:3000",
      "ftp://github.com/asha",
      "mailto:asha@example.com",
      "https://a:b@github.com",
    ]) {
      expect(errorOf(s, { ...valid, github: link }, "github"), link).toBe("Please enter a valid link");
      expect(errorOf(s, { ...valid, linkedin: link }, "linkedin"), link).toBe("Please enter a valid link");
    }
  });

  it("step 5: job preferences and the CTC bound", () => {
    const s = jobPreferencesSchema;
    expect(errorOf(s, empty, "preferredRole")).toBe("Preferred Role is required");
    expect(errorOf(s, empty, "joining")).toBe("This field is required");
    expect(errorOf(s, empty, "shifts")).toBe("This field is required");
    expect(errorOf(s, { ...valid, expectedCTC: "" }, "expectedCTC")).toBeUndefined();
    expect(errorOf(s, { ...valid, expectedCTC: "10000000" }, "expectedCTC")).toBeUndefined();
    expect(errorOf(s, { ...valid, expectedCTC: "0" }, "expectedCTC")).toBeUndefined();
    for (const ctc of ["10000001", "12.5"]) {
      expect(errorOf(s, { ...valid, expectedCTC: ctc }, "expectedCTC")).toBe("CTC must be an integer between 0 and 1,00,00,000");
    }
  });

  it("step 6: general questions and the identity numbers", () => {
    const s = generalQuestionsSchema;
    for (const field of ["source", "onlineTest", "laptop"]) expect(errorOf(s, empty, field)).toBe("This field is required");
    for (const field of ["aadhar", "pan", "passport", "languages"])
      expect(errorOf(s, { ...valid, [field]: field === "languages" ? [] : "" }, field)).toBeUndefined();
    expect(errorOf(s, { ...valid, aadhar: "12345678901" }, "aadhar")).toBe("Aadhar must be 12 digits");
    expect(errorOf(s, { ...valid, aadhar: "2345 6789 0124" }, "aadhar")).toBe("Aadhar must be 12 digits");
    expect(errorOf(s, { ...valid, aadhar: "234567890124" }, "aadhar")).toBeUndefined();
    // UIDAI's rules beyond the length, each with its own message: no number starts with 0 or 1, and
    // the last digit is the Verhoeff check digit (one mistyped digit breaks it).
    for (const first of ["0", "1"])
      expect(errorOf(s, { ...valid, aadhar: `${first}34567890124` }, "aadhar")).toBe(AADHAR_MESSAGES.firstDigit);
    expect(errorOf(s, { ...valid, aadhar: "234567890125" }, "aadhar")).toBe(AADHAR_MESSAGES.checkDigit);
    expect(errorOf(s, { ...valid, aadhar: "234567890214" }, "aadhar")).toBe(AADHAR_MESSAGES.checkDigit);
    expect(AADHAR_MESSAGES.checkDigit).toMatch(/^Aadhar number is not valid: its check digit does not match/);
    expect(errorOf(s, { ...valid, pan: "ABCDE12345" }, "pan")).toBe("PAN must be 10 characters (e.g., ABCDE1234F)");
    expect(errorOf(s, { ...valid, pan: "ABCDE1234F" }, "pan")).toBeUndefined();
    expect(errorOf(s, { ...valid, passport: "A123456" }, "passport")).toBe("Passport should be 8-9 alphanumeric characters");
    expect(errorOf(s, { ...valid, passport: "A1234567" }, "passport")).toBeUndefined();
    expect(errorOf(s, { ...valid, passport: "A12345678" }, "passport")).toBeUndefined();
  });

  it("step 7: a PDF resume is required, academics are an optional PDF", () => {
    const s = documentsSchema;
    expect(errorOf(s, { resume: null }, "resume")).toBe("Resume is required");
    expect(errorOf(s, { resume: { name: "cv.docx", size: 10, type: "application/msword" } }, "resume")).toBe("Resume must be a PDF file.");
    expect(errorOf(s, { resume: { name: "cv.pdf", size: 6 * 1024 * 1024, type: "application/pdf" } }, "resume")).toBe(
      "Each file must be at most 5 MB.",
    );
    expect(errorOf(s, { ...valid, academics: { name: "marks.png", size: 10, type: "image/png" } }, "academics")).toBe(
      "Academic documents must be a PDF file.",
    );
    expect(errorOf(s, { ...valid, academics: null }, "academics")).toBeUndefined();
  });

  it("step 8: the declaration must be agreed", () => {
    expect(errorOf(declarationSchema, { agree: false }, "agree")).toBe("You must agree to the declaration");
    expect(errorOf(declarationSchema, { agree: true }, "agree")).toBeUndefined();
  });
});
