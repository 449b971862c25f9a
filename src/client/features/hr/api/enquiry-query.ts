// The enquiry list's filters as the page holds them and as the list query sends them; apart from the
// filter form so the /hr/enquiry route's loader (which is in the first download) imports no component.
export type EnquiryFilterValues = { name: string; email: string; startDate: string; endDate: string };

export const NO_FILTERS: EnquiryFilterValues = { name: "", email: "", startDate: "", endDate: "" };

/** The list query of the filters: local calendar days become the exact moments they start and end. */
export function toEnquiriesQuery(values: EnquiryFilterValues) {
  return {
    name: values.name.trim() || undefined,
    email: values.email.trim() || undefined,
    createdAt_gte: values.startDate ? new Date(`${values.startDate}T00:00:00`).toISOString() : undefined,
    createdAt_lte: values.endDate ? new Date(`${values.endDate}T23:59:59.999`).toISOString() : undefined,
  };
}
