// Account contracts shared by the auth forms and the server: payload schemas, the spec's texts
// (doc 1 §5 and §8) and the limits of codes and passwords.
import { z } from "zod";
import { emailField } from "./email.js";
import { safeString } from "./input.js";
import { newPasswordField, PASSWORD_TEXTS } from "./password.js";
import { LOGIN_ROLES, publicUserSchema, type LoginRole } from "./user.js";

export const OTP_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
/**
 * How long an interviewer's invitation code stays valid (purpose `invite`): a colleague may read HR's
 * mail only the next working day, or after a weekend (Friday evening to Monday morning is ~64 h),
 * and a 10-minute code would be dead by then. It stays single-use, 5 tries, kept only as a keyed
 * hash, and sets the password of an account that shows nothing until then; HR can invite again.
 */
export const INVITE_CODE_TTL_HOURS = 72;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
/** How long a verified sign-up address stays verified for registration. */
export const VERIFIED_EMAIL_MINUTES = 30;
export const NAME_MAX_LENGTH = 100;

/** Validation texts of the forms (doc 1 §5); the server answers the same ones. */
export const AUTH_VALIDATION = {
  loginFillAll: "Please fill in all fields.",
  employerLoginFillAll: "Please enter both email and password.",
  emailFirst: "Please enter your email address first.",
  emailRequired: "Please enter your email address.",
  otpRequired: "Please enter the OTP.",
  otpLength: "OTP must be 6 digits long.",
  nameRequired: "Please enter your full name.",
  nameTooLong: `Please enter a name of at most ${NAME_MAX_LENGTH} characters.`,
  passwordRequired: "Please create a password.",
  passwordTooShort: PASSWORD_TEXTS.tooShort,
  passwordTooLong: PASSWORD_TEXTS.tooLong,
  passwordMismatch: "Passwords do not match.",
  verifyFirst: "Please verify your email with OTP first.",
  fillAll: "Please fill in all fields.",
  notAnObject: "Please send the fields as a JSON object.",
} as const;

/** The server's error texts; the forms map them to the spec's wording (doc 1 §8). */
export const AUTH_ERRORS = {
  alreadyRegistered: "Email already registered",
  invalidOtp: "Invalid or expired OTP",
  otpLocked: "Too many incorrect attempts for this OTP. Please request a new OTP.",
  emailNotVerified: "Email not verified",
  invalidCredentials: "Invalid credentials",
  accountDeactivated: "This account has been deactivated. Please contact your HR team if you still need access.",
} as const;

export function notAuthorizedForRole(role: LoginRole): string {
  return `You are not authorized to log in as ${role === "hr" ? "HR" : "a User"} with this account.`;
}

export function resendTooSoon(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before requesting a new code.`;
}

export function tooManyAttempts(minutes: number): string {
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Success texts the server answers and the forms show. */
export const AUTH_SUCCESS = {
  otpSent: "OTP sent! Check your inbox for the 6-digit code (and your spam folder if you do not see it).",
  emailVerified: "Email verified successfully!",
  accountCreated: "Your account has been created successfully.",
  resetCodeSent: "If an account exists for this email, we have sent a 6-digit reset code. Check your spam folder if you do not see it.",
  passwordReset: "Your password has been reset. You can now log in with your new password.",
  loggedOut: "You have been logged out.",
} as const;

const otp = z
  .string({ message: AUTH_VALIDATION.otpRequired })
  .trim()
  .min(1, AUTH_VALIDATION.otpRequired)
  .regex(/^\d{6}$/, AUTH_VALIDATION.otpLength);

/** A person's name: sign-up and the profile's "edit name". */
export const nameField = safeString("Name", { message: AUTH_VALIDATION.nameRequired })
  .trim()
  .min(1, AUTH_VALIDATION.nameRequired)
  .max(NAME_MAX_LENGTH, AUTH_VALIDATION.nameTooLong);

/** A JSON object body; anything else gets one clear message. */
export function accountBody<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: AUTH_VALIDATION.notAnObject });
}

export const sendOtpInput = accountBody({ email: emailField(AUTH_VALIDATION.emailFirst) });
export const verifyOtpInput = accountBody({ email: emailField(), otp });
export const registerInput = accountBody({
  name: nameField,
  email: emailField(),
  password: newPasswordField(AUTH_VALIDATION.passwordRequired),
});
export const forgotPasswordInput = accountBody({ email: emailField() });
export const resetPasswordInput = accountBody({ email: emailField(), otp, newPassword: newPasswordField(AUTH_VALIDATION.fillAll) });

/** Login fields; the candidate and the employer forms word the "required" message differently. */
export function loginFields(requiredMessage: string) {
  return accountBody({
    email: emailField(requiredMessage),
    password: z.string({ message: requiredMessage }).min(1, requiredMessage).max(1024, "Password is too long."),
  });
}

export const loginInput = loginFields(AUTH_VALIDATION.loginFillAll).extend({ role: z.enum(LOGIN_ROLES).default("user") });

export type SendOtpInput = z.infer<typeof sendOtpInput>;
export type VerifyOtpInput = z.infer<typeof verifyOtpInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

export const loginAnswer = z.object({ token: z.string(), user: publicUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswer>;

// ---- Form-only schemas (the browser checks these before it calls the server) ----

/** Sign-up form; the order of the fields is the order of the spec's checks. */
export const signupForm = registerInput.extend({ confirmPassword: z.string(), emailVerified: z.boolean() }).superRefine((form, ctx) => {
  if (form.password !== form.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: AUTH_VALIDATION.passwordMismatch });
  }
  if (!form.emailVerified) ctx.addIssue({ code: "custom", path: ["emailVerified"], message: AUTH_VALIDATION.verifyFirst });
});
export type SignupForm = z.infer<typeof signupForm>;

export const otpForm = z.object({ otp });

/** Step 3 of the reset flows: the spec's checks in its order, with the one password rule. */
export const newPasswordForm = z.object({ newPassword: z.string(), confirmPassword: z.string() }).superRefine((form, ctx) => {
  const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!form.newPassword || !form.confirmPassword)
    return fail(form.newPassword ? "confirmPassword" : "newPassword", AUTH_VALIDATION.fillAll);
  if (form.newPassword !== form.confirmPassword) return fail("confirmPassword", AUTH_VALIDATION.passwordMismatch);
  const rule = newPasswordField(AUTH_VALIDATION.fillAll).safeParse(form.newPassword);
  if (!rule.success) return fail("newPassword", rule.error.issues[0]?.message ?? AUTH_VALIDATION.passwordTooShort);
});
