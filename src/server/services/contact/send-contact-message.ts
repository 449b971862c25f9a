// Stores a contact-form message from a signed-in user and queues the mail to the company inbox,
// within the sender's hourly allowance (contact-rate-limit.ts).
import { contactSubjectLabel, type ContactMessage } from "../../../shared/contact.js";
import type { Deps } from "../../deps.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { withContactAllowance } from "./contact-rate-limit.js";

export type SendContactMessageInput = {
  /** The sender: always the user of the session token, never a value from the request body. */
  userId: number;
  /** The client's IP, for the per-network limit; null outside a request. */
  ip: string | null;
  message: ContactMessage;
};

export async function sendContactMessage(
  deps: Pick<Deps, "db" | "mailQueue" | "redis" | "env" | "metrics">,
  { userId, ip, message }: SendContactMessageInput,
): Promise<{ id: number }> {
  return withContactAllowance(deps, { userId, ip }, () => storeAndQueue(deps, userId, message));
}

async function storeAndQueue(
  deps: Pick<Deps, "db" | "mailQueue" | "env">,
  userId: number,
  message: ContactMessage,
): Promise<{ id: number }> {
  const row = await deps.db.contactMessage.create({
    data: {
      userId,
      name: message.name,
      email: message.email,
      phoneNumber: message.phoneNumber ?? null,
      subject: message.subject,
      message: message.message,
    },
    select: { id: true },
  });
  try {
    await enqueueMail(deps, {
      kind: "contact_message",
      to: deps.env.COMPANY_INBOX,
      data: {
        name: message.name,
        email: message.email,
        phoneNumber: message.phoneNumber,
        subject: contactSubjectLabel(message.subject),
        message: message.message,
      },
      idempotencyKey: `contact-message-${row.id}`,
    });
  } catch (error) {
    // No mail means nobody reads it: drop the row so the visitor's retry does not store it twice.
    await deps.db.contactMessage.delete({ where: { id: row.id } });
    throw error;
  }
  return { id: row.id };
}
