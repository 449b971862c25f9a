// Boots the SPA: query client, tRPC client and router. A page the server rendered (public pages,
// see entry-server.tsx) is hydrated from its markup and the router's dehydrated state (TanStack
// Router's `hydrate`: its matches and the query state); any other is rendered here.
// The boot yields to the browser between its steps, so a phone never sees one long task: the page
// is already painted from the server's markup, and taps stay responsive while the app starts.
import "./lib/zod-jitless";
import { hydrate } from "@tanstack/react-router/ssr/client";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readStoredAuth } from "./lib/stored-auth";
import { pageHref } from "./lib/page-href";
import { createApiClient, createQueryClient, createQueryUtils } from "./lib/trpc";
import { yieldToBrowser } from "./lib/yield-to-browser";
import { createAppRouter } from "./router";
import "./styles.css";

const SIGNED_OUT_AUTH = { user: null, token: null, isAuthenticated: false, login() {}, updateUser() {}, logout() {} };

async function boot(root: HTMLElement): Promise<void> {
  const serverRendered = root.hasChildNodes();
  if (serverRendered) await yieldToBrowser();
  const queryClient = createQueryClient();
  const apiClient = createApiClient();
  const newRouter = () => createAppRouter({ queryClient, trpc: createQueryUtils(queryClient, apiClient) });
  const appWith = (router: ReturnType<typeof newRouter>) => <App router={router} queryClient={queryClient} apiClient={apiClient} />;
  if (!serverRendered) {
    createRoot(root).render(appWith(newRouter()));
    return;
  }
  await yieldToBrowser();
  const router = newRouter();
  // The server rendered the page this URL stands for: without its #fragment (/#contact) or any
  // search the page does not read.
  const served = pageHref(router, `${window.location.pathname}${window.location.search}`);
  // The server's matches and query state, with the visitor's session for the guards.
  const stored = readStoredAuth();
  const auth = { ...SIGNED_OUT_AUTH, user: stored?.user ?? null, token: stored?.token ?? null, isAuthenticated: stored !== null };
  router.update({ context: { ...router.options.context, auth } });
  await hydrate(router);
  // The guards run again with the session (loaders answer from the hydrated queries), so the first
  // render is the page the server rendered, unless a guard sends this visitor elsewhere.
  await router.load();
  await yieldToBrowser();
  if (pageHref(router, router.state.location.href) === served && router.state.status === "idle") {
    // A transition hydrates in slices, yielding to the browser between them.
    startTransition(() => {
      hydrateRoot(root, appWith(router));
    });
  } else {
    // A guard sent this visitor elsewhere (an HR user on the home page): render afresh, with a
    // router that has not taken the server's markup for its own.
    createRoot(root).render(appWith(newRouter()));
  }
}

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");
void boot(rootElement);
