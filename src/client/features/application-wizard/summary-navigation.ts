// How the Declaration step's summary sends the candidate to a step to change an answer: given only
// in a job application (the enquiry, which reuses the steps, has no summary).
import { createContext, useContext } from "react";

export const SummaryNavigationContext = createContext<((step: number) => void) | null>(null);

export function useSummaryNavigation(): ((step: number) => void) | null {
  return useContext(SummaryNavigationContext);
}
