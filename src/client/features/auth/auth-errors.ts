// Turns a failed auth call into the text the forms show (spec doc 1 §8, doc 2 §8): the server's
// message, or "Network error" when no answer came, or the call's fallback; then the spec's mapping.
import { TRPCClientError } from "@trpc/client";
import { AUTH_ERRORS } from "../../../shared/auth";

export const NETWORK_ERROR = "Network error";

export function rawAuthError(error: unknown, fallback: string): string {
  // A TRPCClientError without a shape means the server never answered with tRPC's JSON.
  if (error instanceof TRPCClientError) return error.shape ? error.message || fallback : NETWORK_ERROR;
  return fallback;
}

type Rule = [needle: string, text: string];

function mapFirst(raw: string, rules: Rule[]): string {
  return rules.find(([needle]) => raw.includes(needle))?.[1] ?? raw;
}

const NETWORK_TEXT = "Network error. Please check your internet connection and try again.";
const ALREADY_REGISTERED_TEXT = "This email is already registered. Please try logging in instead.";
export const EXPIRED_OTP_TEXT = "Invalid or expired OTP. OTPs expire after 10 minutes, so request a new one if yours is older.";

/** Candidate (`user`) and employer (`hr`) logins; the employer's texts carry a cross mark. */
export function loginErrorText(raw: string, role: "user" | "hr"): string {
  const text = mapFirst(raw, [
    ["not authorized", `You are not authorized to log in as ${role === "hr" ? "HR" : "a User"} with this account.`],
    [AUTH_ERRORS.invalidCredentials, "Invalid email or password. Please check your credentials and try again."],
    ["Login failed", "Login failed. Please try again or contact support if the problem persists."],
    [NETWORK_ERROR, NETWORK_TEXT],
  ]);
  return role === "hr" ? `❌ ${text}` : text;
}

export function sendOtpErrorText(raw: string): string {
  return mapFirst(raw, [
    ["already registered", ALREADY_REGISTERED_TEXT],
    ["Failed to send OTP", "Unable to send OTP. Please check your email address and try again."],
    [NETWORK_ERROR, NETWORK_TEXT],
  ]);
}

export function verifyOtpErrorText(raw: string): string {
  return mapFirst(raw, [
    [AUTH_ERRORS.invalidOtp, EXPIRED_OTP_TEXT],
    ["Failed to verify OTP", "Verification failed. Please try again or request a new OTP."],
    [NETWORK_ERROR, NETWORK_TEXT],
  ]);
}

export function registerErrorText(raw: string): string {
  return mapFirst(raw, [
    [AUTH_ERRORS.emailNotVerified, "Please verify your email with OTP before registering."],
    ["already registered", ALREADY_REGISTERED_TEXT],
    ["Registration failed", "Registration failed. Please try again or contact support."],
    [NETWORK_ERROR, NETWORK_TEXT],
  ]);
}

/** The reset flows show the server's text; an expired code gets the same hint as at sign-up. */
export function resetErrorText(raw: string): string {
  return mapFirst(raw, [
    [AUTH_ERRORS.invalidOtp, EXPIRED_OTP_TEXT],
    [NETWORK_ERROR, NETWORK_TEXT],
  ]);
}

/** The fallbacks when a call fails without a message of its own (doc 1 §8). */
export const AUTH_FALLBACKS = {
  login: "Login failed",
  sendOtp: "Failed to send OTP",
  verifyOtp: "Failed to verify OTP",
  register: "Registration failed",
  resetPassword: "Failed to reset password",
} as const;
