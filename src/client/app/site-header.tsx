// The navigation bar: home anchors, the Learn and Careers dropdowns, Contact Us, the theme toggle and
// the account part. Below the xl breakpoint, where they no longer fit on one line, a button opens
// the mobile panel instead.
import { useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { NAV_ANCHORS_BEFORE, NAV_DROPDOWNS, type NavDropdown as NavDropdownContent } from "../content/navigation";
import { AnchorLink } from "../components/anchor-link";
import { Icon } from "../components/icon";
import { Logo } from "../components/logo";
import { NavDropdown } from "../components/nav-dropdown";
import { ThemeToggle } from "../components/theme-toggle";
import { IconButton } from "../components/ui/icon-button";

// Both carry the account code and its logout dialog, which no page needs to paint: the account
// part loads after the page, the mobile panel on its first opening. This keeps them out of the
// JS every page loads first.
const AccountNav = lazy(() => import("../features/auth/components/account-nav").then((m) => ({ default: m.AccountNav })));
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

const NAV_LINK_CLASS =
  "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

type DropdownId = NavDropdownContent["id"];

/**
 * What is open, remembered with the URL it was opened at: any navigation (a new page or a new
 * #anchor) makes the URLs differ, which closes it without an effect.
 */
function useOpenAtLocation<T>() {
  const href = useLocation({ select: (l) => l.href });
  const [state, setState] = useState<{ value: T; href: string } | null>(null);
  const value = state?.href === href ? state.value : null;
  return {
    value,
    open: (next: T) => setState({ value: next, href }),
    close: () => setState(null),
  };
}

export function SiteHeader() {
  const dropdown = useOpenAtLocation<DropdownId>();
  const mobile = useOpenAtLocation<true>();
  const [mobileLoaded, setMobileLoaded] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-700 focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        <ul className="ml-4 hidden items-center xl:flex">
          <li>
            <AnchorLink anchor="home" className={NAV_LINK_CLASS}>
              Home
            </AnchorLink>
          </li>
          {NAV_ANCHORS_BEFORE.map((item) => (
            <li key={item.anchor}>
              <AnchorLink anchor={item.anchor} className={NAV_LINK_CLASS}>
                {item.label}
              </AnchorLink>
            </li>
          ))}
          {NAV_DROPDOWNS.map((item) => (
            <NavDropdown
              key={item.id}
              dropdown={item}
              open={dropdown.value === item.id}
              onToggle={() => (dropdown.value === item.id ? dropdown.close() : dropdown.open(item.id))}
              onClose={dropdown.close}
            />
          ))}
          <li>
            <AnchorLink anchor="contact" className={NAV_LINK_CLASS}>
              Contact Us
            </AnchorLink>
          </li>
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden xl:block">
            {/* The placeholder holds the width of the signed-out buttons while the code loads. */}
            <Suspense fallback={<span aria-hidden="true" className="block h-10 w-72" />}>
              <AccountNav />
            </Suspense>
          </div>
          <IconButton
            variant="ghost"
            onClick={() => {
              setMobileLoaded(true);
              mobile.open(true);
            }}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={mobile.value === true}
            aria-controls={mobileLoaded ? "mobile-menu" : undefined}
            className="xl:hidden"
          >
            <Icon name="menu" className="size-6" />
          </IconButton>
        </div>
      </nav>
      {mobileLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={mobile.value === true} onClose={mobile.close} />
        </Suspense>
      )}
    </header>
  );
}
