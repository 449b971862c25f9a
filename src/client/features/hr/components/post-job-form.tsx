// /hr/post-job: the job posting form, and /hr/edit-job/{id}: the same form prefilled with a posted
// job. Title, location, type and summary required, experience a number ≥ 0, list rows added and
// removed (blank ones dropped); Posting (Saving) while busy, then a Success! or Oops! popup; a new
// post's form goes back to its defaults, an edit's OK returns to the job (spec doc 2 §4, §5, §8).
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { BUTTON_PRIMARY } from "../../../components/button-styles";
import { PageTitle } from "../../../components/page-title";
import { trpc } from "../../../lib/trpc";
import { DEPARTMENTS } from "../../../../shared/departments";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { JOB_TYPES, type Job, type ValidJobInput } from "../../../../shared/job";
import { serverMessage } from "../api/error-message";
import { HrDialog } from "./hr-dialog";
import { jobFormResolver, jobFormValues, JOB_FORM_DEFAULTS, type JobFormValues } from "./job-form-values";
import { ListField } from "./list-field";
import { INPUT, LABEL } from "./styles";

type Popup = { title: "Success!" | "Oops!"; message: string };

function Field({ label, error, required, children }: { label: string; error?: string; required?: boolean; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PostJobForm() {
  return <JobForm />;
}

/** Without a job: post a new one. With one: edit it. */
export function JobForm({ job: editing }: { job?: Job }) {
  const { register, control, handleSubmit, reset, formState } = useForm<JobFormValues, unknown, ValidJobInput>({
    defaultValues: editing ? jobFormValues(editing) : JOB_FORM_DEFAULTS,
    resolver: jobFormResolver,
  });
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const create = trpc.hr.jobs.create.useMutation();
  const update = trpc.hr.jobs.update.useMutation();
  const busy = create.isPending || update.isPending;
  const [popup, setPopup] = useState<Popup | null>(null);
  const errors = formState.errors;
  const invalid = (name: keyof JobFormValues) => (errors[name] ? true : undefined);
  const heading = editing ? "Edit Job" : "Post a Job";

  const submit = handleSubmit(async (job) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...job });
      else await create.mutateAsync(job);
      await Promise.all([utils.jobs.invalidate(), utils.hr.dashboard.invalidate()]);
      if (!editing) reset(JOB_FORM_DEFAULTS);
      setPopup({ title: "Success!", message: editing ? HR_MESSAGES.jobUpdated : HR_MESSAGES.jobPosted });
    } catch (error) {
      const failed = editing ? HR_MESSAGES.updateJobFailed : HR_MESSAGES.postJobFailed;
      setPopup({ title: "Oops!", message: `${failed}${serverMessage(error, "the server could not save it. Please try again.")}` });
    }
  });
  const closePopup = () => {
    setPopup(null);
    if (editing && popup?.title === "Success!") void navigate({ to: "/hr/posted-job/$id", params: { id: String(editing.id) } });
  };

  return (
    <section>
      <PageTitle title={heading} />
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <form noValidate onSubmit={submit} className="mt-6 grid gap-5 md:grid-cols-2" aria-busy={busy}>
        <Field label="Job title" required error={errors.job_title?.message}>
          {(id, describedBy) => <input id={id} className={INPUT} aria-invalid={invalid("job_title")} aria-describedby={describedBy} maxLength={200} {...register("job_title")} />}
        </Field>
        <Field label="Company">{(id) => <input id={id} className={INPUT} maxLength={200} {...register("company")} />}</Field>
        <Field label="Department" required error={errors.department?.message}>
          {(id) => (
            <select id={id} className={INPUT} {...register("department")}>
              {DEPARTMENTS.map((department) => (
                <option key={department}>{department}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Job type" required error={errors.job_type?.message}>
          {(id) => (
            <select id={id} className={INPUT} {...register("job_type")}>
              {JOB_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Location" required error={errors.location?.message}>
          {(id, describedBy) => <input id={id} className={INPUT} aria-invalid={invalid("location")} aria-describedby={describedBy} maxLength={200} {...register("location")} />}
        </Field>
        <Field label="Salary range" error={errors.salary_range?.message}>
          {(id) => <input id={id} className={INPUT} placeholder="e.g. 6 - 10 LPA" maxLength={100} {...register("salary_range")} />}
        </Field>
        <Field label="Experience (years)" required error={errors.experience_level?.message}>
          {(id, describedBy) => (
            <input id={id} type="number" min={0} step={1} inputMode="numeric" className={INPUT} aria-invalid={invalid("experience_level")} aria-describedby={describedBy} {...register("experience_level")} />
          )}
        </Field>
        <Field label="Application deadline" error={errors.application_deadline?.message}>
          {(id) => <input id={id} type="date" className={INPUT} {...register("application_deadline")} />}
        </Field>
        <div className="md:col-span-2">
          <Field label="Job summary" required error={errors.job_summary?.message}>
            {(id, describedBy) => <textarea id={id} rows={4} className={INPUT} aria-invalid={invalid("job_summary")} aria-describedby={describedBy} maxLength={5000} {...register("job_summary")} />}
          </Field>
        </div>
        <ListField name="responsibilities" label="Responsibilities" control={control} register={register} />
        <ListField name="required_qualifications" label="Required qualifications" control={control} register={register} />
        <ListField name="preferred_skills" label="Preferred skills" control={control} register={register} />
        <div className="md:col-span-2">
          <Field label="Equal opportunity statement">{(id) => <textarea id={id} rows={3} className={INPUT} maxLength={5000} {...register("equal_opportunity_statement")} />}</Field>
        </div>
        <div className="md:col-span-2">
          <Field label="How to apply">{(id) => <input id={id} className={INPUT} placeholder="Text or an http link" maxLength={2000} {...register("how_to_apply")} />}</Field>
        </div>
        <div className="md:col-span-2">
          <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
            {editing ? (busy ? "Saving..." : "Save Changes") : busy ? "Posting..." : "Post Job"}
          </button>
        </div>
      </form>
      <HrDialog
        open={popup !== null}
        onOpenChange={(open) => !open && closePopup()}
        title={popup?.title ?? ""}
        description={popup?.message}
        actions={
          <button type="button" className={BUTTON_PRIMARY} onClick={closePopup}>
            OK
          </button>
        }
      />
    </section>
  );
}
