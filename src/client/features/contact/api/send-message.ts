// Sends the contact form's message (contact.send).
import { trpc } from "../../../lib/trpc";

export function useSendMessage() {
  return trpc.contact.send.useMutation();
}
