// The site's button in its three looks (primary, secondary, danger), or bare (the caller's classes);
// a plain button unless told to submit.
import type { ComponentProps } from "react";
import { BUTTON_VARIANTS, type ButtonVariant } from "../../lib/button-styles";
import { cx } from "../../lib/cx";

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant };

export function Button({ variant = "primary", type = "button", className, ...button }: ButtonProps) {
  return <button type={type} className={cx(BUTTON_VARIANTS[variant], className)} {...button} />;
}
