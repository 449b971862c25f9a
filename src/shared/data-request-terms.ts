// A candidate's requests about their data (DPDP Act 2023: access, correction, erasure, grievance):
// the vocabulary, limits and texts the profile form, HR's queue (/hr/requests), the mails and the
// audit trail share. Zod-free, so the /hr/requests route reads its URL in the first download; the
// schemas are in data-requests.ts.

export const DATA_REQUEST_TYPES = ["access", "correction", "erasure", "grievance"] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

/** What a candidate picks, in their words; HR's queue and the mails use the same ones. */
export const DATA_REQUEST_TYPE_LABELS: Record<DataRequestType, string> = {
  access: "See my data",
  correction: "Correct my data",
  erasure: "Erase my data",
  grievance: "Raise a grievance",
};

/** A line under the type select, so a candidate knows what each one asks for. */
export const DATA_REQUEST_TYPE_HINTS: Record<DataRequestType, string> = {
  access: "Ask what personal data we hold about you, why, and who we shared it with.",
  correction: "Ask us to correct, complete or update personal data that is wrong or out of date.",
  erasure: "Ask us to erase personal data we no longer need for the purpose you gave it for.",
  grievance: "Complain about how we handled your personal data or one of your requests.",
};

export const DATA_REQUEST_STATUSES = ["open", "answered"] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = { open: "Open", answered: "Answered" };

/** HR's queue filter: open (the default), answered, or every request. */
export const DATA_REQUEST_FILTERS = ["open", "answered", "all"] as const;
export type DataRequestFilter = (typeof DATA_REQUEST_FILTERS)[number];

export const DATA_REQUEST_FILTER_LABELS: Record<DataRequestFilter, string> = { open: "Open", answered: "Answered", all: "All" };

export const DATA_REQUEST_LIMITS = { message: 2000, reply: 5000 } as const;

/** Rows per page of HR's queue. */
export const DATA_REQUEST_PAGE_SIZE = 20;

/** The reference a candidate and HR quote: "#42". */
export function dataRequestReference(id: number): string {
  return `#${id}`;
}

/** 2000 → "2,000", without Intl (its first formatter loads the browser's locale data). */
const thousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const DATA_REQUEST_TEXTS = {
  unknownType: `Choose what your request is about: ${DATA_REQUEST_TYPES.join(", ")}.`,
  messageRequired: "Please describe your request.",
  messageHint: `Tell us what you need, in up to ${thousands(DATA_REQUEST_LIMITS.message)} characters.`,
  messageTooLong: `Your message can be at most ${thousands(DATA_REQUEST_LIMITS.message)} characters.`,
  replyRequired: "Please write a reply.",
  replyTooLong: `The reply can be at most ${thousands(DATA_REQUEST_LIMITS.reply)} characters.`,
  invalidId: "Invalid request ID",
  unknownFilter: `Status must be one of ${DATA_REQUEST_FILTERS.join(", ")}.`,
  candidatesOnly: "Only candidates can make requests about their data.",
  filed: "Your request has been sent. We have e-mailed you an acknowledgement.",
  fileFailed: "Your request could not be sent. Please try again.",
  fetchFailed: "We could not load your requests.",
  noRequests: "You have not made any requests yet.",
  notFound: "Data request not found",
  alreadyAnswered: "This request has already been answered: a request gets one reply.",
  replied: "Reply sent. The candidate has been mailed.",
  replyFailed: "The reply could not be sent. Please try again.",
  hrFetchFailed: "Failed to load the data requests.",
  deletedAccount: "Deleted account",
  erasedText: "Erased with the account.",
} as const;

/** The answer past the daily allowance of requests. */
export function tooManyDataRequests(hours: number): string {
  return `You have made several requests today. Please wait for our reply, or try again in ${hours} hour${hours === 1 ? "" : "s"}.`;
}

/** What HR sees when none of the filter's requests exist. */
export function noDataRequests(filter: DataRequestFilter): string {
  if (filter === "open") return "No open requests: every request has been answered.";
  if (filter === "answered") return "No answered requests yet.";
  return "No data requests yet.";
}

/** /hr/requests's URL search params, checked without zod (the route's loader is in the first download). */
export type DataRequestSearch = { status?: DataRequestFilter; page?: number };

/** Keeps the params that make sense and drops the rest, so a hand-edited URL still opens the page. */
export function dataRequestSearchFromUrl(search: Record<string, unknown>): DataRequestSearch {
  const result: DataRequestSearch = {};
  if (typeof search.status === "string" && (DATA_REQUEST_FILTERS as readonly string[]).includes(search.status)) {
    result.status = search.status as DataRequestFilter;
  }
  const page = typeof search.page === "number" ? search.page : typeof search.page === "string" ? Number(search.page) : NaN;
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) result.page = page;
  return result;
}

/** The hr.requests.list input of a URL's search (the loader and the page ask for the same key). */
export function dataRequestListInput(search: DataRequestSearch): { status: DataRequestFilter; page: number } {
  return { status: search.status ?? "open", page: search.page ?? 1 };
}
