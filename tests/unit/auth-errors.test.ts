// The auth forms' error texts and the client's reading of reasons: they go by the server's reason
// (src/shared/error-reasons.ts), never by its message text.
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import {
  EXPIRED_OTP_TEXT,
  loginErrorText,
  rawAuthError,
  registerErrorText,
  RESET_FALLBACKS,
  resetErrorText,
  sendOtpErrorText,
  verifyOtpErrorText,
} from "../../src/client/features/auth/auth-errors.js";
import { resendWait } from "../../src/client/features/auth/resend-wait.js";
import { bodyReason, errorReason, retryAfterSeconds } from "../../src/client/lib/error-reason.js";
import { AUTH_ERRORS, notAuthorizedForRole, resendTooSoon, tooManyAttempts } from "../../src/shared/auth.js";
import type { ErrorReason } from "../../src/shared/error-reasons.js";

/** A tRPC error answer as the server sends it. */
function serverError(reason: ErrorReason | undefined, message: string, extra: Record<string, unknown> = {}) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400, reason, ...extra } } });
}

const noAnswer = new TRPCClientError("Failed to fetch");
const NETWORK_TEXT = "Network error. Please check your internet connection and try again.";

describe("reading a refusal's reason", () => {
  it("reads data.reason of a tRPC answer and `reason` of a REST body; nothing else counts", () => {
    expect(errorReason(serverError("OTP_INVALID", AUTH_ERRORS.invalidOtp))).toBe("OTP_INVALID");
    expect(errorReason(serverError(undefined, AUTH_ERRORS.invalidOtp))).toBeUndefined();
    expect(errorReason(serverError("NOT_A_REASON" as ErrorReason, "x"))).toBeUndefined();
    expect(errorReason(noAnswer)).toBeUndefined();
    expect(errorReason(new Error("OTP_INVALID"))).toBeUndefined();
    expect(bodyReason({ error: "You have already applied for this job.", reason: "ALREADY_APPLIED" })).toBe("ALREADY_APPLIED");
    expect(bodyReason({ error: "You have already applied for this job." })).toBeUndefined();
    expect(bodyReason(undefined)).toBeUndefined();
  });

  it("counts a code request down only for RESEND_TOO_SOON, from the seconds the answer carries", () => {
    expect(resendWait(serverError("RESEND_TOO_SOON", resendTooSoon(58), { retryAfterSeconds: 58 }))).toBe(58);
    expect(retryAfterSeconds(serverError("RESEND_TOO_SOON", "reworded", { retryAfterSeconds: 7 }))).toBe(7);
    expect(resendWait(serverError("RATE_LIMITED", tooManyAttempts(3), { retryAfterSeconds: 180 }))).toBeUndefined();
    expect(resendWait(serverError(undefined, resendTooSoon(12)))).toBeUndefined();
  });
});

