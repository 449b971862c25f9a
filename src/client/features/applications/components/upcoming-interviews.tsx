// An application's upcoming interviews on Tracking Application: each one's time in the candidate's
// own time zone (named), round, place or meeting link, who interviews (first names), and "Add to
// calendar" (the interview's .ics, downloaded with the session's token). One me.interviews read
// serves every application card on the page.
import { useId, useState } from "react";
import { downloadFile } from "../../../lib/download-file";
import { formatInterviewTime, viewerZone } from "../../../lib/interview-time";
import { toast } from "../../../lib/toast";
import { MeetingLink, useMyInterviews } from "../../interviews/public";
import type { MyInterview } from "../../../../shared/interviews";
import { Button } from "../../../components/ui/button";

const CALENDAR_FAILED = "The calendar file could not be downloaded.";

function AddToCalendar({ interview }: { interview: MyInterview }) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await downloadFile(interview.icsPath, { fallbackName: `interview-${interview.id}.ics`, failureText: CALENDAR_FAILED });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : CALENDAR_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void add()}>
      {busy ? "Downloading..." : "Add to calendar"}
    </Button>
  );
}

export function UpcomingInterviews({ applicationId }: { applicationId: number }) {
  const headingId = useId();
  const mine = useMyInterviews();
  const interviews = (mine.data?.interviews ?? []).filter((interview) => interview.applicationId === applicationId);
  if (mine.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Your interviews could not be loaded. Please reload the page.
      </p>
    );
  if (interviews.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
        {interviews.length === 1 ? "Upcoming interview" : "Upcoming interviews"}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">Times are in your time zone, {viewerZone()}.</p>
      <ul className="mt-3 grid gap-3">
        {interviews.map((interview) => (
          <li key={interview.id} className="text-sm">
            <p className="font-semibold text-slate-900 dark:text-white">{formatInterviewTime(interview.startsAt, interview.endsAt)}</p>
            <p className="text-slate-700 dark:text-slate-300">
              {interview.roundLabel}
              {interview.interviewers.length > 0 ? ` · with ${interview.interviewers.join(", ")}` : ""}
            </p>
            {interview.location ? <p className="wrap-anywhere text-slate-700 dark:text-slate-300">{interview.location}</p> : null}
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <MeetingLink url={interview.meetingUrl} />
              <AddToCalendar interview={interview} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
