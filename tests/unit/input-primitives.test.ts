import { describe, expect, it } from "vitest";
import { applicationDataSchema } from "../../src/shared/application/submission.js";
import { experienceSchema, personalDetailsSchema } from "../../src/shared/application/step-schemas.js";
import { contactMessageSchema } from "../../src/shared/contact.js";
import { applicantIdSchema, moveApplicantSchema } from "../../src/shared/hr/applicants.js";
import { enquiriesQuerySchema } from "../../src/shared/hr/enquiries.js";
import { pageSchema } from "../../src/shared/hr/paging-schemas.js";
import { idSchema, INT32_MAX, isCalendarDate, isHttpLink, safeString, wholeNumber } from "../../src/shared/input.js";
import { jobIdSchema, jobInputSchema } from "../../src/shared/job.js";
import { boardFiltersSchema } from "../../src/shared/jobs-board.js";
import { mailPayloadSchemas } from "../../src/shared/mail.js";
import { validApplicationData } from "../helpers/application-fixtures.js";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const NUL = "a\u0000b";
const LONE_HIGH = "a\ud800b";
const LONE_LOW = "\udc00";

describe("safe text", () => {
  const name = safeString("Name");

  it.each([NUL, LONE_HIGH, LONE_LOW])("refuses %j and names the field", (value) => {
    expect(firstMessage(name.safeParse(value))).toBe("Name contains characters that are not allowed.");
  });

  it("keeps ordinary text, accents and paired surrogates (emoji)", () => {
    for (const value of ["Asha Rao", "José Müller", "ok 👍"]) expect(name.parse(value)).toBe(value);
  });
});

describe("ids and whole numbers", () => {
  const id = idSchema("Invalid ID");

  it.each([INT32_MAX + 1, 0, -1, 1.5, true, false, null, "", "true", "1.5", "1e3", " ", "0x10", Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %j",
    (value) => {
      expect(firstMessage(id.safeParse(value))).toBe("Invalid ID");
    },
  );

  it("takes 1 up to the int4 maximum, as numbers or digit strings (path params)", () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(INT32_MAX)).toBe(INT32_MAX);
    expect(id.parse("42")).toBe(42);
    expect(id.parse(String(INT32_MAX))).toBe(INT32_MAX);
  });

  it("keeps the id messages of the shared schemas", () => {
    expect(firstMessage(jobIdSchema.safeParse(true))).toBe("Invalid job ID");
    expect(firstMessage(jobIdSchema.safeParse(2147483648))).toBe("Invalid job ID");
    expect(firstMessage(applicantIdSchema.safeParse(null))).toBe("Invalid applicant ID");
  });

  it("never turns null, true or '' into a number", () => {
    const years = wholeNumber("Years must be a number", 0, 60);
    for (const value of [null, true, "", undefined]) expect(firstMessage(years.safeParse(value))).toBe("Years must be a number");
    expect(years.parse("0")).toBe(0);
    expect(firstMessage(pageSchema.safeParse(true))).toBe("Page must be a whole number of 1 or more");
    expect(pageSchema.parse(undefined)).toBe(1);
  });
});

describe("calendar dates", () => {
  const years = { minYear: 1900, maxYear: 2100 };

  it.each(["2025-02-30", "2025-13-01", "0000-01-01", "1899-12-31", "2101-01-01", "2025-2-1", "2025-02-28T00:00"])("refuses %s", (value) => {
    expect(isCalendarDate(value, years)).toBe(false);
  });

  it("takes real days, leap days included", () => {
    expect(isCalendarDate("2024-02-29", years)).toBe(true);
    expect(isCalendarDate("2025-12-31", years)).toBe(true);
  });
});

describe("links", () => {
  it.each([
    "javascript://x.test/%0Aalert(1)",
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "ftp://x.test",
    "//x.test",
    `https://x.test/${NUL}`,
  ])("refuses %s", (value) => {
    expect(isHttpLink(value)).toBe(false);
  });

  it("takes http and https", () => {
    expect(isHttpLink("http://example.com")).toBe(true);
    expect(isHttpLink("https://github.com/asha")).toBe(true);
  });
});

