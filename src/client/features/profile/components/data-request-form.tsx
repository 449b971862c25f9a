// "Your data requests": the form that files one (me.requests.file). The type's hint says what it
// asks for; once sent, a toast confirms it, the form empties and the list below shows the request.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_TEXTS,
  DATA_REQUEST_TYPE_HINTS,
  DATA_REQUEST_TYPE_LABELS,
  DATA_REQUEST_TYPES,
  type DataRequestType,
} from "../../../../shared/data-request-terms";
import { fileDataRequestInput, type FileDataRequestInput } from "../../../../shared/data-requests";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../lib/toast";
import { useFileDataRequest } from "../api/data-requests";
import { FormAlert, rawAuthError, SubmitButton, useClearOnChange } from "../../auth/public";

const TYPE_OPTIONS = DATA_REQUEST_TYPES.map((type) => ({ value: type, label: DATA_REQUEST_TYPE_LABELS[type] }));
// No type is chosen until the candidate picks one: the schema refuses the empty value.
const EMPTY = { type: "" as DataRequestType, message: "" } satisfies FileDataRequestInput;

export function DataRequestForm() {
  const form = useForm({ resolver: zodResolver(fileDataRequestInput), defaultValues: EMPTY });
  const file = useFileDataRequest();
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });
  useClearOnChange(form, () => setError(undefined));

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const { message } = await file.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(message);
    } catch (failure) {
      setError(rawAuthError(failure, DATA_REQUEST_TEXTS.fileFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Request type" required hint={type ? DATA_REQUEST_TYPE_HINTS[type] : undefined} error={errors.type?.message}>
        {(field) => (
          <Select size="md" {...field} {...form.register("type")} options={TYPE_OPTIONS}>
            <option value="" disabled>
              Choose a request
            </option>
          </Select>
        )}
      </Field>
      <Field label="Message" required hint={DATA_REQUEST_TEXTS.messageHint} error={errors.message?.message}>
        {(field) => <Textarea size="md" rows={5} maxLength={DATA_REQUEST_LIMITS.message} {...field} {...form.register("message")} />}
      </Field>
      <FormAlert message={error} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending..." className="sm:w-auto">
        Send request
      </SubmitButton>
    </form>
  );
}
