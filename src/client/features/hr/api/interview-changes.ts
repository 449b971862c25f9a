// Scheduling, rescheduling and canceling an applicant's interview, each followed by a new read of
// the applicant's interviews and of the calendars before the caller says it is done; and offering
// interview times to applicants.
import { trpc } from "../../../lib/trpc";

function useRefreshInterviews(applicationId: number) {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.hr.interviews.forApplicant.invalidate({ applicationId }), utils.interviews.list.invalidate()]);
}

export function useScheduleInterview(applicationId: number) {
  return trpc.hr.interviews.schedule.useMutation({ onSuccess: useRefreshInterviews(applicationId) });
}

export function useRescheduleInterview(applicationId: number) {
  return trpc.hr.interviews.reschedule.useMutation({ onSuccess: useRefreshInterviews(applicationId) });
}

export function useCancelInterview(applicationId: number) {
  return trpc.hr.interviews.cancel.useMutation({ onSuccess: useRefreshInterviews(applicationId) });
}

export function useOfferSlots() {
  return trpc.hr.interviews.offerSlots.useMutation();
}
