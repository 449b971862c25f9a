// The provider tree around the router, the same for the browser (main.tsx) and the server's
// render of public pages (entry-server.tsx), so the markup hydrates as it was rendered.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { useHydrated } from "../hooks/use-hydrated";
import { AuthProvider, useAuth } from "../features/auth/auth-provider";
import { ThemeProvider } from "../components/theme-provider";
import { trpc, type ApiClient } from "../lib/trpc";
import type { createAppRouter } from "../router";

const AppToaster = lazy(() => import("../components/app-toaster"));

type AppProps = {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  apiClient: ApiClient;
};

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

export function App({ router, queryClient, apiClient }: AppProps) {
  return (
    <StrictMode>
      <trpc.Provider client={apiClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <AuthProvider>
              <RoutedApp router={router} />
              <LazyToaster />
            </AuthProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
