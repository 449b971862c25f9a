// The public site: every page with the site's header and footer. A layout route rather than the
// root's own markup, so the header hydrates together with the page, in the router's Suspense
// boundary: a link clicked in the header can never navigate while the page below is still being
// hydrated (TanStack Router then renders the old page with its match gone, and React throws the
// page away: TanStack/router#8306).
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { SiteChrome } from "../app/site-chrome";

export const Route = createFileRoute("/_site")({
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}
