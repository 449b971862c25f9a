// The app's root: the navigation progress bar, the session-expiry watcher and the matched layout
// (the public site's, _site.tsx, or the HR area's and the enquiry page's own).
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../lib/button-styles";
import { NavigationProgress } from "../components/navigation-progress";
import { PageTitle } from "../components/page-title";
import { SiteChrome } from "../app/site-chrome";
import { SessionExpiryHandler } from "../features/auth/components/session-expiry-handler";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <SessionExpiryHandler />
      <Outlet />
    </>
  );
}

function NotFound() {
  return (
    <SiteChrome>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageTitle title="Page not found" />
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">The page you asked for does not exist.</p>
        <Link to="/" className={`${BUTTON_PRIMARY} mt-8`}>
          Back to the home page
        </Link>
      </section>
    </SiteChrome>
  );
}
