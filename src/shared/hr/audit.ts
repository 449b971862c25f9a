// The audit trail's vocabulary, shared by the server that writes it and the HR pages that show it.
// Zod-free, so the activity page's loader does not pull zod into the first download.
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from "./mails.js";
import { ROUND_LABELS, ROUND_STATUS_LABELS, STEPS } from "./rounds.js";
import { DATA_REQUEST_TYPE_LABELS } from "../data-request-terms.js";
import { CONSENT_PURPOSE_TEXTS, CONSENT_PURPOSES } from "../privacy.js";

export const AUDIT_ACTIONS = [
  "job_created",
  "job_updated",
  "job_deleted",
  "applicant_moved",
  "applicant_rejected",
  "enquiry_rejected",
  "enquiry_deleted",
  "mail_sent",
  "mail_retried",
  "note_added",
  "note_edited",
  "note_deleted",
  "rating_set",
  "list_exported",
  "bulk_run",
  "account_erased",
  "retention_erased",
  "consent_withdrawn",
  "identifier_revealed",
  "data_request_filed",
  "data_request_answered",
  "interview_scheduled",
  "interview_rescheduled",
  "interview_canceled",
  "interviewer_invited",
  "interviewer_deactivated",
  "interview_slots_offered",
  "interview_slot_booked",
  "scorecard_submitted",
  "scorecard_criteria_changed",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  job_created: "Posted a job",
  job_updated: "Edited a job",
  job_deleted: "Deleted a job",
  applicant_moved: "Moved an applicant",
  applicant_rejected: "Rejected an applicant",
  enquiry_rejected: "Rejected an enquiry",
  enquiry_deleted: "Deleted an enquiry",
  mail_sent: "Sent a mail",
  mail_retried: "Retried a mail",
  note_added: "Added a note",
  note_edited: "Edited a note",
  note_deleted: "Deleted a note",
  rating_set: "Rated an application",
  list_exported: "Exported a list",
  bulk_run: "Ran a bulk decision",
  account_erased: "Account deleted by its owner",
  retention_erased: "Erased after the retention period",
  consent_withdrawn: "Consent withdrawn by the candidate",
  identifier_revealed: "Revealed an identity number",
  data_request_filed: "Data request filed by the candidate",
  data_request_answered: "Answered a data request",
  interview_scheduled: "Scheduled an interview",
  interview_rescheduled: "Rescheduled an interview",
  interview_canceled: "Canceled an interview",
  interviewer_invited: "Invited an interviewer",
  interviewer_deactivated: "Deactivated an interviewer",
  interview_slots_offered: "Offered interview times",
  interview_slot_booked: "Interview time booked by the candidate",
  scorecard_submitted: "Submitted a scorecard",
  scorecard_criteria_changed: "Changed the scorecard criteria",
};

