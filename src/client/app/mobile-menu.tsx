// The mobile navigation: a panel sliding in from the right (a modal <dialog>, so focus stays in it
// and Escape closes it). The header closes it on every route change.
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { NAV_ANCHORS_BEFORE, NAV_DROPDOWNS } from "../content/navigation";
import { MobileAccountSection } from "../features/auth/components/mobile-account-section";
import { AnchorLink } from "../components/anchor-link";
import { Icon } from "../components/icon";
import { Logo } from "../components/logo";
import { IconButton } from "../components/ui/icon-button";

const LINK_CLASS =
  "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:bg-slate-800";

type MobileMenuProps = { open: boolean; onClose: () => void };

export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label="Menu"
      onClose={onClose}
      // A press on the backdrop lands on the <dialog> itself; presses inside land on its content.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] translate-x-full bg-white text-slate-900 shadow-2xl transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-slate-950/50 open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex h-full flex-col overflow-y-auto p-4">
        <div className="flex items-center justify-between">
          <Logo onNavigate={onClose} />
          <IconButton variant="ghost" onClick={onClose} aria-label="Close menu">
            <Icon name="close" />
          </IconButton>
        </div>
        <nav aria-label="Mobile" className="mt-6 flex-1">
          <ul className="space-y-1">
            <li>
              <AnchorLink anchor="home" onNavigate={onClose} className={LINK_CLASS}>
                Home
              </AnchorLink>
            </li>
            {NAV_ANCHORS_BEFORE.map((item) => (
              <li key={item.anchor}>
                <AnchorLink anchor={item.anchor} onNavigate={onClose} className={LINK_CLASS}>
                  {item.label}
                </AnchorLink>
              </li>
            ))}
            <li>
              <AnchorLink anchor="team" onNavigate={onClose} className={LINK_CLASS}>
                Team
              </AnchorLink>
            </li>
            {NAV_DROPDOWNS.map((dropdown) => (
              <MenuGroup key={dropdown.id} label={dropdown.label}>
                {dropdown.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={onClose} activeProps={{ "aria-current": "page" }} className={LINK_CLASS}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </MenuGroup>
            ))}
            <li>
              <AnchorLink anchor="contact" onNavigate={onClose} className={LINK_CLASS}>
                Contact Us
              </AnchorLink>
            </li>
          </ul>
        </nav>
        <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
          <MobileAccountSection onNavigate={onClose} />
        </div>
      </div>
    </dialog>
  );
}

function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const headingId = `mobile-group-${label.toLowerCase()}`;
  return (
    <li className="pt-3">
      <p id={headingId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
        {label}
      </p>
      <ul aria-labelledby={headingId} className="space-y-1">
        {children}
      </ul>
    </li>
  );
}