describe("the shared input schemas use the primitives", () => {
  const validJob = {
    job_title: "QA Engineer",
    department: "Engineering",
    location: "Remote",
    job_summary: "Test things.",
    experience_level: 1,
  };

  it("job input: no NUL, no coerced experience, no impossible deadline", () => {
    expect(firstMessage(jobInputSchema.safeParse({ ...validJob, job_title: NUL }))).toBe(
      "Job title contains characters that are not allowed.",
    );
    expect(firstMessage(jobInputSchema.safeParse({ ...validJob, location: LONE_HIGH }))).toBe(
      "Location contains characters that are not allowed.",
    );
    expect(firstMessage(jobInputSchema.safeParse({ ...validJob, responsibilities: [NUL] }))).toBe(
      "A list entry contains characters that are not allowed.",
    );
    for (const experience of [null, true, ""]) {
      expect(firstMessage(jobInputSchema.safeParse({ ...validJob, experience_level: experience }))).toBe("Experience must be a number");
    }
    expect(jobInputSchema.parse({ ...validJob, experience_level: "3" }).experience_level).toBe(3);
    for (const deadline of ["2025-02-30", "0000-01-01"]) {
      expect(firstMessage(jobInputSchema.safeParse({ ...validJob, application_deadline: deadline }))).toBe(
        "Application deadline must be a real date",
      );
    }
  });

  it("contact message: no NUL or lone surrogate in any text", () => {
    const valid = { name: "Asha", email: "asha@example.com", subject: "Other", message: "Hello" };
    expect(firstMessage(contactMessageSchema.safeParse({ ...valid, message: NUL }))).toBe(
      "Your message contains characters that are not allowed.",
    );
    expect(firstMessage(contactMessageSchema.safeParse({ ...valid, name: LONE_LOW }))).toBe(
      "Your name contains characters that are not allowed.",
    );
  });

  it("application wizard: texts, birth date, links and ids", () => {
    expect(firstMessage(personalDetailsSchema.pick({ fullName: true }).safeParse({ fullName: NUL }))).toBe(
      "Full Name contains characters that are not allowed.",
    );
    expect(firstMessage(personalDetailsSchema.pick({ dob: true }).safeParse({ dob: "0000-01-01" }))).toBe("Enter a valid date");
    expect(firstMessage(personalDetailsSchema.pick({ dob: true }).safeParse({ dob: "2001-02-30" }))).toBe("Enter a valid date");
    const experience = { hasInternship: "No" };
    expect(firstMessage(experienceSchema.safeParse({ ...experience, github: "javascript://x.test/%0Aalert(1)" }))).toBe(
      "Please enter a valid link",
    );
    expect(firstMessage(experienceSchema.safeParse({ ...experience, linkedin: "data:text/html,x" }))).toBe("Please enter a valid link");
    expect(experienceSchema.safeParse({ ...experience, github: "github.com/asha", linkedin: "https://linkedin.com/in/asha" }).success).toBe(
      true,
    );
    const application = { ...validApplicationData(), user_id: 1, jobpost_id: 0 };
    expect(firstMessage(applicationDataSchema.safeParse({ ...application, user_id: true }))).toBe("user_id is required");
    expect(firstMessage(applicationDataSchema.safeParse({ ...application, jobpost_id: 2147483648 }))).toBe(
      "No job selected. Please apply from the Job Board.",
    );
    expect(firstMessage(applicationDataSchema.safeParse({ ...application, jobpost_id: null }))).toBe(
      "No job selected. Please apply from the Job Board.",
    );
  });

  it("HR moves and candidate filters", () => {
    expect(firstMessage(moveApplicantSchema.safeParse({ status: "rejected", message: NUL }))).toBe(
      "The message contains characters that are not allowed.",
    );
    expect(firstMessage(moveApplicantSchema.safeParse({ status: "cleared", toRound: "round 1", link: "javascript://x.test" }))).toBe(
      "Please enter a valid link",
    );
    expect(firstMessage(enquiriesQuerySchema.safeParse({ name: NUL }))).toBe("Name filter contains characters that are not allowed.");
    expect(firstMessage(enquiriesQuerySchema.safeParse({ createdAt_gte: "0000-01-01" }))).toBe(
      "Start date must be an ISO date such as 2025-01-31",
    );
    expect(firstMessage(enquiriesQuerySchema.safeParse({ createdAt_lte: "2025-02-30" }))).toBe(
      "End date must be an ISO date such as 2025-01-31",
    );
  });

  it("mail payloads carry http(s) links only", () => {
    expect(mailPayloadSchemas.hr_message.safeParse({ message: "Hi", status: "accept", link: "javascript://x.test" }).success).toBe(false);
    expect(mailPayloadSchemas.hr_message.safeParse({ message: "Hi", status: "accept", link: "https://x.test" }).success).toBe(true);
  });

  it("the board's title search drops text that cannot be stored (the filters are lenient)", () => {
    expect(boardFiltersSchema.parse({ q: NUL }).q).toBeUndefined();
    expect(boardFiltersSchema.parse({ q: "design" }).q).toBe("design");
  });
});
