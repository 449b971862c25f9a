// The enquiry page's demo auth modal rules and messages (spec doc 1 §5, doc 2 §5).
import { z } from "zod";

export const DEMO_AUTH_DELAY_MS = 1000;

const email = z.string().trim().min(1, "Email is required").pipe(z.email("Email is invalid"));
const password = z.string().min(1, "Password is required").min(8, "Password must be at least 8 characters");

export const demoSignInSchema = z.object({ email, password });

export const demoSignUpSchema = z
  .object({ fullName: z.string().trim().min(1, "Name is required"), email, password, confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  });

export type DemoAuthMode = "signin" | "signup";
export type DemoAuthValues = { fullName: string; email: string; password: string; confirmPassword: string };

/** The first message per field, or null when the values pass. */
export function demoAuthErrors(mode: DemoAuthMode, values: DemoAuthValues): Partial<Record<keyof DemoAuthValues, string>> | null {
  const result = (mode === "signup" ? demoSignUpSchema : demoSignInSchema).safeParse(values);
  if (result.success) return null;
  const errors: Partial<Record<keyof DemoAuthValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof DemoAuthValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
