// A button that shows and hides another element (a menu, a panel): says whether it is open and which element it controls.
// Each trigger (a nav dropdown, an accordion header, the account badge) has its own look: bare.
import type { ComponentProps } from "react";
import { Button } from "./ui/button";

type DisclosureButtonProps = Omit<ComponentProps<"button">, "type"> & { expanded: boolean; controls: string };

export function DisclosureButton({ expanded, controls, ...button }: DisclosureButtonProps) {
  return <Button variant="bare" aria-expanded={expanded} aria-controls={controls} {...button} />;
}
