// The server's render of a public page (built by `vite build --config vite.ssr.config.ts` into
// dist/ssr and loaded by src/server/pages/render-page.ts): the same router, routes and providers as
// the browser, on a memory history, with tRPC's job reads answered from the server's public job
// cache and privacy.notice from the server's configuration. Returns the page's markup, its <head>
// tags and the query state the browser hydrates from. It implements src/shared/ssr-contract.ts,
// where the server finds the types it exchanges with this module.
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
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
import { headHtml, scriptSafeJson, shortDescription, type HeadSpec } from "./lib/page-head";
import { createAppRouter } from "./router";

export { SSR_STATE_ID } from "./lib/ssr-state";

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

/** Markup of a Suspense boundary React sent after its fallback, to be swapped in by an inline script. */
const STREAMED_BOUNDARY = /<template id="B:|<script\b/;
const MAX_RENDERS = 3;

/**
 * The page's markup with no script in it. A lazy component (the account menu, a route's split
 * code) suspends the first time it renders in this process, and React then streams its boundary
 * with an inline script the CSP would refuse; once loaded it renders at once, so render again.
 */
async function renderMarkup(element: ReactElement): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    // Inline, however big: React would otherwise send a large boundary after its fallback, by script.
    const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const markup = await text(prelude);
    if (!STREAMED_BOUNDARY.test(markup)) return markup;
    if (attempt === MAX_RENDERS) throw new Error("the page still suspends after its code has loaded");
  }
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

function createServerRouter(url: string, apiClient: ApiClient, queryClient = createQueryClient()) {
  return createAppRouter(
    { queryClient, trpc: createQueryUtils(queryClient, apiClient) },
    { history: createMemoryHistory({ initialEntries: [url] }), isServer: true },
  );
}

let routesOnly: ReturnType<typeof createServerRouter> | undefined;

/** A router that only matches routes (and validates their search): it loads nothing, so it needs no links. */
function matchingRouter() {
  routesOnly ??= createServerRouter("/", createTRPCClient<AppRouter>({ links: [] }));
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

export async function renderPage({ url, origin, jobs, privacyNotice }: RenderRequest): Promise<RenderedPage> {
  const dependencies: RenderDependency[] = [];
  const queryClient = createQueryClient();
  // The reads are in-process: a failure is final, and a retry would only delay the page.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const apiClient = createTRPCClient<AppRouter>({ links: [serverReadsLink(jobs, privacyNotice, dependencies)] });
  const router = createServerRouter(url, apiClient, queryClient);
  // Every page is rendered signed out: the server does not know the visitor's session.
  router.update({ ...router.options, context: { ...router.options.context, auth: SIGNED_OUT } });
  await router.load();
  const result = (router as unknown as { _serverResult?: { type: string; redirect?: { status: number; options: { href?: string } } } })
    ._serverResult;
  if (result?.type === "redirect" && result.redirect) {
    return { kind: "redirect", status: result.redirect.status, location: result.redirect.options.href ?? "/", dependencies };
  }
  await settleQueries(queryClient);

  const matches = router.state.matches;
  const failed = matches.find((match) => match.status === "error");
  if (failed) throw failed.error instanceof Error ? failed.error : new Error(`rendering ${url} failed`);
  const notFound = matches.some((match) => match.status === "notFound" || match._notFound);
  const status = notFound ? 404 : 200;
  const jobMatch = matches.find((match) => match.routeId === "/_site/jobs/$jobKey" && match.status === "success");
  const job = jobMatch?.loaderData as Job | undefined;

  const { preloads, body } = splitHoisted(await renderMarkup(<App router={router} queryClient={queryClient} apiClient={apiClient} />));
  const spec = headSpecFor(router.state.location.pathname, job, status);
  if (job) spec.jsonLd = [jobPostingJsonLd(job, `${origin}${jobPath(job)}`, origin)];
  const head = [headHtml(spec, origin), preloads].filter(Boolean).join("\n    ");
  await embedSlimJobList(queryClient, router.options.context.trpc);
  const state = { href: pageHref(router, url), queries: dehydrate(queryClient) };
  return { kind: "page", status, head, html: body, state: scriptSafeJson(state), dependencies };
}

const SIGNED_OUT = {
  user: null,
  token: null,
  isAuthenticated: false,
  login: () => undefined,
  updateUser: () => undefined,
  logout: () => undefined,
};
