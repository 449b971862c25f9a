// The enquiry page's demo user: set by its Sign In / Create Account modal with no server call
// (spec doc 1 §2), kept in local storage under its own key so it never touches the real session.
import { z } from "zod";

const DEMO_USER_KEY = "enquiryUser";

const demoUserSchema = z.object({ name: z.string(), email: z.string() });
export type DemoUser = z.infer<typeof demoUserSchema>;

export function readDemoUser(): DemoUser | null {
  try {
    return demoUserSchema.parse(JSON.parse(localStorage.getItem(DEMO_USER_KEY) ?? "null"));
  } catch {
    return null;
  }
}

export function writeDemoUser(user: DemoUser): void {
  localStorage.setItem(DEMO_USER_KEY, JSON.stringify(user));
}

export function clearDemoUser(): void {
  localStorage.removeItem(DEMO_USER_KEY);
}
