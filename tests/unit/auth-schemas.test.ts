import { describe, expect, it } from "vitest";
import {
  AUTH_VALIDATION,
  loginFields,
  loginInput,
  newPasswordForm,
  otpForm,
  registerInput,
  resetPasswordInput,
  sendOtpInput,
  signupForm,
} from "../../src/shared/auth.js";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const validSignup = { name: "Asha", email: "a@example.com", password: "long-enough", confirmPassword: "long-enough", emailVerified: true };

describe("shared auth schemas", () => {
  it("normalise e-mails and word the required message per form", () => {
    expect(sendOtpInput.parse({ email: "  A@Example.COM " })).toEqual({ email: "a@example.com" });
    expect(firstMessage(sendOtpInput.safeParse({ email: "" }))).toBe(AUTH_VALIDATION.emailFirst);
    expect(firstMessage(loginFields(AUTH_VALIDATION.employerLoginFillAll).safeParse({ email: "", password: "" }))).toBe(
      "Please enter both email and password.",
    );
    expect(firstMessage(loginInput.safeParse({ email: "a@example.com" }))).toBe("Please fill in all fields.");
    expect(loginInput.parse({ email: "a@example.com", password: "x" }).role).toBe("user");
  });

  it("checks the OTP: required, then exactly 6 digits", () => {
    expect(firstMessage(otpForm.safeParse({ otp: "" }))).toBe("Please enter the OTP.");
    expect(firstMessage(otpForm.safeParse({ otp: "12345" }))).toBe("OTP must be 6 digits long.");
    expect(firstMessage(otpForm.safeParse({ otp: "1234567" }))).toBe("OTP must be 6 digits long.");
    expect(otpForm.parse({ otp: " 012345 " })).toEqual({ otp: "012345" });
  });

  it("registration needs a name, an e-mail and 8+ characters", () => {
    expect(firstMessage(registerInput.safeParse({ name: "   ", email: "a@example.com", password: "long-enough" }))).toBe(
      "Please enter your full name.",
    );
    expect(firstMessage(registerInput.safeParse({ name: "A", email: "", password: "long-enough" }))).toBe(
      "Please enter your email address.",
    );
    expect(firstMessage(registerInput.safeParse({ name: "A", email: "a@example.com", password: "" }))).toBe("Please create a password.");
    expect(firstMessage(registerInput.safeParse({ name: "A", email: "a@example.com", password: "1234567" }))).toBe(
      "Password must be at least 8 characters long.",
    );
    expect(registerInput.parse({ name: "  Asha Rao ", email: "a@example.com", password: "12345678" }).name).toBe("Asha Rao");
  });

  it("the sign-up form adds the confirmation and the verified address, in the spec's order", () => {
    expect(signupForm.safeParse(validSignup).success).toBe(true);
    expect(firstMessage(signupForm.safeParse({ ...validSignup, confirmPassword: "different" }))).toBe("Passwords do not match.");
    expect(firstMessage(signupForm.safeParse({ ...validSignup, emailVerified: false }))).toBe("Please verify your email with OTP first.");
    const both = signupForm.safeParse({ ...validSignup, confirmPassword: "different", emailVerified: false });
    expect(both.error?.issues.map((i) => i.message)).toEqual(["Passwords do not match.", "Please verify your email with OTP first."]);
  });

  it("the reset form keeps the spec's order with the one 8-character rule the server applies too", () => {
    const check = (newPassword: string, confirmPassword: string) =>
      firstMessage(newPasswordForm.safeParse({ newPassword, confirmPassword }));
    expect(check("", "")).toBe("Please fill in all fields.");
    expect(check("abcdef", "")).toBe("Please fill in all fields.");
    expect(check("abc", "abd")).toBe("Passwords do not match.");
    expect(check("abc", "abc")).toBe("Password must be at least 8 characters long.");
    expect(check("seven77", "seven77")).toBe("Password must be at least 8 characters long.");
    expect(check("eight888", "eight888")).toBeUndefined();
    expect(firstMessage(resetPasswordInput.safeParse({ email: "a@example.com", otp: "123456", newPassword: "seven77" }))).toBe(
      "Password must be at least 8 characters long.",
    );
    expect(firstMessage(resetPasswordInput.safeParse({ email: "a@example.com", otp: "123456", newPassword: "" }))).toBe(
      "Please fill in all fields.",
    );
  });
});
