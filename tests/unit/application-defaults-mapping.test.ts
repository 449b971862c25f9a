// "Start from my last application" maps an application's columns back to the wizard's values: the
// inverse of toApplicationRow, so what a candidate sent comes back as they typed it (validated).
import { describe, expect, it } from "vitest";
import { toApplicationRow } from "../../src/server/services/applications/to-application-row.js";
import { toApplicationDefaultValues } from "../../src/server/services/me/read-application-defaults.js";
import type { ApplicationFormData } from "../../src/shared/application/form-values.js";
import { applicationDataSchema } from "../../src/shared/application/submission.js";
import { applicationDefaultValuesSchema, FIELDS_ASKED_AFRESH } from "../../src/shared/me/application-defaults.js";
import { validApplicationData } from "../helpers/application-fixtures.js";

const FILES = { resume: { fileName: "r.pdf", size: 1000 } };

function roundTrip(form: ApplicationFormData) {
  const data = applicationDataSchema.parse({ ...form, user_id: 1, jobpost_id: 0 });
  return toApplicationDefaultValues(toApplicationRow(data, FILES));
}

function expected(form: ApplicationFormData) {
  const values: Record<string, unknown> = { ...form };
  for (const field of FIELDS_ASKED_AFRESH) delete values[field];
  return values;
}

const CASES: Record<string, Partial<ApplicationFormData>> = {
  "the fixture's values": {},
  "optional fields left blank": { altMobile: "", affiliatedUniv: "", certifications: "", github: "", linkedin: "", expectedCTC: "" },
  "no internship, no description": { hasInternship: "No", projectDesc: "" },
  "other skills with Others ticked": { techSkills: ["Python", "Others"], otherTechSkills: "Rust, Go" },
  "every yes/no answered the other way": {
    willingToRelocate: "No",
    allSemCleared: "No",
    shifts: "Yes",
    onlineTest: "No",
    laptop: "No",
  },
  "marks with decimals, zero CTC, several languages": { marks: "67.25", expectedCTC: "0", languages: ["English", "Hindi"] },
  "whole marks": { marks: "100" },
};

describe("application defaults mapping", () => {
  it.each(Object.entries(CASES))("round-trips %s", (_name, overrides) => {
    const form = validApplicationData(overrides);
    const values = roundTrip(form);
    expect(values).toEqual(expected(form));
    expect(applicationDefaultValuesSchema.parse(values)).toEqual(values);
  });

  it("reads marks stored as numeric(5,2) as the number the form takes", () => {
    const data = applicationDataSchema.parse({ ...validApplicationData({ marks: "82.5" }), user_id: 1, jobpost_id: 0 });
    const row = { ...toApplicationRow(data, FILES), aggregateMarks: { toString: () => "82.50" } };
    expect(toApplicationDefaultValues(row).marks).toBe("82.5");
  });

  it("never carries identity numbers, the declaration or the consent", () => {
    const values = roundTrip(
      validApplicationData({ aadhar: "234567890124", pan: "ABCDE1234F", passport: "K1234567", futureOpenings: true }),
    );
    for (const field of FIELDS_ASKED_AFRESH) expect(values).not.toHaveProperty(field);
  });
});
