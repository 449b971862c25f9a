// The server's render of a public page (built by `vite build --config vite.ssr.config.ts` into
// dist/ssr and loaded by src/server/pages/render-page.ts): the same router, routes and providers as
// the browser, with tRPC's job reads answered from the server's public job cache and
// privacy.notice from the server's configuration. TanStack Router's public server API does the
// request: `createRequestHandler` loads the routes and answers a redirect, `renderSsrHtmlResponse`
// writes the router's hydration scripts (its dehydrated matches and the query state) into the
// document and gives its status. Returns the whole document, or the redirect. It implements
// src/shared/ssr-contract.ts, where the server finds the types it exchanges with this module.
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { createRequestHandler, getSsrStatus, renderSsrHtmlResponse } from "@tanstack/react-router/ssr/server";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { text } from "node:stream/consumers";
import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { AppRouter } from "../server/trpc/router";
import { COMPANY } from "../shared/company";
import type { Job } from "../shared/job";
import type { PrivacyNotice } from "../shared/privacy";
import { jobPath } from "../shared/job-url";
import { App } from "./app/app";
import { isServerRenderedPath } from "../shared/public-pages";
import type { JobSource, RenderDependency, RenderedPage, RenderRequest } from "../shared/ssr-contract";
import { fullPageTitle, PUBLIC_PAGE_HEADS } from "./content/page-heads";
import { jobPageTitle } from "./features/jobs/components/job-page";
import { jobPostingJsonLd } from "./features/jobs/job-posting";
import { embedSlimJobList } from "./features/jobs/api/board-state";
import { isRoutedPath, pageHref } from "./lib/page-href";
import { createQueryClient, createQueryUtils, type ApiClient } from "./lib/trpc";
import { headHtml, shortDescription, type HeadSpec } from "./lib/page-head";
import type { DehydratedQueries } from "./lib/ssr-state";
import { createAppRouter } from "./router";

function jobNotFound(): TRPCClientError<AppRouter> {
  return TRPCClientError.from({
    error: { code: -32004, message: "Job not found", data: { code: "NOT_FOUND", httpStatus: 404, reason: "JOB_NOT_FOUND" } },
  });
}

/** Answers `jobs.list` and `jobs.byId` from the job source, noting what was read, and `privacy.notice`; nothing else. */
function serverReadsLink(jobs: JobSource, privacyNotice: PrivacyNotice, dependencies: RenderDependency[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const read = async (): Promise<unknown> => {
          if (op.path === "jobs.list") {
            const answer = await jobs.list();
            dependencies.push({ key: "list", etag: answer.etag });
            return answer.value;
          }
          if (op.path === "jobs.byId") {
            const { id } = op.input as { id: number };
            const answer = await jobs.byId(id);
            dependencies.push({ key: id, etag: answer?.etag ?? null });
            if (!answer) throw jobNotFound();
            return answer.value;
          }
          if (op.path === "privacy.notice") return privacyNotice;
          throw new Error(`${op.path} is not read while rendering on the server`);
        };
        read().then(
          (data) => {
            observer.next({ result: { type: "data", data } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
      });
}

/** Loaders may start reads without awaiting them (the board's prefetch): wait for all of them. */
async function settleQueries(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const unsubscribe = cache.subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
      if (queryClient.isFetching() === 0) {
        unsubscribe();
        resolve();
      }
    });
  }
}

/** React hoists <title>, <meta> and <link> to the front of a fragment's markup; the head is ours. */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

function splitHoisted(markup: string): { preloads: string; body: string } {
  const hoisted = LEADING_HOISTABLES.exec(markup)?.[0] ?? "";
  // React's image preloads (the hero's fetchpriority="high" poster) are kept; titles and metas are not.
  const preloads = hoisted.match(/<link\b[^>]*rel="preload"[^>]*>/g) ?? [];
  return { preloads: preloads.join(""), body: markup.slice(hoisted.length) };
}

/** React sent a Suspense boundary after its fallback, to be swapped in by an inline script of its own. */
const STREAMED_BOUNDARY = '<template id="B:';
const MAX_RENDERS = 3;

/** The page's markup, every lazy component awaited. */
async function prerenderMarkup(element: ReactElement): Promise<string> {
  // Inline, however big: React would otherwise send a large boundary after its fallback, by script.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return text(prelude);
}

