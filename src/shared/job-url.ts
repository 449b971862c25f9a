// A job's public URL, /jobs/<id>-<slug>: the id finds the job, the slug (from its title) only makes
// the URL readable, so a link with an old or mangled slug still resolves (and is redirected).
const MAX_SLUG_LENGTH = 80;

/** "Senior Engineer (Platform) – Remote" → "senior-engineer-platform-remote"; never empty. */
export function jobSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
  return slug || "job";
}

/** The `<id>-<slug>` path segment of a job. */
export function jobKey(job: { id: number; job_title: string }): string {
  return `${job.id}-${jobSlug(job.job_title)}`;
}

/** The canonical path of a job's page. */
export function jobPath(job: { id: number; job_title: string }): string {
  return `/jobs/${jobKey(job)}`;
}

/** The id of a `<id>` or `<id>-<anything>` segment, or null when it does not start with one. */
export function jobIdFromKey(key: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-|$)/.exec(key);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
