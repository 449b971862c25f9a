// A round button that shows only an icon, in the looks and sizes of Button; its name is required
// because nothing visible gives it one.
import { buttonClass } from "../../lib/button-styles";
import { Button, type ButtonProps } from "./button";

export type IconButtonProps = Omit<ButtonProps, "aria-label"> & { "aria-label": string };

export function IconButton({ variant, size, className, ...button }: IconButtonProps) {
  return <Button variant="bare" className={buttonClass({ variant, size, iconOnly: true }, className)} {...button} />;
}
