// The provider tree around the router, the same for the browser (main.tsx) and the server's
// render of public pages (entry-server.tsx), so the markup hydrates as it was rendered.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense, useEffect } from "react";
import { useHydrated } from "./components/use-hydrated";
import { AuthProvider, useAuth } from "./features/auth/auth-provider";
import { ThemeProvider } from "./features/theme/theme-provider";
import { trpc, type ApiClient } from "./lib/trpc";
import type { createAppRouter } from "./router";

const AppToaster = lazy(() => import("./components/app-toaster"));

type AppProps = { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient; apiClient: ApiClient };

/** The toaster once the page is hydrated: nothing to show before that, and its code can wait. */
function LazyToaster() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

function RoutedApp({ router }: Pick<AppProps, "router">) {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}

/**
 * Marks <html data-app-ready> once the app has rendered or hydrated: before that, server-rendered
 * buttons do nothing, so tests (and anyone measuring) wait for it.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}

export function App({ router, queryClient, apiClient }: AppProps) {
  return (
    <StrictMode>
      <trpc.Provider client={apiClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <AuthProvider>
              <RoutedApp router={router} />
              <ReadyMarker />
              <LazyToaster />
            </AuthProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
