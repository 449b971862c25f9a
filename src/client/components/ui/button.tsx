// The site's button in one of its looks (lib/button-styles.ts) and two sizes; a plain button unless
// told to submit.
import type { ComponentProps } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "../../lib/button-styles";

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, type = "button", className, ...button }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...button} />;
}
