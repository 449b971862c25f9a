// A dropdown of the navigation bar (Learn, Careers): a disclosure button and its list of links.
// It closes on a press outside, on the first Escape (focus returns to the button) and when another
// dropdown opens (the header keeps one open at most). Opening and closing take 0.18 s.
import { Link, useLocation } from "@tanstack/react-router";
import type { NavDropdown as NavDropdownContent } from "../content/navigation";
import { cx } from "../lib/cx";
import { DisclosureButton } from "./disclosure-button";
import { Icon } from "./icon";
import { useDismiss } from "../hooks/use-dismiss";

type NavDropdownProps = {
  dropdown: NavDropdownContent;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
};

export function NavDropdown({ dropdown, open, onToggle, onClose }: NavDropdownProps) {
  const { containerRef, buttonRef } = useDismiss<HTMLLIElement>(open, onClose);
  const pathname = useLocation({ select: (l) => l.pathname });
  const current = dropdown.items.some((item) => item.to === pathname);
  const panelId = `nav-${dropdown.id}-panel`;

  return (
    <li ref={containerRef} className="relative">
      <DisclosureButton
        ref={buttonRef}
        expanded={open}
        controls={panelId}
        onClick={onToggle}
        className={cx(
          "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800",
          current || open ? "text-brand-600 dark:text-indigo-300" : "text-slate-700 dark:text-slate-200",
        )}
      >
        {dropdown.label}
        <Icon
          name="chevron-down"
          className={cx("size-4 transition-transform duration-[180ms] motion-reduce:transition-none", open && "rotate-180")}
        />
      </DisclosureButton>
      <div
        id={panelId}
        data-state={open ? "open" : "closed"}
        className={cx(
          "absolute left-0 top-full z-50 mt-2 w-80 origin-top-left rounded-xl border border-slate-200 bg-white p-2 shadow-xl",
          "transition-[opacity,translate,visibility] duration-[180ms] ease-out motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900",
          open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0",
        )}
      >
        <ul aria-label={dropdown.label}>
          {dropdown.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onClose}
                activeProps={{ "aria-current": "page", className: "bg-slate-50 dark:bg-slate-800" }}
                className="block rounded-lg px-3 py-2.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
              >
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">{item.label}</span>
                <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
