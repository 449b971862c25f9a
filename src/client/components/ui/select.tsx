// The site's drop-down, styled like its text inputs; `ref` passes through for react-hook-form.
// `options` (plain strings or value/label pairs) follow any options given as children (an "All").
import type { ComponentProps, ReactNode } from "react";
import { controlClass, type ControlSize } from "../../lib/control-styles";

export type SelectOption = string | { value: string; label: ReactNode };

export type SelectProps = Omit<ComponentProps<"select">, "size"> & { size?: ControlSize; options?: readonly SelectOption[] };

export function Select({ size, className, options = [], children, ...select }: SelectProps) {
  return (
    <select className={controlClass(size, className)} {...select}>
      {children}
      {options.map((option) => {
        const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
