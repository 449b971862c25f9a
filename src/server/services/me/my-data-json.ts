// What my-data.json of "Download my data" holds: the candidate's account, every job application of
// theirs with every field they entered, its round history (never who made a change), the mails
// sent to them, the contact messages they sent while signed in, their consents and their data
// requests (with HR's replies). Read in full before the download starts; the documents are only named here
// (documents/<applicationId>-resume.pdf, …) and streamed by export-my-data.ts. The identity numbers
// are opened here, in full: the candidate's own copy is the one place they leave the database in clear.
// The text read from each resume (what HR search finds them by, issue #31) is theirs too: resumeText.
import { PROFILE_SELECT, toApplicationProfile, type DocumentKind } from "../../../infra/application-profile.js";
import { openIdentifier, type IdentifierKeyRing } from "../../../infra/privacy/identifier-cipher.js";
import type { Db } from "../../../infra/db/client.js";
import type { IdentifierKind } from "../../../shared/application/identifiers.js";
import { ROUND_LABELS, ROUND_STATUS_LABELS } from "../../../shared/hr/rounds.js";
import { MAIL_SUBJECTS } from "../../../shared/mail-subjects.js";
import type { MailKind, Prisma } from "../../../infra/db/generated/client.js";
import { readMyConsents } from "../consents/list-my-consents.js";
import { MY_DATA_REQUEST_SELECT, toMyDataRequest } from "../data-requests/data-request-row.js";
import { MY_APPLICATION_SELECT, toMyApplication } from "./my-application-mapper.js";

/** A stored upload and the path it gets inside the ZIP. */
export type MyDataDocument = { storedName: string; path: string };

const DOCUMENT_SUFFIX: Record<DocumentKind, string> = { resume: "resume", academics: "academic-documents" };

function documentPathInZip(applicationId: number, kind: DocumentKind): string {
  return `documents/${applicationId}-${DOCUMENT_SUFFIX[kind]}.pdf`;
}

const EXPORT_SELECT = {
  ...PROFILE_SELECT,
  ...MY_APPLICATION_SELECT,
  identifiers: { select: { kind: true, last4: true, keyId: true, iv: true, ciphertext: true } },
  resumeText: { select: { body: true } },
} as const satisfies Prisma.ApplicationSelect;
type ApplicationRow = Prisma.ApplicationGetPayload<{ select: typeof EXPORT_SELECT }>;

const MAIL_SELECT = {
  id: true,
  kind: true,
  status: true,
  createdAt: true,
  sentAt: true,
  hrMessage: true,
  hrLink: true,
} as const satisfies Prisma.MailLogSelect;
type MailRow = Prisma.MailLogGetPayload<{ select: typeof MAIL_SELECT }>;

/**
 * Subjects that need nothing but the kind, for mails to the candidate's address that are not about one
 * of their applications (an enquiry's rejection). The sign-up and reset code mails' subjects exist only
 * in the worker's templates and the log keeps no payload to rebuild them from: their subject is null.
 */
const KIND_ONLY_SUBJECTS: Partial<Record<MailKind, string>> = {
  applicant_rejected: MAIL_SUBJECTS.applicant_rejected(),
  candidate_rejected: MAIL_SUBJECTS.candidate_rejected(),
  application_withdrawn: MAIL_SUBJECTS.application_withdrawn(),
  data_request_received: MAIL_SUBJECTS.data_request_received(),
  data_request_answered: MAIL_SUBJECTS.data_request_answered(),
};

function toMail(mail: MailRow, subject: string | null) {
  return {
    kind: mail.kind,
    subject,
    /** What HR wrote into the mail, if anything (see Tracking Application). */
    message: mail.hrMessage,
    link: mail.hrLink,
    status: mail.status,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}

function toApplication(ring: IdentifierKeyRing, row: ApplicationRow) {
  const mine = toMyApplication(row);
  const opened = (kind: IdentifierKind) => {
    const stored = row.identifiers.find((identifier) => identifier.kind === kind);
    return stored ? openIdentifier(ring, row.id, kind, stored) : null;
  };
  const subjects = new Map(mine.mails.map((mail) => [mail.id, mail.subject]));
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: mine.jobTitle,
    department: row.department,
    appliedAt: mine.appliedAt,
    currentRound: mine.roundLabel,
    status: mine.statusText,
    withdrawnAt: mine.withdrawnAt,
    // HR's view shows some fields masked or only as flags; the candidate gets back what they entered.
    fields: {
      ...toApplicationProfile(row, documentPathInZip),
      joining: row.joining,
      aadharNumber: opened("aadhar"),
      panNo: opened("pan"),
      passportNumber: opened("passport"),
    },
    /** The text read from the resume for HR search; null until read, or when it could not be. */
    resumeText: row.resumeText?.body ?? null,
    roundHistory: row.roundChanges.map((change) => ({
      from: ROUND_LABELS[change.fromRound],
      to: ROUND_LABELS[change.toRound],
      status: ROUND_STATUS_LABELS[change.status],
      date: change.createdAt.toISOString(),
    })),
    mails: row.mails.map((mail) => toMail(mail, subjects.get(mail.id) ?? null)),
  };
}

function documentsOf(row: ApplicationRow): MyDataDocument[] {
  const stored: [DocumentKind, string | null][] = [
    ["resume", row.resumePath],
    ["academics", row.academicDocsPath],
  ];
  return stored.flatMap(([kind, storedName]) => (storedName ? [{ storedName, path: documentPathInZip(row.id, kind) }] : []));
}

export type MyData = Awaited<ReturnType<typeof readMyData>>["data"];

/** Everything my-data.json says about the user (but the documents the store turns out not to have), and the documents to add. */
export async function readMyData({ db, identifierKeys }: { db: Db; identifierKeys: IdentifierKeyRing }, userId: number) {
  const account = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { name: true, email: true, role: true, createdAt: true },
  });
  const rows = await db.application.findMany({
    where: { userId, source: "job_application" },
    select: EXPORT_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const otherMails = await db.mailLog.findMany({
    where: {
      recipient: account.email,
      // Sent to the company inbox by design; on the candidate's address only if it were that inbox.
      kind: { not: "contact_message" },
      OR: [{ applicationId: null }, { applicationId: { notIn: rows.map((row) => row.id) } }],
    },
    select: MAIL_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const contactMessages = await db.contactMessage.findMany({
    where: { userId },
    select: { name: true, email: true, phoneNumber: true, subject: true, message: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const dataRequests = await db.dataRequest.findMany({
    where: { userId },
    select: MY_DATA_REQUEST_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const now = new Date();
  return {
    data: {
      exportedAt: now.toISOString(),
      account: { name: account.name, email: account.email, role: account.role, createdAt: account.createdAt.toISOString() },
      applications: rows.map((row) => toApplication(identifierKeys, row)),
      /** Mails to the candidate's address that are not about one of their applications (codes, enquiries). */
      otherMails: otherMails.map((mail) => toMail(mail, KIND_ONLY_SUBJECTS[mail.kind] ?? null)),
      contactMessages: contactMessages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
      consents: await readMyConsents(db, userId),
      dataRequests: dataRequests.map((request) => toMyDataRequest(request, now)),
    },
    documents: rows.flatMap(documentsOf),
  };
}
