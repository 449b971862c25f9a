// The site's text input; `ref` passes through, so react-hook-form's `register` works on it.
import type { ComponentProps } from "react";
import { controlClass, type ControlSize } from "../../lib/control-styles";

export type InputProps = Omit<ComponentProps<"input">, "size"> & { size?: ControlSize };

export function Input({ size, className, ...input }: InputProps) {
  // "text" is the default type, written out for checkers that read the attribute (HTML_CodeSniffer
  // judges autocomplete="name" by it).
  return <input type="text" className={controlClass(size, className)} {...input} />;
}
