// Sends a rendered mail with nodemailer: over pooled SMTP when SMTP_URL is set, otherwise as an
// .eml file under MAIL_DIR with one log line, so the product works without a mail server.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { MailKind } from "../shared/mail.js";
import type { RenderedMail } from "./render-mail.js";

export type OutgoingMail = RenderedMail & { mailId: string; kind: MailKind; to: string };

export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

export type TransportConfig = { smtpUrl?: string | undefined; mailDir: string; from: string; log: (line: string) => void };

/**
 * Enough connections to keep a worker busy (more in flight means fewer wake-ups per mail, see
 * bench/mail.ts) while staying under common providers' limits; `?maxConnections=` in SMTP_URL
 * overrides it.
 */
const SMTP_POOL = { pool: true, maxConnections: 16 } as const;

function messageOptions(from: string, mail: OutgoingMail): SendMailOptions {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    // One Message-ID per mail-log row: a mail sent twice after a crash is recognisably the same mail.
    messageId: `<${mail.mailId}@${domain}>`,
    headers: { "X-Mail-Kind": mail.kind },
    // Half the CPU of quoted-printable for react-email's markup (measured with bench/mail.ts).
    textEncoding: "base64",
  };
}

function smtpTransport(config: TransportConfig & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport({ ...SMTP_POOL, url: config.smtpUrl });
  return {
    send: async (mail) => {
      await transporter.sendMail(messageOptions(config.from, mail));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(config: TransportConfig): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderReady: Promise<unknown> | undefined;
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(messageOptions(config.from, mail));
      folderReady ??= fs.mkdir(config.mailDir, { recursive: true });
      await folderReady;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(config.mailDir, `${stamp}-${mail.kind}-${mail.mailId}.eml`);
      // Written under a temporary name first, so a reader never sees half a mail.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      config.log(`${mail.kind} mail to ${mail.to} written to ${file}`);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: TransportConfig): MailTransport {
  return config.smtpUrl ? smtpTransport({ ...config, smtpUrl: config.smtpUrl }) : fileTransport(config);
}
