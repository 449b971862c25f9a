// What the web server and the server render of the public pages (client/entry-server.tsx, built
// into dist/ssr) hand each other: the request a page is rendered for, where its job reads come
// from, and the page (or redirect) that comes back. Types only: the server loads the SSR bundle at
// run time and must not import the client's code to name them.
import type { Job } from "./job.js";
import type { PrivacyNotice } from "./privacy.js";

/** An answer of the server's public job cache: the value and the ETag of its JSON. */
export type CachedJobs<T> = { value: T; etag: string };

export type JobSource = {
  list: () => Promise<CachedJobs<Job[]>>;
  /** Null when there is no such job. */
  byId: (id: number) => Promise<CachedJobs<Job> | null>;
};

/** A job-cache read a page was rendered from, and the ETag it had (null: the job was missing). */
export type RenderDependency = { key: "list" | number; etag: string | null };

/**
 * `document`: the whole HTML document, the built index.html with the page's head, markup and the
 * router's hydration scripts in it (`<script>` elements the CSP must allow by their hashes).
 */
export type RenderedPage =
  | { kind: "page"; status: number; document: string; dependencies: RenderDependency[] }
  | { kind: "redirect"; status: number; location: string; dependencies: RenderDependency[] };

/** The parts of index.html a page fills: its head tags and the root element's markup. */
export type PageParts = { head: string; html: string };

/**
 * `privacyNotice`: what tRPC privacy.notice answers (the /privacy page's grievance officer).
 * `composeDocument`: puts a page's parts into the built index.html (server/pages/render-page.ts).
 */
export type RenderRequest = {
  url: string;
  origin: string;
  jobs: JobSource;
  privacyNotice: PrivacyNotice;
  composeDocument: (parts: PageParts) => string;
};
