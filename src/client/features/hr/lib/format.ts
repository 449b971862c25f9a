// How the HR screens show booleans, marks, money and dates.
const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const MOMENT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const DATE_ONLY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export const yesNo = (value: boolean) => (value ? "Yes" : "No");
export const percent = (value: number) => `${value}%`;
export const rupees = (value: number | null) => (value === null ? "Not specified" : RUPEES.format(value));
/** A moment (ISO date-time), in the viewer's time zone. */
export const formatDateTime = (iso: string) => DATE.format(new Date(iso));
/** A calendar date (YYYY-MM-DD), the same in every time zone. */
export const formatDay = (isoDate: string) => DATE_ONLY.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
/** A date of birth; there is none once the person's data has been erased. */
export const formatBirthDate = (isoDate: string | null) => (isoDate === null ? "—" : formatDay(isoDate));
/** A moment with its time of day, in the viewer's time zone (a history's entries). */
export const formatMoment = (iso: string) => MOMENT.format(new Date(iso));
export const applicantCountText = (count: number) => `${count} ${count === 1 ? "applicant" : "applicants"}`;
