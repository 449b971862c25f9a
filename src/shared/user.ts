// Roles and the public shape of a user. zod/mini, because the SPA checks the stored user on every
// page load, so this schema is part of the first download (see jobs-board.ts).
import * as z from "zod/mini";

export const ROLES = ["user", "hr"] as const;
export type Role = (typeof ROLES)[number];

export const publicUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
