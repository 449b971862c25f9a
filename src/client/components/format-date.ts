// Formats a calendar date (YYYY-MM-DD) as e.g. "19 March 2024", the same in every time zone.
// By hand rather than with Intl.DateTimeFormat: the first Intl formatter a page creates loads the
// browser's locale data, ~70 ms of main thread on a fast desktop (several times that on a phone),
// and the footer formats a date on every page as the app starts.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
