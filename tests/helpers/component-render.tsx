// Renders a client component the way the app does (tRPC and React Query providers, the auth
// provider, a TanStack router) with a stubbed API: the component sits at "/" of a memory history,
// and every other path renders "Page: <path>", so a test sees where a link or redirect went.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from "@tanstack/react-router";
import { createTRPCClient } from "@trpc/client";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, type ReactElement } from "react";
import { vi } from "vitest";
import type { AppRouter } from "../../src/server/trpc/router.js";
import type { PublicUser } from "../../src/shared/user.js";
import { AuthProvider } from "../../src/client/features/auth/auth-provider.js";
import { writeStoredAuth } from "../../src/client/lib/stored-auth.js";
import { trpc } from "../../src/client/lib/trpc.js";
import { fakeApiLink, type ApiHandlers } from "./component-api.js";

type RenderOptions = { api?: ApiHandlers; user?: PublicUser };

function OtherPage() {
  const { pathname } = useLocation();
  return <p>Page: {pathname}</p>;
}

function memoryRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: Outlet });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => ui }),
    createRoute({ getParentRoute: () => rootRoute, path: "$", component: OtherPage }),
  ]);
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
}

/**
 * User events without a pause between keys (React still renders after each), that also move
 * vitest's fake clock when a test uses one. A file input takes any file, as a real picker does once
 * the user switches it to "All files".
 */
export function setupUser() {
  return userEvent.setup({
    delay: null,
    applyAccept: false,
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
}

/** `user`: signed in as this user (stored as the app stores a session). */
export async function renderWithApp(ui: ReactElement, { api = {}, user }: RenderOptions = {}) {
  if (user) writeStoredAuth({ token: "component-test-token", user });
  const network = fakeApiLink(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createTRPCClient<AppRouter>({ links: [network.link] });
  const router = memoryRouter(ui);
  await router.load();
  const view = await act(async () =>
    render(
      <StrictMode>
        <trpc.Provider client={client} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </StrictMode>,
    ),
  );
  return { ...view, user: setupUser(), router, calls: network.calls };
}
