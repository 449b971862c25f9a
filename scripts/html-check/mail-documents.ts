// Every kind of mail as the worker renders it (render-mail.ts), filled with its template's
// PreviewProps: the HTML part a recipient's mail client shows.
import type { MailKind, MailPayload } from "../../src/shared/mail.js";
import { MAIL_TEMPLATES } from "../../src/worker/mail-templates.js";
import { renderMail } from "../../src/worker/render-mail.js";
import type { HtmlDocument } from "./vnu.js";

export async function mailDocuments(): Promise<HtmlDocument[]> {
  return Promise.all(
    (Object.keys(MAIL_TEMPLATES) as MailKind[]).map(async (kind) => {
      const preview = (MAIL_TEMPLATES[kind].component as { PreviewProps?: MailPayload<MailKind> }).PreviewProps;
      if (!preview) throw new Error(`the ${kind} template has no PreviewProps`);
      return { name: `mail ${kind}`, html: (await renderMail(kind, preview)).html };
    }),
  );
}
