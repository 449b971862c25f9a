import { describe, expect, it } from "vitest";
import { applicationDataSchema, enquiryDataSchema } from "../../src/shared/application/submission.js";
import { validApplicationData } from "../helpers/application-fixtures.js";

describe("submission data (the server's re-validation)", () => {
  const extras = { jobTitle: "Frontend Developer", user_id: 7, jobpost_id: 3 };

  it("accepts a complete application and coerces the ids from strings", () => {
    const parsed = applicationDataSchema.parse({ ...validApplicationData(), ...extras, user_id: "7", jobpost_id: "0" });
    expect(parsed).toMatchObject({ user_id: 7, jobpost_id: 0, fullName: "Asha Rao" });
  });

  it("applies every step's rule, including the cross-field one", () => {
    const withoutDescription = applicationDataSchema.safeParse({ ...validApplicationData({ projectDesc: "" }), ...extras });
    expect(withoutDescription.error?.issues[0]?.message).toBe("Description required");
    const badMobile = applicationDataSchema.safeParse({ ...validApplicationData({ mobile: "123" }), ...extras });
    expect(badMobile.error?.issues[0]?.message).toBe("Enter valid 10-digit number");
  });

  it("needs user_id and a job id for an application but not for an enquiry", () => {
    const { user_id: _userId, ...withoutUser } = extras;
    expect(applicationDataSchema.safeParse({ ...validApplicationData(), ...withoutUser }).error?.issues[0]?.message).toBe(
      "user_id is required",
    );
    expect(applicationDataSchema.safeParse({ ...validApplicationData(), ...extras, jobpost_id: -1 }).success).toBe(false);
    expect(enquiryDataSchema.safeParse(validApplicationData()).success).toBe(true);
  });
});
