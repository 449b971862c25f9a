// /hr/interviews: HR's calendar of the week's interviews, Monday to Sunday in the viewer's time
// zone, with the previous and next week and this one; filtered by interviewer and department. Each
// interview shows its time, candidate (opening their details), round, interviewers and place. A list
// by day on a phone, seven columns on a wide screen; every control is a button, link or select.
import { useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { Select } from "../../../components/ui/select";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { cx } from "../../../lib/cx";
import { formatTimeRange, formatWeekday, localDateValue, viewerZone } from "../../../lib/interview-time";
import { useCalendarWeek, useInterviewerOptions } from "../api/interviews";
import { DEPARTMENTS, type Department } from "../../../../shared/departments";
import { addDays, INTERVIEW_TEXTS, weekStart } from "../../../../shared/interview-terms";
import type { Interview } from "../../../../shared/interviews";
import { serverMessage } from "../../../lib/error-message";
import type { InterviewCalendarSearch } from "../lib/interview-calendar-search";
import { ApplicantDetailModal } from "./applicant-detail-modal";
import { InterviewPlace } from "./interviews-panel";
import { ErrorState, LoadingState } from "./page-states";
import { ScorecardCriteriaSettings } from "./scorecard-criteria-settings";
import { Button } from "../../../components/ui/button";

type Props = { search: InterviewCalendarSearch; onSearchChange: (search: InterviewCalendarSearch) => void };

const DEPARTMENT_OPTIONS = DEPARTMENTS.map((department) => ({ value: department, label: department }));

function mondayOf(search: InterviewCalendarSearch): Date {
  if (search.week) {
    const [year, month, day] = search.week.split("-").map(Number) as [number, number, number];
    return weekStart(new Date(year, month - 1, day));
  }
  return weekStart(new Date());
}

function InterviewItem({ interview, onOpen }: { interview: Interview; onOpen: (id: number) => void }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-800">
      <p className="font-semibold">{formatTimeRange(interview.startsAt, interview.endsAt)}</p>
      <Button variant="link" onClick={() => onOpen(interview.applicationId)} className="text-left">
        {interview.candidateName}
      </Button>
      <p className="text-slate-600 dark:text-slate-400">
        {interview.roundLabel} · {interview.jobTitle}
      </p>
      <p className="text-slate-600 dark:text-slate-400">{interview.interviewers.map((person) => person.name).join(", ")}</p>
      <p className="break-words text-slate-600 dark:text-slate-400">
        <InterviewPlace interview={interview} />
      </p>
    </li>
  );
}

export function InterviewsCalendarPage({ search, onSearchChange }: Props) {
  const monday = mondayOf(search);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const nextMonday = addDays(monday, 7);
  const list = useCalendarWeek(monday, nextMonday, search);
  const options = useInterviewerOptions();
  const [openId, setOpenId] = useState<number | null>(null);
  const goToWeek = (day: Date | null) => onSearchChange({ ...search, week: day ? localDateValue(day) : undefined });
  const today = localDateValue(new Date());
  const byDay = (day: Date) =>
    (list.data?.interviews ?? []).filter((interview) => localDateValue(new Date(interview.startsAt)) === localDateValue(day));
  const range = `${formatWeekday(monday)} – ${formatWeekday(addDays(monday, 6))}`;

  return (
    <section>
      <PageTitle title="Interview calendar" />
      <h1 className="text-2xl font-bold sm:text-3xl">Interview calendar</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Times are in your time zone, {viewerZone()}.</p>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <div role="group" aria-label="Week" className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => goToWeek(addDays(monday, -7))}>
            Previous week
          </Button>
          <Button variant="outline" size="sm" onClick={() => goToWeek(null)}>
            Today
          </Button>
          <Button variant="outline" size="sm" onClick={() => goToWeek(nextMonday)}>
            Next week
          </Button>
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor="calendar-interviewer" className={LABEL_CLASS}>
            Interviewer
          </label>
          <Select
            id="calendar-interviewer"
            value={search.interviewer ? String(search.interviewer) : ""}
            options={(options.data ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
            onChange={(event) => onSearchChange({ ...search, interviewer: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">All interviewers</option>
          </Select>
        </div>
        <div className="w-full sm:w-48">
          <label htmlFor="calendar-department" className={LABEL_CLASS}>
            Department
          </label>
          <Select
            id="calendar-department"
            value={search.department ?? ""}
            options={DEPARTMENT_OPTIONS}
            onChange={(event) => onSearchChange({ ...search, department: (event.target.value || undefined) as Department | undefined })}
          >
            <option value="">All departments</option>
          </Select>
        </div>
      </div>
      <h2 className="mt-6 text-lg font-semibold" aria-live="polite">
        {range}
        {list.data ? (
          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
            {list.data.interviews.length} {list.data.interviews.length === 1 ? "interview" : "interviews"}
          </span>
        ) : null}
      </h2>
      <div className="mt-3" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingState text="Loading interviews..." />
        ) : list.isError ? (
          <ErrorState message={serverMessage(list.error, INTERVIEW_TEXTS.fetchFailed)}>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </ErrorState>
        ) : (
          <ol className="grid gap-4 lg:grid-cols-7 lg:gap-2">
            {days.map((day) => {
              const items = byDay(day);
              const isToday = localDateValue(day) === today;
              return (
                <li key={day.getTime()} className="min-w-0">
                  <h3
                    className={cx(
                      "mb-2 text-sm font-semibold",
                      isToday ? "text-brand-700 dark:text-indigo-300" : "text-slate-700 dark:text-slate-200",
                    )}
                    aria-current={isToday ? "date" : undefined}
                  >
                    {formatWeekday(day)}
                    {isToday ? " (today)" : ""}
                  </h3>
                  {items.length === 0 ? (
                    <p className="text-xs text-slate-500 dark:text-slate-400">No interviews</p>
                  ) : (
                    <ul className="grid gap-2">
                      {items.map((interview) => (
                        <InterviewItem key={interview.id} interview={interview} onOpen={setOpenId} />
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <ScorecardCriteriaSettings />
      <ApplicantDetailModal applicantId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