describe("auth error texts (spec doc 1 §8, doc 2 §8)", () => {
  it("shows the server's message, or Network error when no answer came, or the fallback", () => {
    expect(rawAuthError(serverError("INVALID_CREDENTIALS", "Invalid credentials"), "Saving failed")).toBe("Invalid credentials");
    expect(rawAuthError(serverError("VALIDATION", ""), "Saving failed")).toBe("Saving failed");
    expect(rawAuthError(noAnswer, "Saving failed")).toBe("Network error");
    expect(rawAuthError(new Error("boom"), RESET_FALLBACKS.resetPassword)).toBe("Failed to reset password");
  });

  it("maps candidate login errors by reason", () => {
    expect(loginErrorText(serverError("WRONG_ROLE", notAuthorizedForRole("user")), "user")).toBe(
      "You are not authorized to log in as a User with this account.",
    );
    expect(loginErrorText(serverError("INVALID_CREDENTIALS", AUTH_ERRORS.invalidCredentials), "user")).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(loginErrorText(new Error("boom"), "user")).toBe("Login failed. Please try again or contact support if the problem persists.");
    expect(loginErrorText(noAnswer, "user")).toBe(NETWORK_TEXT);
    expect(loginErrorText(serverError("RATE_LIMITED", tooManyAttempts(3)), "user")).toBe(
      "Too many attempts. Please try again in 3 minutes.",
    );
  });

  it("maps employer login errors with a cross mark", () => {
    expect(loginErrorText(serverError("WRONG_ROLE", notAuthorizedForRole("hr")), "hr")).toBe(
      "❌ You are not authorized to log in as HR with this account.",
    );
    expect(loginErrorText(serverError("INVALID_CREDENTIALS", AUTH_ERRORS.invalidCredentials), "hr")).toBe(
      "❌ Invalid email or password. Please check your credentials and try again.",
    );
    expect(loginErrorText(new Error("boom"), "hr")).toBe("❌ Login failed. Please try again or contact support if the problem persists.");
    expect(loginErrorText(noAnswer, "hr")).toBe(`❌ ${NETWORK_TEXT}`);
    expect(loginErrorText(serverError("INTERNAL", "Something went wrong"), "hr")).toBe("❌ Something went wrong");
  });

  it("maps the sign-up errors", () => {
    const alreadyRegistered = "This email is already registered. Please try logging in instead.";
    expect(sendOtpErrorText(serverError("EMAIL_TAKEN", AUTH_ERRORS.alreadyRegistered))).toBe(alreadyRegistered);
    expect(sendOtpErrorText(new Error("boom"))).toBe("Unable to send OTP. Please check your email address and try again.");
    expect(sendOtpErrorText(noAnswer)).toBe(NETWORK_TEXT);
    expect(verifyOtpErrorText(serverError("OTP_INVALID", AUTH_ERRORS.invalidOtp))).toBe(EXPIRED_OTP_TEXT);
    expect(EXPIRED_OTP_TEXT).toContain("10 minutes");
    expect(verifyOtpErrorText(new Error("boom"))).toBe("Verification failed. Please try again or request a new OTP.");
    expect(verifyOtpErrorText(serverError("OTP_LOCKED", AUTH_ERRORS.otpLocked))).toBe(AUTH_ERRORS.otpLocked);
    expect(registerErrorText(serverError("EMAIL_NOT_VERIFIED", AUTH_ERRORS.emailNotVerified))).toBe(
      "Please verify your email with OTP before registering.",
    );
    expect(registerErrorText(serverError("EMAIL_TAKEN", AUTH_ERRORS.alreadyRegistered))).toBe(alreadyRegistered);
    expect(registerErrorText(new Error("boom"))).toBe("Registration failed. Please try again or contact support.");
  });

  it("goes by the reason, not the text: a reworded message still maps, a matching text without its reason does not", () => {
    expect(verifyOtpErrorText(serverError("OTP_INVALID", "That code did not work"))).toBe(EXPIRED_OTP_TEXT);
    expect(verifyOtpErrorText(serverError("VALIDATION", AUTH_ERRORS.invalidOtp))).toBe(AUTH_ERRORS.invalidOtp);
    expect(sendOtpErrorText(serverError("VALIDATION", AUTH_ERRORS.alreadyRegistered))).toBe(AUTH_ERRORS.alreadyRegistered);
  });

  it("the reset flows show the server's text (8+ characters) and the fallbacks", () => {
    const tooShort = "Password must be at least 8 characters long.";
    expect(resetErrorText(serverError("VALIDATION", tooShort), RESET_FALLBACKS.resetPassword)).toBe(tooShort);
    expect(resetErrorText(serverError("OTP_INVALID", AUTH_ERRORS.invalidOtp), RESET_FALLBACKS.resetPassword)).toBe(EXPIRED_OTP_TEXT);
    expect(resetErrorText(noAnswer, RESET_FALLBACKS.sendCode)).toBe(NETWORK_TEXT);
    expect(resetErrorText(new Error("boom"), RESET_FALLBACKS.sendCode)).toBe("Failed to send OTP");
    expect(resetErrorText(new Error("boom"), RESET_FALLBACKS.resetPassword)).toBe("Failed to reset password");
  });
});
