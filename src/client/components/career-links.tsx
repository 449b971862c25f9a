// The calls to action that close a careers section: a primary link onwards and "What Our Employees Say".
import { Link } from "@tanstack/react-router";
import type { FileRouteTypes } from "../route-tree.gen";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "../lib/button-styles";
import { cx } from "../lib/cx";
import { Icon } from "./icon";

type CareerLinksProps = { to: FileRouteTypes["to"]; label: string; className: string };

export function CareerLinks({ to, label, className }: CareerLinksProps) {
  return (
    <div className={cx("flex flex-wrap justify-center gap-3", className)}>
      <Link to={to} className={BUTTON_PRIMARY}>
        {label}
        <Icon name="arrow-right" className="size-4" />
      </Link>
      <Link to="/employee-says" className={BUTTON_SECONDARY}>
        What Our Employees Say
      </Link>
    </div>
  );
}
