// A button that shows and hides another element (a menu, a panel): says whether it is open and which element it controls.
import type { ComponentProps } from "react";

type DisclosureButtonProps = Omit<ComponentProps<"button">, "type"> & { expanded: boolean; controls: string };

export function DisclosureButton({ expanded, controls, ...button }: DisclosureButtonProps) {
  return <button type="button" aria-expanded={expanded} aria-controls={controls} {...button} />;
}
