// Links to a section of the home page: on home they scroll smoothly to it, elsewhere they open
// `/#anchor`. `anchor="home"` scrolls to the top on home and opens `/` elsewhere (spec doc 1 §2).
import { Link, useLocation } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import type { HomeAnchor } from "../content/navigation";
import { scrollBehavior } from "../hooks/use-reduced-motion";

type AnchorLinkProps = {
  anchor: HomeAnchor;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
};

export function AnchorLink({ anchor, children, className, onNavigate }: AnchorLinkProps) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const onHome = pathname === "/";

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (onHome && anchor === "home") {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    }
  }

  if (anchor === "home") {
    return (
      <Link to="/" onClick={onClick} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link
      to="/"
      hash={anchor}
      hashScrollIntoView={{ behavior: onHome ? scrollBehavior() : "auto", block: "start" }}
      onClick={onClick}
      className={className}
    >
      {children}
    </Link>
  );
}