export const AUDIT_TARGET_TYPES = [
  "application",
  "job",
  "note",
  "mail",
  "export",
  "bulk",
  "account",
  "contact_message",
  "data_request",
  "interview",
  "interviewer",
  "scorecard_criteria",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Before/after states. Only ids, states and counts (round, status, rating, job title, counts):
 * never a name, address, phone or note text, since rows are never changed, not even by an erasure.
 */
export type AuditState = Record<string, string | number | boolean | null>;

/** Rows per page of the activity list and of an application's history. */
export const ACTIVITY_PAGE_SIZE = 50;

export const AUDIT_MESSAGES = {
  unknownAction: `Unknown action: use one of ${AUDIT_ACTIONS.join(", ")}`,
  invalidActor: "Invalid actor: use an HR user's id",
  invalidFrom: "From must be a date such as 2026-01-31",
  invalidTo: "To must be a date such as 2026-01-31",
  fromAfterTo: "From cannot be after To.",
  invalidApplicationId: "Invalid application ID",
  invalidCursor: "Invalid page cursor: use a nextCursor or prevCursor from a previous page",
  systemActor: "System",
  fetchFailed: "Failed to load the activity.",
  historyFailed: "Failed to load the history.",
  noActivity: "No activity matches these filters.",
  noHistory: "No history yet.",
} as const;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The name an erased application's rows show: its name is gone, the row is not. */
export const ERASED_APPLICANT = "Erased applicant";

/** The name shown for an actor: the system, a current user, or one whose account is gone. */
export function actorName(actorId: number | null, name: string | null): string {
  if (actorId === null) return AUDIT_MESSAGES.systemActor;
  return name ?? `Deleted user #${actorId}`;
}

/** /hr/activity's URL search params, checked without zod (the route's loader is in the first download). */
export type ActivitySearch = {
  actor?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
  page?: number;
  /** The keyset cursor of the page (the previous answer's nextCursor or prevCursor); opaque. */
  cursor?: string;
};

/** The filters of the page, without its place (page, cursor). */
export type ActivityFilterValues = Pick<ActivitySearch, "actor" | "action" | "from" | "to">;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === "string" && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const positiveInt = (value: unknown): number | undefined => {
  const number = typeof value === "number" ? value : typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** Keeps the params that make sense and drops the rest, so a hand-edited URL still opens the page. */
export function activitySearchFromUrl(search: Record<string, unknown>): ActivitySearch {
  const result: ActivitySearch = {};
  const actor = positiveInt(search.actor);
  if (actor !== undefined) result.actor = actor;
  if (isAuditAction(search.action)) result.action = search.action;
  if (isDay(search.from)) result.from = search.from;
  if (isDay(search.to)) result.to = search.to;
  if (result.from && result.to && result.from > result.to) delete result.to;
  const page = positiveInt(search.page);
  if (page !== undefined && page > 1) {
    result.page = page;
    // A cursor only means something with the page it leads to.
    if (typeof search.cursor === "string" && /^[\w-]{1,200}$/.test(search.cursor)) result.cursor = search.cursor;
  }
  return result;
}

/** The hr.activity.list input of a URL's search (the loader and the page ask for the same key). */
export function activityListInput(search: ActivitySearch) {
  return { ...search, page: search.page ?? 1 };
}

type AuditTarget = {
  targetType: string;
  targetId: string | null;
  applicationId: number | null;
  applicantName: string | null;
  enquiry: boolean;
  jobTitle: string | null;
};

/** The application a row is about: "Asha Rao – Designer", "Asha Rao's enquiry", or its id once deleted. */
function describeApplication({ applicationId, applicantName, enquiry, jobTitle }: AuditTarget): string {
  if (applicantName === null) return `a deleted application (#${applicationId ?? "?"})`;
  if (enquiry) return `${applicantName}'s enquiry`;
  return jobTitle ? `${applicantName} – ${jobTitle}` : applicantName;
}

/** What a row is about, in words: "Asha Rao – Designer", "Job Designer", "Note on …", "Enquiries list". */
export function describeAuditTarget(entry: AuditTarget): string {
  const id = entry.targetId ? ` #${entry.targetId}` : "";
  const application = describeApplication(entry);
  switch (entry.targetType) {
    case "application":
      return application.charAt(0).toUpperCase() + application.slice(1);
    case "job":
      return entry.jobTitle ? `Job “${entry.jobTitle}”` : `A deleted job${id}`;
    case "note":
      return entry.applicationId ? `Note on ${application}` : "Note";
    case "mail":
      return entry.applicationId ? `Mail to ${application}` : "Mail";
    case "export":
      return entry.targetId === "enquiries" ? "Enquiries list" : entry.targetId === "applicants" ? "Applicants list" : "A list";
    case "account":
      return `Account${id}`;
    case "contact_message":
      return "Contact messages";
    case "bulk":
      return `Bulk run${id}`;
    case "data_request":
      return `Data request${id}`;
    case "interview":
      return `Interview${id} with ${application}`;
    case "interviewer":
      return `Interviewer${id}`;
    case "scorecard_criteria":
      return `Scorecard criteria${entry.targetId ? ` of ${entry.targetId.replace(":", " ").replace(/_/g, " ")}` : ""}`;
    default:
      return `${entry.targetType}${id}`;
  }
}

/** Every key an audit row's states use, as HR reads it. */
const KEY_WORDS: Record<string, string> = {
  round: "round",
  round_status: "status",
  rating: "rating",
  title: "title",
  department: "department",
  type: "type",
  list: "list",
  status: "status",
  kind: "mail",
  from: "from",
  to: "to",
  name: "name filter",
  email: "e-mail filter",
  applications: "applications",
  contactMessages: "contact messages",
  action: "decision",
  to_round: "to",
  requested: "asked for",
  done: "done",
  skipped: "skipped",
  not_run: "not run",
  stopped: "stopped early",
  job_title: "job title",
  job_type: "job type",
  gender: "gender",
  applied_on: "applied on",
  field: "field",
  starts_at: "starts",
  duration_minutes: "minutes",
  interviewers: "interviewers",
  sequence: "invite version",
  offer: "offer",
  slots: "times",
  slot: "time",
  interview: "interview",
  scorecard: "scorecard",
  edited: "changed",
  criteria: "criteria",
  default: "defaults",
};

const STEP_WORDS = Object.fromEntries(Object.entries(STEPS).map(([slug, step]) => [slug, step.title]));

/** Stored values (rounds, statuses, steps, mail kinds, decisions) read as HR reads them elsewhere. */
const STATE_WORDS: Record<string, string> = {
  ...STEP_WORDS,
  ...ROUND_LABELS,
  ...ROUND_STATUS_LABELS,
  ...MAIL_STATUS_LABELS,
  ...MAIL_KIND_LABELS,
  ...DATA_REQUEST_TYPE_LABELS,
  // identifier_revealed's field (application/identifiers.ts's IDENTIFIER_LABELS; shared/hr imports no other folder).
  aadhar: "Aadhar number",
  pan: "PAN",
  passport: "Passport number",
  ...Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, CONSENT_PURPOSE_TEXTS[purpose].label])),
  accept: "Accept",
  reject: "Reject",
  move: "Move",
  enquiries: "Enquiries",
  applicants: "Applicants",
};

