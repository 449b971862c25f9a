// Boots the SPA: query client, tRPC client and router. A page the server rendered (public pages,
// see entry-server.tsx) is hydrated from its markup and query state; any other is rendered here.
// The boot yields to the browser between its steps, so a phone never sees one long task: the page
// is already painted from the server's markup, and taps stay responsive while the app starts.
import "./lib/zod-jitless";
import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readStoredAuth } from "./lib/stored-auth";
import { pageHref } from "./lib/page-href";
import { readSsrState, servedQueries } from "./lib/ssr-state";
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
  const router = createAppRouter({ queryClient, trpc: createQueryUtils(queryClient, apiClient) });
  const app = <App router={router} queryClient={queryClient} apiClient={apiClient} />;
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  await yieldToBrowser();
  const ssr = readSsrState();
  if (ssr) hydrate(queryClient, servedQueries(ssr));
  // Resolve the route (and load its code) before the first render, with the visitor's session
  // for the guards, so the first render is the page the server rendered.
  const stored = readStoredAuth();
  const auth = { ...SIGNED_OUT_AUTH, user: stored?.user ?? null, token: stored?.token ?? null, isAuthenticated: stored !== null };
  router.update({ ...router.options, context: { ...router.options.context, auth } });
  await router.load();
  await yieldToBrowser();
  // The server rendered the page this URL stands for: without its #fragment (/#contact) or any
  // search the page does not read.
  if (ssr && pageHref(router, router.state.location.href) === ssr.href && router.state.status === "idle") {
    // Tells the router that the markup came from the server: no Suspense boundary of its own.
    router.ssr = { manifest: undefined };
    // A transition hydrates in slices, yielding to the browser between them.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // A guard sent this visitor elsewhere (an HR user on the home page): render afresh.
    createRoot(root).render(app);
  }
}

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");
void boot(rootElement);
