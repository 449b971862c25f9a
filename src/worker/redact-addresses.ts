// Blanks e-mail addresses in a text: SMTP replies often quote the recipient, and failure messages
// go to logs and traces, where recipients must never appear.
const ADDRESS = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g;

export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, "<address>");
}
