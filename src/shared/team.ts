// The hiring team (issue #30 item 1): HR invites interviewers by e-mail, lists and deactivates them
// (tRPC hr.team.*, /api/hr/team). One schema per input for both doors, and the texts both show.
import { z } from "zod";
import { INVITE_CODE_TTL_HOURS, nameField } from "./auth.js";
import { emailField } from "./email.js";
import { idSchema } from "./input.js";

export const TEAM_TEXTS = {
  invited: (name: string) => `Invitation sent to ${name}. The code in it is valid for ${INVITE_CODE_TTL_HOURS} hours.`,
  resent: (name: string) => `${name} is already on the team: a new invitation code has been sent.`,
  reactivated: (name: string) => `${name} is back on the team: a new invitation has been sent to set a password.`,
  deactivated: (name: string) => `${name} has been deactivated and signed out everywhere.`,
  candidateAccount: "This e-mail address belongs to a candidate's account. Invite the interviewer with their work address.",
  hrAccount: "This e-mail address belongs to an HR account, which can already do everything an interviewer can.",
  inviteRace: "This address is being invited at this very moment. Refresh the list to see the invitation.",
  notFound: "Interviewer not found",
  invalidId: "Invalid interviewer ID",
  notActive: (id: number) => `User #${id} is not an active interviewer. Pick interviewers from the hiring team.`,
  notOnInterview: "You can only open the applicants of interviews you are on.",
  tooManyInvitations: (minutes: number) =>
    `Too many invitations for now. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  fetchFailed: "Failed to load the hiring team.",
  empty: "No interviewers yet. Invite a colleague above: they get an e-mail with a code to set their password.",
} as const;

export const interviewerIdSchema = idSchema(TEAM_TEXTS.invalidId);

/** HR's invitation: who (their name, as mails and lists show it) at which address. */
export const inviteInterviewerInput = z.object({
  email: emailField("Please enter the interviewer's e-mail address."),
  name: nameField,
});
export type InviteInterviewerInput = z.output<typeof inviteInterviewerInput>;

export const TEAM_MEMBER_STATUSES = ["active", "deactivated"] as const;

/** An interviewer as HR's list shows them. Instants are ISO strings. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** When the newest invitation was sent (the account's creation if none is on record). */
  invitedAt: z.string(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  deactivatedAt: z.string().nullable(),
  /** Whether they have set a password with a code since their (newest) invitation. */
  passwordSet: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamListSchema = z.object({ data: z.array(teamMemberSchema) });
export type TeamList = z.output<typeof teamListSchema>;

export const teamMemberAnswer = z.object({ member: teamMemberSchema, message: z.string() });
export type TeamMemberAnswer = z.output<typeof teamMemberAnswer>;
