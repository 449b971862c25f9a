// Reads the mails the worker writes as .eml files (SMTP_URL unset), for e2e tests. The folder is
// watched: each new file is parsed once, and a waiter is answered the moment its mail arrives.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

export type ReceivedMail = { to: string; subject: string; text: string; html: string; file: string };

export type MailMatch = { to: string; subject?: RegExp; after?: ReadonlySet<string> };

type Waiter = { match: MailMatch; resolve: (mail: ReceivedMail) => void };

type Inbox = { mails: ReceivedMail[]; seen: Set<string>; waiters: Set<Waiter>; scanned: Promise<void>; lastError?: unknown };

const inboxes = new Map<string, Inbox>();

const matches = (mail: ReceivedMail, match: MailMatch) =>
  mail.to.toLowerCase().includes(match.to.toLowerCase()) &&
  (!match.subject || match.subject.test(mail.subject)) &&
  !match.after?.has(mail.file);

async function parseMail(mailDir: string, file: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(await fs.promises.readFile(path.join(mailDir, file)));
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
  return { to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: typeof parsed.html === "string" ? parsed.html : "", file };
}

async function take(inbox: Inbox, mailDir: string, file: string): Promise<void> {
  // The worker renames a finished `.eml.tmp` into place, so an `.eml` name is a whole mail.
  if (!file.endsWith(".eml") || inbox.seen.has(file)) return;
  inbox.seen.add(file);
  let mail: ReceivedMail;
  try {
    mail = await parseMail(mailDir, file);
  } catch (error) {
    // Said in a waiter's timeout; the file's next event tries it again.
    inbox.seen.delete(file);
    inbox.lastError = error;
    return;
  }
  inbox.mails.push(mail);
  for (const waiter of inbox.waiters) {
    if (!matches(mail, waiter.match)) continue;
    inbox.waiters.delete(waiter);
    waiter.resolve(mail);
  }
}

function inboxFor(mailDir: string): Inbox {
  const known = inboxes.get(mailDir);
  if (known) return known;
  fs.mkdirSync(mailDir, { recursive: true });
  const inbox: Inbox = { mails: [], seen: new Set(), waiters: new Set(), scanned: Promise.resolve() };
  // Watching before listing: a mail written in between is seen by one or the other (or both: `seen`).
  const watcher = fs.watch(mailDir, (_event, file) => {
    if (file) void take(inbox, mailDir, file);
  });
  watcher.unref();
  inbox.scanned = Promise.all(fs.readdirSync(mailDir).map((file) => take(inbox, mailDir, file))).then(() => undefined);
  inboxes.set(mailDir, inbox);
  return inbox;
}

function describeMatch(match: MailMatch): string {
  const parts = [`to ${match.to}`];
  if (match.subject) parts.push(`with a subject matching ${match.subject}`);
  if (match.after) parts.push(`newer than the ${match.after.size} files already there`);
  return parts.join(" ");
}

/** Resolves with the first mail to `to` (matching `subject`, not among `after`), as soon as it is written. */
export async function waitForMail(mailDir: string, match: MailMatch, timeoutMs = 15_000): Promise<ReceivedMail> {
  const inbox = inboxFor(mailDir);
  await inbox.scanned;
  const found = inbox.mails.find((mail) => matches(mail, match));
  if (found) return found;
  return new Promise<ReceivedMail>((resolve, reject) => {
    const timer = setTimeout(() => {
      inbox.waiters.delete(waiter);
      const lately = inbox.mails
        .slice(-5)
        .map((mail) => `${mail.to}: ${mail.subject}`)
        .join("; ");
      const failure = inbox.lastError ? `; a mail could not be read: ${String(inbox.lastError)}` : "";
      reject(
        new Error(
          `no mail ${describeMatch(match)} arrived within ${timeoutMs} ms (the last of ${inbox.mails.length}: ${lately || "none"}${failure})`,
        ),
      );
    }, timeoutMs);
    const waiter: Waiter = {
      match,
      resolve: (mail) => {
        clearTimeout(timer);
        resolve(mail);
      },
    };
    inbox.waiters.add(waiter);
  });
}

/** The files already in the folder, to wait for a newer mail with `after`. */
export function existingMailFiles(mailDir: string): Set<string> {
  return new Set(fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);
}
