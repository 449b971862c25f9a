// /interviews: the interviewer's (or HR's own) interviews: upcoming ones soonest first, then the
// past ones of the last 30 days, each with its time in the viewer's zone, the candidate, round and
// job, the place or meeting link, the candidate's resume (the applicants of one's own interviews
// only) and the scorecard of that interview (ScorecardPanel).
import { useId, useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { downloadFile } from "../../../lib/download-file";
import { formatInterviewTime, viewerZone } from "../../../lib/interview-time";
import { toast } from "../../../lib/toast";
import { useInterviewerInterviews } from "../api/interviewer-interviews";
import { INTERVIEW_TEXTS } from "../../../../shared/interview-terms";
import type { Interview } from "../../../../shared/interviews";
import { useAuth } from "../../auth/public";
import { MeetingLink } from "./meeting-link";
import { ScorecardPanel } from "./scorecard-panel";
import { Button } from "../../../components/ui/button";

function ResumeButton({ interview }: { interview: Interview }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/interviews/applicants/${interview.applicationId}/resume`, {
        fallbackName: "resume.pdf",
        failureText: "The resume could not be downloaded.",
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The resume could not be downloaded.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()} aria-label={`Resume of ${interview.candidateName}`}>
      {busy ? "Downloading..." : "Resume"}
    </Button>
  );
}

function InterviewCard({ interview }: { interview: Interview }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="font-semibold">
        {interview.candidateName}
        <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
          {interview.roundLabel} · {interview.jobTitle}
        </span>
      </h3>
      <p className="mt-1 text-sm">{formatInterviewTime(interview.startsAt, interview.endsAt)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">With {interview.interviewers.map((person) => person.name).join(", ")}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        {interview.location ? <span>{interview.location}</span> : null}
        <MeetingLink url={interview.meetingUrl} />
        <ResumeButton interview={interview} />
      </div>
      <div className="mt-3">
        <ScorecardPanel interviewId={interview.id} />
      </div>
    </li>
  );
}

function InterviewList({ title, interviews, empty }: { title: string; interviews: Interview[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {interviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {interviews.map((interview) => (
            <InterviewCard key={interview.id} interview={interview} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function InterviewerHome() {
  const { user } = useAuth();
  // HR opening the page sees their own interviews too (as an interviewer would).
  const list = useInterviewerInterviews(user?.role === "hr" ? user.id : undefined);
  // Upcoming or past as of the list's reading.
  const now = list.dataUpdatedAt;
  const interviews = list.data?.interviews ?? [];
  const upcoming = interviews.filter((interview) => new Date(interview.endsAt).getTime() > now);
  const past = interviews.filter((interview) => new Date(interview.endsAt).getTime() <= now).reverse();
  return (
    <section>
      <PageTitle title="Interviews" />
      <h1 className="text-2xl font-bold sm:text-3xl">Interviews</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Welcome{user ? `, ${user.name}` : ""}. The interviews you are on; times are in your time zone, {viewerZone()}.
      </p>
      <div aria-busy={list.isFetching}>
        {list.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-400">
            Loading your interviews...
          </p>
        ) : list.isError ? (
          <div
            role="alert"
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            <p>{INTERVIEW_TEXTS.fetchFailed}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <InterviewList title="Upcoming" interviews={upcoming} empty={INTERVIEW_TEXTS.noUpcoming} />
            <InterviewList title="Past 30 days" interviews={past} empty="No interviews in the past 30 days." />
          </>
        )}
      </div>
    </section>
  );
}
