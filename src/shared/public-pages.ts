// The public pages the server renders to HTML (each with its own title, description and canonical
// link, see client/content/page-heads.ts) and lists in sitemap.xml, and the paths crawlers are asked
// to leave alone: the HR area, the APIs, the dashboards and the pages of a signed-in visitor.
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/company",
  "/careers",
  "/insights",
  "/mdu",
  "/crd",
  "/life-at-rft",
  "/employee-says",
  "/job-board",
  "/privacy",
  "/terms",
] as const;

/**
 * Also rendered on the server, but left out of the sitemap: the ways into an account. They are where
 * a visitor lands from every "please log in", so they should paint at once on a phone too.
 */
export const ACCOUNT_ENTRY_PATHS = ["/signin", "/signup"] as const;

export const SERVER_RENDERED_PATHS = [...PUBLIC_PAGE_PATHS, ...ACCOUNT_ENTRY_PATHS] as const;

export type ServerRenderedPath = (typeof SERVER_RENDERED_PATHS)[number];

export function isServerRenderedPath(path: string): path is ServerRenderedPath {
  return (SERVER_RENDERED_PATHS as readonly string[]).includes(path);
}

/** The job pages' prefix: /jobs/<id>-<slug> (job-url.ts). */
export const JOB_PAGES_PREFIX = "/jobs/";

/** Areas with nothing for a search result. Sign-in and sign-up stay crawlable: people search for them. */
export const CRAWLER_DISALLOWED_PATHS = [
  "/hr",
  "/interviews",
  "/api",
  "/trpc",
  "/admin",
  "/application",
  "/upload",
  "/metrics",
  "/health",
  "/ready",
  "/forgot-password",
  "/employers-login",
  "/employer-forgot-password",
  "/employers-dashboard",
  "/profile",
  "/applications",
  "/apply-job",
  "/enquiry",
] as const;
