// /hr/pipeline/{department}: the department's hiring pipeline as a board. Columns are the hiring
// rounds (applicants in progress there), then Selected and Rejected; a job filter narrows it to one
// job. Cards move by drag and drop (mouse, touch, or keyboard: Space lifts, arrows choose a
// column, Space drops, Escape cancels) onto the columns the move allows; a drop is HR's usual
// Accept / Reject (hr.applicants.move), shown at once and undone if the server refuses.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { departmentFromSlug, type Department } from "../../../../shared/departments";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { dropMove, PIPELINE_COLUMN_LABELS, PIPELINE_COLUMNS, type PipelineColumn as Column } from "../../../../shared/hr/pipeline";
import { pipelineColumnInput, usePipelineJobs } from "../api/pipeline-column";
import { useBoardMove } from "../api/pipeline-move";
import { boardCollisions, columnKeyboardCoordinates } from "../lib/pipeline-keyboard";
import { ApplicantDetailModal } from "./applicant-detail-modal";
import { BACK_LINK, ErrorState } from "./page-states";
import { PipelineCardPreview, type DragData } from "./pipeline-card";
import { PipelineColumn } from "./pipeline-column";

const dragData = (data: unknown) => data as DragData | undefined;
const columnName = (id: unknown) => PIPELINE_COLUMN_LABELS[id as Column] ?? String(id);

const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => {
    const data = dragData(active.data.current);
    return data ? `Picked up ${data.card.fullName} from ${columnName(data.from)}.` : undefined;
  },
  onDragOver: ({ active, over }) => {
    const data = dragData(active.data.current);
    if (!data) return undefined;
    return over ? `${data.card.fullName} is over ${columnName(over.id)}.` : `${data.card.fullName} is not over a column it can move to.`;
  },
  onDragEnd: ({ active, over }) => {
    const data = dragData(active.data.current);
    if (!data) return undefined;
    return over
      ? `${data.card.fullName} was dropped on ${columnName(over.id)}.`
      : `${data.card.fullName} was put back in ${columnName(data.from)}.`;
  },
  onDragCancel: ({ active }) => {
    const data = dragData(active.data.current);
    return data ? `Moving ${data.card.fullName} was cancelled. It is back in ${columnName(data.from)}.` : undefined;
  },
};

const INSTRUCTIONS = {
  draggable:
    "To move this applicant, press Space to pick the card up, use the Left and Right arrow keys to choose a column, then press Space to drop it there or Escape to cancel.",
};

function JobFilter({
  department,
  jobId,
  onChange,
}: {
  department: Department;
  jobId: number | null;
  onChange: (id: number | null) => void;
}) {
  const jobs = usePipelineJobs(department);
  return (
    <Field label="Job">
      {(field) => (
        <Select
          {...field}
          value={jobId === null ? "" : String(jobId)}
          disabled={jobs.isPending}
          onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
          options={(jobs.data ?? []).map((job) => ({ value: String(job.id), label: job.jobTitle }))}
        >
          <option value="">All jobs</option>
        </Select>
      )}
    </Field>
  );
}

export function PipelineBoard({ department }: { department: Department }) {
  const [jobId, setJobId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<DragData | null>(null);
  const move = useBoardMove(department, jobId, setOpenId);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A long press, so a swipe still scrolls the columns on a phone.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const heading = `${department} Pipeline`;

  const onDragStart = (event: DragStartEvent) => setDragged(dragData(event.active.data.current) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const data = dragData(event.active.data.current);
    const to = event.over?.id as Column | undefined;
    if (data && to && dropMove(data.from, to)) move.mutate({ card: data.card, from: data.from, to });
  };

  return (
    <section>
      <PageTitle title={heading} />
      <Link to="/hr/pipeline" className={BACK_LINK}>
        ← Pipeline by Department
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Drag a card to a later round to accept the applicant, to Selected from the HR Round, or to Rejected. The applicant gets the
            usual mail.
          </p>
        </div>
        <div className="w-full sm:w-72">
          <JobFilter department={department} jobId={jobId} onChange={setJobId} />
        </div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: INSTRUCTIONS }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div role="region" aria-label="Pipeline columns" tabIndex={-1} className="-mx-4 mt-6 overflow-x-auto px-4 pb-4">
          <div className="flex items-stretch gap-4">
            {PIPELINE_COLUMNS.map((column) => (
              <PipelineColumn
                key={`${column}-${jobId ?? "all"}`}
                input={pipelineColumnInput(department, column, jobId)}
                droppable={dragged ? dropMove(dragged.from, column) !== null : undefined}
                onOpen={setOpenId}
              />
            ))}
          </div>
        </div>
        <DragOverlay>{dragged ? <PipelineCardPreview card={dragged.card} /> : null}</DragOverlay>
      </DndContext>
      <ApplicantDetailModal applicantId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

export function PipelineBoardPage({ departmentSlug }: { departmentSlug: string }) {
  const department = departmentFromSlug(departmentSlug);
  if (!department)
    return (
      <ErrorState message={HR_MESSAGES.fetchApplicantsFailed}>
        <Link to="/hr/pipeline" className={BACK_LINK}>
          Back to departments
        </Link>
      </ErrorState>
    );
  return <PipelineBoard department={department} />;
}
