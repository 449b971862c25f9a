// Roles and the public shape of a user. zod/mini, because the SPA checks the stored user on every
// page load, so this schema is part of the first download (see jobs-board.ts).
import * as z from "zod/mini";

/** An account's role: a candidate, HR, or an interviewer HR invited (/hr/team). */
export const ROLES = ["user", "hr", "interviewer"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The sign-in door (`role` of the login input): the candidate form ("user") or the employer forms
 * ("hr"), where HR and interviewers both sign in. Not an account role.
 */
export const LOGIN_ROLES = ["user", "hr"] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** Which accounts a sign-in door lets in. */
export function opensDoor(door: LoginRole, role: Role): boolean {
  return door === "user" ? role === "user" : role === "hr" || role === "interviewer";
}

export const publicUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
