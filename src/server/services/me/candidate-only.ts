// The candidate's own area (me.*, /api/me/*) is for candidate accounts: HR accounts have no
// applications of their own and are refused, whichever door they come through.
import { MY_APPLICATION_MESSAGES } from "../../../shared/me/applications.js";
import { AppError } from "../../../infra/errors.js";
import type { AuthUser } from "../auth/tokens.js";

export function assertCandidate(user: AuthUser, message: string = MY_APPLICATION_MESSAGES.candidatesOnly): void {
  if (user.role !== "user") throw new AppError("FORBIDDEN", message);
}
