// Every mail to one address (or about one application), newest first, as HR sees it: kind, subject,
// status, attempts, last error, times. Read on the pg pool through the (recipient, created_at DESC)
// or application_id index, at most MAIL_LIST_LIMIT rows.
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import { MAIL_LIST_LIMIT, type HrMailList } from "../../../shared/hr/mails.js";
import type { ListMailsInput } from "../../../shared/hr/mails-schemas.js";
import { HR_MAIL_FROM, HR_MAIL_ROW, toHrMail } from "./hr-mail-row.js";

export async function listMails(db: Db, input: ListMailsInput): Promise<HrMailList> {
  const where =
    input.email !== undefined ? sql`m.recipient = ${input.email.toLowerCase()}` : sql`m.application_id = ${input.applicationId}`;
  const rows = await selectRows(
    db,
    sql`${HR_MAIL_FROM} WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${MAIL_LIST_LIMIT}`,
    HR_MAIL_ROW,
  );
  return { data: rows.map(toHrMail) };
}
