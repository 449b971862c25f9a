// /hr/post-job: the job posting form, and /hr/edit-job/{id}: the same form prefilled with a posted
// job. Title, location, type and summary required, experience a number ≥ 0, list rows added and
// removed (blank ones dropped); Posting (Saving) while busy, then a Success! or Oops! popup; a new
// post's form goes back to its defaults, an edit's OK returns to the job (spec doc 2 §4, §5, §8).
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { PageTitle } from "../../../components/page-title";
import { useCreateJob, useUpdateJob } from "../api/job-changes";
import { DEPARTMENTS } from "../../../../shared/departments";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { JOB_TYPES, type Job, type ValidJobInput } from "../../../../shared/job";
import { serverMessage } from "../../../lib/error-message";
import { HrDialog } from "./hr-dialog";
import { jobFormResolver, jobFormValues, JOB_FORM_DEFAULTS, type JobFormValues } from "../lib/job-form-values";
import { ListField } from "./list-field";

type Popup = { title: "Success!" | "Oops!"; message: string };

export function PostJobForm() {
  return <JobForm />;
}

/** Without a job: post a new one. With one: edit it. */
export function JobForm({ job: editing }: { job?: Job }) {
  const { register, control, handleSubmit, reset, formState } = useForm<JobFormValues, unknown, ValidJobInput>({
    defaultValues: editing ? jobFormValues(editing) : JOB_FORM_DEFAULTS,
    resolver: jobFormResolver,
  });
  const navigate = useNavigate();
  const create = useCreateJob();
  const update = useUpdateJob();
  const busy = create.isPending || update.isPending;
  const [popup, setPopup] = useState<Popup | null>(null);
  const errors = formState.errors;
  const heading = editing ? "Edit Job" : "Post a Job";

  const submit = handleSubmit(async (job) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...job });
      else await create.mutateAsync(job);
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
          {(field) => <Input {...field} maxLength={200} {...register("job_title")} />}
        </Field>
        <Field label="Company">{(field) => <Input {...field} maxLength={200} {...register("company")} />}</Field>
        <Field label="Department" required error={errors.department?.message}>
          {(field) => (
            <Select {...field} {...register("department")}>
              {DEPARTMENTS.map((department) => (
                <option key={department}>{department}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Job type" required error={errors.job_type?.message}>
          {(field) => (
            <Select {...field} {...register("job_type")}>
              {JOB_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Location" required error={errors.location?.message}>
          {(field) => <Input {...field} maxLength={200} {...register("location")} />}
        </Field>
        <Field label="Salary range" error={errors.salary_range?.message}>
          {(field) => <Input {...field} placeholder="e.g. 6 - 10 LPA" maxLength={100} {...register("salary_range")} />}
        </Field>
        <Field label="Experience (years)" required error={errors.experience_level?.message}>
          {(field) => <Input {...field} type="number" min={0} step={1} inputMode="numeric" {...register("experience_level")} />}
        </Field>
        <Field label="Application deadline" error={errors.application_deadline?.message}>
          {(field) => <Input {...field} type="date" {...register("application_deadline")} />}
        </Field>
        <div className="md:col-span-2">
          <Field label="Job summary" required error={errors.job_summary?.message}>
            {(field) => <Textarea {...field} rows={4} maxLength={5000} {...register("job_summary")} />}
          </Field>
        </div>
        <ListField name="responsibilities" label="Responsibilities" control={control} register={register} />
        <ListField name="required_qualifications" label="Required qualifications" control={control} register={register} />
        <ListField name="preferred_skills" label="Preferred skills" control={control} register={register} />
        <div className="md:col-span-2">
          <Field label="Equal opportunity statement">
            {(field) => <Textarea {...field} rows={3} maxLength={5000} {...register("equal_opportunity_statement")} />}
          </Field>
        </div>
        <div className="md:col-span-2">
          <Field label="How to apply">
            {(field) => <Input {...field} placeholder="Text or an http link" maxLength={2000} {...register("how_to_apply")} />}
          </Field>
        </div>
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            {editing ? (busy ? "Saving..." : "Save Changes") : busy ? "Posting..." : "Post Job"}
          </Button>
        </div>
      </form>
      <HrDialog
        open={popup !== null}
        onOpenChange={(open) => !open && closePopup()}
        title={popup?.title ?? ""}
        description={popup?.message}
        actions={<Button onClick={closePopup}>OK</Button>}
      />
    </section>
  );
}
