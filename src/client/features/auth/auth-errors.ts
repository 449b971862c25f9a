// Turns a failed auth call into the text the forms show (spec doc 1 §8, doc 2 §8): the spec's text
// for the refusal's reason, else the server's message, or the network text when no answer came,
// or the call's fallback when the answer had no message.
import { TRPCClientError } from "@trpc/client";
import { notAuthorizedForRole } from "../../../shared/auth";
import type { ErrorReason } from "../../../shared/error-reasons";
import { errorReason } from "../../lib/error-reason";

export const NETWORK_ERROR = "Network error";

const NETWORK_TEXT = "Network error. Please check your internet connection and try again.";
const ALREADY_REGISTERED_TEXT = "This email is already registered. Please try logging in instead.";
export const EXPIRED_OTP_TEXT = "Invalid or expired OTP. OTPs expire after 10 minutes, so request a new one if yours is older.";

/** The texts of one call: by reason, without an answer, and without a message. */
type FailureTexts = { reasons?: Partial<Record<ErrorReason, string>>; noAnswer?: string; fallback: string };

function failureText(error: unknown, texts: FailureTexts): string {
  // A TRPCClientError without a shape means the server never answered with tRPC's JSON.
  if (error instanceof TRPCClientError && !error.shape) return texts.noAnswer ?? NETWORK_ERROR;
  const reason = errorReason(error);
  const text = reason && texts.reasons?.[reason];
  if (text) return text;
  return (error instanceof TRPCClientError && error.message) || texts.fallback;
}

/** The server's message as it is: "Network error" when no answer came, `fallback` when it had none. */
export function rawAuthError(error: unknown, fallback: string): string {
  return failureText(error, { fallback });
}

/** Candidate (`user`) and employer (`hr`) logins; the employer's texts carry a cross mark. */
export function loginErrorText(error: unknown, role: "user" | "hr"): string {
  const text = failureText(error, {
    reasons: {
      WRONG_ROLE: notAuthorizedForRole(role),
      INVALID_CREDENTIALS: "Invalid email or password. Please check your credentials and try again.",
    },
    noAnswer: NETWORK_TEXT,
    fallback: "Login failed. Please try again or contact support if the problem persists.",
  });
  return role === "hr" ? `❌ ${text}` : text;
}

export function sendOtpErrorText(error: unknown): string {
  return failureText(error, {
    reasons: { EMAIL_TAKEN: ALREADY_REGISTERED_TEXT },
    noAnswer: NETWORK_TEXT,
    fallback: "Unable to send OTP. Please check your email address and try again.",
  });
}

export function verifyOtpErrorText(error: unknown): string {
  return failureText(error, {
    reasons: { OTP_INVALID: EXPIRED_OTP_TEXT },
    noAnswer: NETWORK_TEXT,
    fallback: "Verification failed. Please try again or request a new OTP.",
  });
}

export function registerErrorText(error: unknown): string {
  return failureText(error, {
    reasons: { EMAIL_NOT_VERIFIED: "Please verify your email with OTP before registering.", EMAIL_TAKEN: ALREADY_REGISTERED_TEXT },
    noAnswer: NETWORK_TEXT,
    fallback: "Registration failed. Please try again or contact support.",
  });
}

/** The reset flows show the server's text; an expired code gets the same hint as at sign-up. */
export function resetErrorText(error: unknown, fallback: string): string {
  return failureText(error, { reasons: { OTP_INVALID: EXPIRED_OTP_TEXT }, noAnswer: NETWORK_TEXT, fallback });
}

/** The reset flows' fallbacks when a call fails without a message of its own (doc 1 §8). */
export const RESET_FALLBACKS = {
  sendCode: "Failed to send OTP",
  resetPassword: "Failed to reset password",
} as const;
