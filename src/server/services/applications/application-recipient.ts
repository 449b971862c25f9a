// Where the mails about an application go: the candidate account's own address (verified by its
// sign-up code) when the application has an account, else the address it was made with (enquiries,
// and applications whose account was deleted). Rows made before submissions stored the account's
// address may hold whatever was typed; their mails still reach the account.
import type { Prisma } from "../../../infra/db/generated/client.js";

export const RECIPIENT_SELECT = { email: true, user: { select: { email: true } } } as const satisfies Prisma.ApplicationSelect;

export function applicationRecipient(row: { email: string; user: { email: string } | null }): string {
  return row.user?.email ?? row.email;
}
