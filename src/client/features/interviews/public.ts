// What other features may use of interviews (lint refuses any other way in): a candidate's offered
// slots (their applications page) and a submitted scorecard as HR reads it.
export { OfferedSlots } from "./components/offered-slots";
export { formatMoment, ScorecardView } from "./components/scorecard-view";
