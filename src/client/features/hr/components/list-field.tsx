// One list of the post-job form (responsibilities, qualifications, skills): add and remove rows,
// always at least one (the remove button shows only when there is more than one).
import { useFieldArray, type Control, type UseFormRegister } from "react-hook-form";
import { Icon } from "../../../components/icon";
import type { ValidJobInput } from "../../../../shared/job";
import type { JobFormValues } from "../lib/job-form-values";
import { Input } from "../../../components/ui/input";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { IconButton } from "../../../components/ui/icon-button";
import { Button } from "../../../components/ui/button";

type ListName = "responsibilities" | "required_qualifications" | "preferred_skills";

type Props = {
  name: ListName;
  label: string;
  control: Control<JobFormValues, unknown, ValidJobInput>;
  register: UseFormRegister<JobFormValues>;
};

export function ListField({ name, label, control, register }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset>
      <legend className={LABEL_CLASS}>{label}</legend>
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex gap-2">
            <Input aria-label={`${label} ${index + 1}`} maxLength={1000} {...register(`${name}.${index}.value`)} />
            {fields.length > 1 ? (
              <IconButton
                variant="outline"
                size="sm"
                onClick={() => remove(index)}
                aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
                className="self-center"
              >
                <Icon name="minus" className="size-4" />
              </IconButton>
            ) : null}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => append({ value: "" })}>
        <Icon name="plus" className="size-4" />
        Add {label.toLowerCase()}
      </Button>
    </fieldset>
  );
}
