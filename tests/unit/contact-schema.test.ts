import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS, CONTACT_TEXTS, contactMessageSchema, contactSubjectLabel } from "../../src/shared/contact.js";

const valid = { name: "Asha Rao", email: "Asha@Example.com", subject: "General Inquiry", message: "Hello" };

function firstError(input: Record<string, unknown>): string | undefined {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("contact message schema", () => {
  it("has the five subjects with the spec's labels", () => {
    expect(CONTACT_SUBJECTS.map((s) => [s.value, s.label])).toEqual([
      ["General Inquiry", "General Inquiry"],
      ["Project Consultation", "Project Consultation"],
      ["Support", "Technical Support"],
      ["Partnership", "Partnership Opportunity"],
      ["Other", "Other"],
    ]);
    expect(contactSubjectLabel("Partnership")).toBe("Partnership Opportunity");
  });

  it("accepts a message without a phone number and normalises the e-mail", () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, email: "asha@example.com", phoneNumber: undefined });
    expect(contactMessageSchema.parse({ ...valid, phoneNumber: "" }).phoneNumber).toBeUndefined();
    expect(contactMessageSchema.parse({ ...valid, phoneNumber: null }).phoneNumber).toBeUndefined();
    expect(contactMessageSchema.parse({ ...valid, phoneNumber: " +91 98765 43210 " }).phoneNumber).toBe("+91 98765 43210");
  });

  it("names the field that is wrong", () => {
    expect(firstError({ ...valid, name: "  " })).toBe("Please enter your name.");
    expect(firstError({ ...valid, email: "" })).toBe("Please enter your email address.");
    expect(firstError({ ...valid, email: "nope" })).toBe("Please enter a valid email address.");
    expect(firstError({ ...valid, subject: "" })).toBe("Please choose a subject.");
    expect(firstError({ ...valid, subject: "Technical Support" })).toBe("Please choose a subject.");
    expect(firstError({ ...valid, message: " " })).toBe("Please enter your message.");
    expect(firstError({ ...valid, message: "x".repeat(5001) })).toBe("Your message can be at most 5000 characters.");
    expect(firstError({ ...valid, phoneNumber: "12ab" })).toBe("Please enter a valid phone number.");
    expect(firstError({ name: "A", email: "a@b.co", message: "m" })).toBe("Please choose a subject.");
  });

  it("keeps the spec's texts", () => {
    expect(CONTACT_TEXTS.success).toBe("Thank you for your message! We will get back to you shortly.");
    expect(CONTACT_TEXTS.failure).toBe("Failed to send message. Please try again.");
    expect(CONTACT_TEXTS.failureWith("Mail down")).toBe("Failed to send message: Mail down");
    expect(CONTACT_TEXTS.loginRequired).toBe("Please login first");
    expect(CONTACT_TEXTS.sending).toBe("Sending...");
  });
});
