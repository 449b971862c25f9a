// Sends a rendered mail: over pooled SMTP connections when SMTP_URL is set, otherwise as an .eml
// file under MAIL_DIR with one log line (no recipient in it), so the product works without a mail server.
import fs from "node:fs/promises";
import path from "node:path";
import type { MailKind } from "../shared/mail.js";
import { buildMimeMessage } from "./mime-message.js";
import type { OutgoingMail } from "./outgoing-mail.js";
import { createSmtpPool } from "./smtp-pool.js";

export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => Promise<void>;
};

export type TransportConfig = {
  smtpUrl?: string | undefined;
  mailDir: string;
  from: string;
  log: (fields: { mailId: string; kind: MailKind; file: string }, message: string) => void;
};

function smtpTransport(config: TransportConfig & { smtpUrl: string }): MailTransport {
  const pool = createSmtpPool(config.smtpUrl);
  return {
    send: async (mail) => {
      const { envelope, message } = buildMimeMessage(config.from, mail);
      await pool.send(envelope, message);
    },
    close: () => pool.close(),
  };
}

function fileTransport(config: TransportConfig): MailTransport {
  let folderReady: Promise<unknown> | undefined;
  return {
    send: async (mail) => {
      const { message } = buildMimeMessage(config.from, mail);
      folderReady ??= fs.mkdir(config.mailDir, { recursive: true });
      await folderReady;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(config.mailDir, `${stamp}-${mail.kind}-${mail.mailId}.eml`);
      // Written under a temporary name first, so a reader never sees half a mail.
      await fs.writeFile(`${file}.tmp`, message);
      await fs.rename(`${file}.tmp`, file);
      config.log({ mailId: mail.mailId, kind: mail.kind, file }, "mail written");
    },
    close: async () => undefined,
  };
}

export function createMailTransport(config: TransportConfig): MailTransport {
  return config.smtpUrl ? smtpTransport({ ...config, smtpUrl: config.smtpUrl }) : fileTransport(config);
}
