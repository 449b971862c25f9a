// The enquiries: a page of the list under the filters (the /hr/enquiry route loads the
// first, unfiltered), one enquiry (its page's route loads it), and deleting or rejecting one,
// after which the enquiries (and, after a delete, the dashboard's figures) are read again before
// the caller hears of it. A refused rejection (already rejected elsewhere) reads them again too, so
// the row shows it.
import { useSuspenseQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";
import { toEnquiriesQuery, type EnquiryFilterValues } from "./enquiry-query";

export function enquiryListQuery(utils: QueryUtils, filters: EnquiryFilterValues, page: number) {
  return utils.hr.enquiries.list.queryOptions({ ...toEnquiriesQuery(filters), page });
}

export function enquiryQuery(utils: QueryUtils, id: number) {
  return utils.hr.enquiries.byId.queryOptions({ id });
}

export function useEnquiryList(filters: EnquiryFilterValues, page: number) {
  return useSuspenseQuery(enquiryListQuery(trpc.useUtils(), filters, page));
}

export function useEnquiry(id: number) {
  return useSuspenseQuery(enquiryQuery(trpc.useUtils(), id)).data;
}

export function useDeleteEnquiry(onDeleted: () => void) {
  const utils = trpc.useUtils();
  return trpc.hr.enquiries.delete.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.hr.enquiries.invalidate(), utils.hr.dashboard.invalidate()]);
      onDeleted();
    },
  });
}

export function useRejectEnquiry(onRejected: () => void) {
  const utils = trpc.useUtils();
  return trpc.hr.enquiries.reject.useMutation({
    onSuccess: async () => {
      await utils.hr.enquiries.invalidate();
      onRejected();
    },
    onError: () => utils.hr.enquiries.invalidate(),
  });
}