function headSpecFor(pathname: string, job: Job | undefined, status: number): HeadSpec {
  if (job) {
    return {
      title: fullPageTitle(jobPageTitle(job)),
      description: shortDescription(`${job.job_type} ${job.department} job in ${job.location} at ${job.company}. ${job.job_summary}`),
      canonicalPath: jobPath(job),
      ogType: "article",
      noindex: job.expired,
    };
  }
  if (status === 200 && isServerRenderedPath(pathname)) return { ...PUBLIC_PAGE_HEADS[pathname], canonicalPath: pathname };
  return {
    title: fullPageTitle("Page not found"),
    description: `This page does not exist on the ${COMPANY.name} website.`,
    canonicalPath: pathname,
    noindex: true,
  };
}

function createServerRouter(url: string, apiClient: ApiClient, queryClient: QueryClient, queries?: Promise<string>) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter(
    { queryClient, trpc: createQueryUtils(queryClient, apiClient) },
    queries ? { history, isServer: true, dehydrate: (): DehydratedQueries => ({ queries }) } : { history, isServer: true },
  );
  // Every page is rendered signed out: the server does not know the visitor's session.
  router.update({ context: { ...router.options.context, auth: SIGNED_OUT } });
  return router;
}

let routesOnly: ReturnType<typeof createServerRouter> | undefined;

/** A router that only matches routes (and validates their search): it loads nothing, so it needs no links. */
function matchingRouter() {
  routesOnly ??= createServerRouter("/", createTRPCClient<AppRouter>({ links: [] }), createQueryClient());
  return routesOnly;
}

/** The URL the page at `url` is rendered and cached as (lib/page-href.ts). */
export function pageUrl(url: string): string {
  return pageHref(matchingRouter(), url);
}

/** Whether a route of the client's route tree takes this path (else the client shows its not-found page). */
export function isClientRoute(url: string): boolean {
  return isRoutedPath(matchingRouter(), url);
}

/**
 * The page, or null when a lazy component (the account menu, a route's split code) suspended: it
 * does the first time it renders in this process, and React then streams its boundary with an
 * inline script. The whole request is then done again, as the router's scripts are written once
 * per request; with the code loaded it renders at once.
 */
async function renderOnce({ url, origin, jobs, privacyNotice, composeDocument }: RenderRequest): Promise<RenderedPage | null> {
  const dependencies: RenderDependency[] = [];
  const queryClient = createQueryClient();
  // The reads are in-process: a failure is final, and a retry would only delay the page.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const apiClient = createTRPCClient<AppRouter>({ links: [serverReadsLink(jobs, privacyNotice, dependencies)] });
  // The router dehydrates before the render; the query state is settled after it (embedSlimJobList).
  let settleState: (json: string) => void = () => undefined;
  const queries = new Promise<string>((resolve) => {
    settleState = resolve;
  });
  let failure: { error: unknown } | undefined;
  let suspended = false;

  const handle = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () => createServerRouter(url, apiClient, queryClient, queries),
  });
  const response = await handle(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: async () => {
        try {
          // Loaders may start reads without awaiting them (the board's prefetch): wait for all of them.
          await settleQueries(queryClient);
          const failed = router.state.matches.find((match) => match.status === "error");
          if (failed) throw failed.error instanceof Error ? failed.error : new Error(`rendering ${url} failed`);
          const markup = await prerenderMarkup(<App router={router} queryClient={queryClient} apiClient={apiClient} />);
          if (markup.includes(STREAMED_BOUNDARY)) {
            suspended = true;
            return "";
          }
          const status = getSsrStatus(router);
          const jobMatch = router.state.matches.find((match) => match.routeId === "/_site/jobs/$jobKey" && match.status === "success");
          const job = jobMatch?.loaderData as Job | undefined;
          const { preloads, body } = splitHoisted(markup);
          const spec = headSpecFor(router.state.location.pathname, job, status);
          if (job) spec.jsonLd = [jobPostingJsonLd(job, `${origin}${jobPath(job)}`, origin)];
          await embedSlimJobList(queryClient, router.options.context.trpc);
          return composeDocument({ head: [headHtml(spec, origin), preloads].filter(Boolean).join("\n    "), html: body });
        } catch (error) {
          failure = { error };
          return "";
        } finally {
          settleState(JSON.stringify(dehydrate(queryClient)));
        }
      },
    }),
  );
  if (failure) throw failure.error;
  if (suspended) return null;
  const location = response.headers.get("location");
  if (location !== null) return { kind: "redirect", status: response.status, location, dependencies };
  return { kind: "page", status: response.status, document: await response.text(), dependencies };
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  for (let attempt = 1; ; attempt++) {
    const page = await renderOnce(request);
    if (page) return page;
    if (attempt === MAX_RENDERS) throw new Error("the page still suspends after its code has loaded");
  }
}

const SIGNED_OUT = {
  user: null,
  token: null,
  isAuthenticated: false,
  login: () => undefined,
  updateUser: () => undefined,
  logout: () => undefined,
};
