import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import {
  AUTH_FALLBACKS,
  EXPIRED_OTP_TEXT,
  loginErrorText,
  rawAuthError,
  registerErrorText,
  resetErrorText,
  sendOtpErrorText,
  verifyOtpErrorText,
} from "../../src/client/features/auth/auth-errors.js";
import { AUTH_ERRORS, notAuthorizedForRole } from "../../src/shared/auth.js";

function serverError(message: string) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } });
}

describe("auth error texts (spec doc 1 §8, doc 2 §8)", () => {
  it("reads the server's message, or Network error when no answer came, or the fallback", () => {
    expect(rawAuthError(serverError("Invalid credentials"), AUTH_FALLBACKS.login)).toBe("Invalid credentials");
    expect(rawAuthError(serverError(""), AUTH_FALLBACKS.login)).toBe("Login failed");
    expect(rawAuthError(new TRPCClientError("Failed to fetch"), AUTH_FALLBACKS.login)).toBe("Network error");
    expect(rawAuthError(new Error("boom"), AUTH_FALLBACKS.resetPassword)).toBe("Failed to reset password");
  });

  it("maps candidate login errors", () => {
    expect(loginErrorText(notAuthorizedForRole("user"), "user")).toBe("You are not authorized to log in as a User with this account.");
    expect(loginErrorText(AUTH_ERRORS.invalidCredentials, "user")).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(loginErrorText("Login failed", "user")).toBe("Login failed. Please try again or contact support if the problem persists.");
    expect(loginErrorText("Network error", "user")).toBe("Network error. Please check your internet connection and try again.");
    expect(loginErrorText("Too many attempts. Please try again in 3 minutes.", "user")).toBe(
      "Too many attempts. Please try again in 3 minutes.",
    );
  });

  it("maps employer login errors with a cross mark", () => {
    expect(loginErrorText(notAuthorizedForRole("hr"), "hr")).toBe("❌ You are not authorized to log in as HR with this account.");
    expect(loginErrorText(AUTH_ERRORS.invalidCredentials, "hr")).toBe(
      "❌ Invalid email or password. Please check your credentials and try again.",
    );
    expect(loginErrorText("Login failed", "hr")).toBe("❌ Login failed. Please try again or contact support if the problem persists.");
    expect(loginErrorText("Network error", "hr")).toBe("❌ Network error. Please check your internet connection and try again.");
    expect(loginErrorText("Something went wrong", "hr")).toBe("❌ Something went wrong");
  });

  it("maps the sign-up errors", () => {
    expect(sendOtpErrorText(AUTH_ERRORS.alreadyRegistered)).toBe("This email is already registered. Please try logging in instead.");
    expect(sendOtpErrorText("Failed to send OTP")).toBe("Unable to send OTP. Please check your email address and try again.");
    expect(sendOtpErrorText("Please wait 12 seconds before requesting a new code.")).toBe(
      "Please wait 12 seconds before requesting a new code.",
    );
    expect(verifyOtpErrorText(AUTH_ERRORS.invalidOtp)).toBe(EXPIRED_OTP_TEXT);
    expect(EXPIRED_OTP_TEXT).toContain("10 minutes");
    expect(verifyOtpErrorText("Failed to verify OTP")).toBe("Verification failed. Please try again or request a new OTP.");
    expect(verifyOtpErrorText(AUTH_ERRORS.otpLocked)).toBe(AUTH_ERRORS.otpLocked);
    expect(registerErrorText(AUTH_ERRORS.emailNotVerified)).toBe("Please verify your email with OTP before registering.");
    expect(registerErrorText(AUTH_ERRORS.alreadyRegistered)).toBe("This email is already registered. Please try logging in instead.");
    expect(registerErrorText("Registration failed")).toBe("Registration failed. Please try again or contact support.");
  });

  it("the reset flows show the server's text (8+ characters) and the fallbacks", () => {
    expect(resetErrorText("Password must be at least 8 characters long.")).toBe("Password must be at least 8 characters long.");
    expect(resetErrorText(AUTH_ERRORS.invalidOtp)).toBe(EXPIRED_OTP_TEXT);
    expect(resetErrorText(AUTH_FALLBACKS.sendOtp)).toBe("Failed to send OTP");
    expect(resetErrorText(AUTH_FALLBACKS.resetPassword)).toBe("Failed to reset password");
  });
});
