// Reads the mails the worker wrote as .eml files (SMTP_URL unset), for e2e tests.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

export type ReceivedMail = { to: string; subject: string; text: string; html: string; file: string };

async function readMails(mailDir: string): Promise<ReceivedMail[]> {
  if (!fs.existsSync(mailDir)) return [];
  const files = fs
    .readdirSync(mailDir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
      return { to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: typeof parsed.html === "string" ? parsed.html : "", file };
    }),
  );
}

/**
 * Waits until a mail to `to` (and matching `subject`, when given) is in the folder. The worker is
 * another process, so there is no event to await: the folder is polled until `timeoutMs`.
 */
export async function waitForMail(
  mailDir: string,
  match: { to: string; subject?: RegExp; after?: ReadonlySet<string> },
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMails(mailDir)).find(
      (m) =>
        m.to.toLowerCase().includes(match.to.toLowerCase()) &&
        (!match.subject || match.subject.test(m.subject)) &&
        !match.after?.has(m.file),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${match.to} arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The files already in the folder, to wait for a newer mail with `after`. */
export function existingMailFiles(mailDir: string): Set<string> {
  return new Set(fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);
}