/** Keys whose null means "does not apply" (a bulk reject has no round to move to): left out. */
const OMITTED_WHEN_NULL = new Set(["to_round"]);
/** Text filters recorded only as set or not (their text is personal). */
const SET_OR_NOT = new Set(["name", "email"]);

function valueWords(key: string, value: AuditState[string] | undefined): string {
  if (value === undefined || value === null) {
    if (key === "rating") return "no rating";
    return key === "department" ? "all departments" : "none";
  }
  if (typeof value === "boolean") return SET_OR_NOT.has(key) ? (value ? "set" : "not set") : value ? "yes" : "no";
  if (typeof value === "string") return STATE_WORDS[value] ?? value;
  return String(value);
}

/**
 * The change in words: "round Round 1 → Round 2, status in progress → rejected"; a state without
 * its other half reads "title Designer" (created) or "was title Designer" (deleted).
 */
export function describeAuditChange(before: AuditState | null, after: AuditState | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !(OMITTED_WHEN_NULL.has(key) && (before?.[key] ?? null) === null && (after?.[key] ?? null) === null),
  );
  const parts = keys.map((key) => {
    const label = KEY_WORDS[key] ?? key;
    if (before && after && key in before && key in after) {
      const from = valueWords(key, before[key]);
      const to = valueWords(key, after[key]);
      return from === to ? `${label} ${to}` : `${label} ${from} → ${to}`;
    }
    if (after && key in after) return `${label} ${valueWords(key, after[key])}`;
    return `was ${label} ${valueWords(key, before?.[key])}`;
  });
  return parts.join(", ");
}
