// What other features may use of interviews (lint refuses any other way in): a candidate's offered
// slots and upcoming interviews with their meeting links (their applications page) and a submitted
// scorecard as HR reads it.
export { MeetingLink } from "./components/meeting-link";
export { OfferedSlots } from "./components/offered-slots";
export { useMyInterviews } from "./api/my-interviews";
export { formatMoment, ScorecardView } from "./components/scorecard-view";
