// Roles and the public shape of a user.
import { z } from "zod";

export const ROLES = ["user", "hr"] as const;
export type Role = (typeof ROLES)[number];

export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
