// The site's multi-line text field, styled like its text inputs; `ref` passes through for react-hook-form.
import type { ComponentProps } from "react";
import { controlClass, type ControlSize } from "../../lib/control-styles";

export type TextareaProps = ComponentProps<"textarea"> & { size?: ControlSize };

export function Textarea({ size, className, ...textarea }: TextareaProps) {
  return <textarea className={controlClass(size, className)} {...textarea} />;
}
