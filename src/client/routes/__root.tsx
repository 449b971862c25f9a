// The app shell: header, the matched page, footer. The HR area and the enquiry page bring their
// own header (spec doc 2 §2), so they get the page alone.
import { createRootRouteWithContext, Link, Outlet, useRouterState } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../components/button-styles";
import { NavigationProgress } from "../components/navigation-progress";
import { PageTitle } from "../components/page-title";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { SessionExpiryHandler } from "../features/auth/components/session-expiry-handler";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

// /hr/signin is outside the HR layout, so it keeps the public shell.
const OWN_CHROME = [/^\/hr(?!\/signin)(\/|$)/, /^\/enquiry(\/|$)/];

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <NavigationProgress />
      <SessionExpiryHandler />
      {OWN_CHROME.some((pattern) => pattern.test(pathname)) ? (
        <Outlet />
      ) : (
        <div className="flex min-h-screen flex-col">
          <SiteHeader />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      )}
    </>
  );
}

function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageTitle title="Page not found" />
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">The page you asked for does not exist.</p>
      <Link to="/" className={`${BUTTON_PRIMARY} mt-8`}>
        Back to the home page
      </Link>
    </section>
  );
}
