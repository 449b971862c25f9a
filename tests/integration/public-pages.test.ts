// The public pages as a crawler sees them (raw HTML, no browser): server-rendered content with a
// unique title, description and canonical link on PUBLIC_ORIGIN; job pages with Open Graph tags and
// a JobPosting JSON-LD block, a 301 to the canonical slug, a 404 for a missing job, noindex and a
// "closed" notice once expired; robots.txt and sitemap.xml; HEAD, ETag and 304 on pages; the page
// policy (CSP) on every page; the contents a browser need not be asked for (footer, legal texts,
// galleries, programme figures, the contact form's Send until it hydrates).
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { jobPath, jobSlug } from "../../src/shared/job-url.js";
import { PRIVACY_SUMMARY } from "../../src/client/content/legal.js";
import { CONSENT_PURPOSE_TEXTS, PRIVACY_NOTICE_VERSION } from "../../src/shared/privacy.js";
import { LIFE_FIGURES } from "../../src/client/content/life.js";
import { PUBLIC_PAGE_PATHS, SERVER_RENDERED_PATHS } from "../../src/shared/public-pages.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { dehydratedPage, inlineScriptTexts } from "../helpers/router-state.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

const ORIGIN = "https://careers.example.test";
/** Not the defaults, so the page shows what configuration says. */
const GRIEVANCE_OFFICER_ENV = {
  GRIEVANCE_OFFICER_NAME: "Meera Iyer",
  GRIEVANCE_OFFICER_ADDRESS: "Data Protection Desk, 14 Residency Road, Bengaluru 560025",
  GRIEVANCE_OFFICER_EMAIL: "dpo@careers.example.test",
};
/** A channel of this file's own, so other files' HR writes do not clear this app's job cache. */
const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX}-pages`;

/** The h1 (or, on the home page, the hero's h1) each page must carry in its raw HTML. */
const HEADINGS: Record<(typeof PUBLIC_PAGE_PATHS)[number], string> = {
  "/": "Learn, build and launch with AI",
  "/company": "RFT Technologies",
  "/careers": "Build the future of learning with us",
  "/insights": "Moments from our community",
  "/mdu": "Applied AI with our university partners",
  "/crd": "Research-grade AI, built hands-on",
  "/life-at-rft": "Work that teaches, with people who care",
  "/employee-says": "What Our Employees Say",
  "/job-board": "Job Board",
  "/privacy": "Privacy Policy",
  "/terms": "Terms of Service",
};

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const firstMatch = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const titleOf = (html: string) => firstMatch(html, /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => firstMatch(html, /<meta name="description" content="([^"]*)"/);
const canonicalOf = (html: string) => firstMatch(html, /<link rel="canonical" href="([^"]*)"/);
const metaProperty = (html: string, property: string) => firstMatch(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
/** The root element's markup, without the router's hydration scripts (which remove themselves as they run). */
const rootMarkup = (html: string) =>
  (firstMatch(html, /<div id="root">([\s\S]*)<\/div>\s*(?:<script\b[\s\S]*)?<\/body>/) ?? "").replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/g,
    "",
  );

/** The text a reader sees of some markup: tags and React's text separators out, entities decoded. */
const textOf = (markup: string) =>
  markup
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The attributes of each element of a tag in some markup, e.g. every <img>. */
const attributesOf = (markup: string, tag: string) =>
  [...markup.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, "g"))].map(
    (m) => Object.fromEntries([...(m[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])) as Record<string, string>,
  );

function jobPostings(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
  );
}

describe("server-rendered public pages", () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let hr: { authorization: string };

  beforeAll(async () => {
    testApp = await createTestApp({
      QUEUE_PREFIX,
      CLIENT_DIST: inject("clientDist"),
      SSR_DIST: inject("ssrDist"),
      PUBLIC_ORIGIN: ORIGIN,
      ...GRIEVANCE_OFFICER_ENV,
    });
    app = testApp.app;
    await vi.waitFor(() => expect(testApp.deps.publicJobs.isListening()).toBe(true));
    hr = { authorization: `Bearer ${await tokenFor(await createUser(testApp.deps.db, { role: "hr" }))}` };
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** Posts a job as HR does (REST), which also clears every instance's public job cache. */
  async function postJob(overrides: Record<string, unknown> = {}): Promise<{ id: number; job_title: string }> {
    const payload = {
      job_title: `Platform Engineer ${uniqueSuffix()}`,
      department: "Engineering",
      job_type: "Contract",
      location: "Hybrid - Bangalore",
      salary_range: "12 - 18 LPA",
      job_summary: "Run the platform <safely> & well.",
      experience_level: 4,
      application_deadline: new Date(Date.now() + 20 * 864e5).toISOString().slice(0, 10),
      responsibilities: ["Keep it running"],
      ...overrides,
    };
    const res = await app.inject({ method: "POST", url: "/api/jobs", headers: hr, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; job_title: string };
  }

  it("renders each public page's content with its own title, description and canonical link", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PAGE_PATHS) {
      const res = await get(app, path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = res.body;
      expect(rootMarkup(html), path).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[path]}</h1>`));
      expect(canonicalOf(html), path).toBe(`${ORIGIN}${path}`);
      expect(metaProperty(html, "og:url"), path).toBe(`${ORIGIN}${path}`);
      titles.add(titleOf(html) ?? "");
      descriptions.add(descriptionOf(html) ?? "");
      // One title and one description per page; the router's state travels in inline scripts that
      // the page's own policy allows by their hashes, and React streamed no boundary of its own.
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      const policy = String(res.headers["content-security-policy"]);
      const scripts = inlineScriptTexts(html);
      expect(
        scripts.some((script) => script.includes("$_TSR")),
        path,
      ).toBe(true);
      for (const script of scripts)
        expect(policy, path).toContain(`'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`);
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(html).not.toContain('<template id="B:');
    }
    expect(titles.size).toBe(PUBLIC_PAGE_PATHS.length);
    expect(descriptions.size).toBe(PUBLIC_PAGE_PATHS.length);
  });

  it("keeps the legal texts on their own pages, not in every page's footer", async () => {
    const home = rootMarkup((await get(app, "/")).body);
    expect(home).toMatch(/<a [^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    expect(home).toMatch(/<a [^>]*href="\/terms"[^>]*>Terms of Service<\/a>/);
    expect(home).not.toContain("We collect what you give us");
    expect(home).not.toContain("Keep your account details private");
    expect(rootMarkup((await get(app, "/privacy")).body)).toContain("We collect what you give us");
    expect(rootMarkup((await get(app, "/terms")).body)).toContain("Keep your account details private");
  });

  it("renders the final figures of RFT in numbers, not the count-up's starting 0", async () => {
    const values = [...rootMarkup((await get(app, "/life-at-rft")).body).matchAll(/data-testid="figure-value">([^<]*)<!-- -->([^<]*)</g)];
    expect(values.map(([, value, suffix]) => `${value}${suffix}`)).toEqual(
      LIFE_FIGURES.map((figure) => `${figure.target}${figure.suffix}`),
    );
  });

  it("preloads the home page's hero image, which carries its size", async () => {
    const html = (await get(app, "/")).body;
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/hero\/hero-1-poster\.svg" fetchPriority="high"\/>/);
    expect(rootMarkup(html)).toMatch(/<img src="\/media\/hero\/hero-1-poster\.svg" alt="" width="1600" height="900" fetchPriority="high"/);
    // Nothing else of the hero competes with it: the other backgrounds and the motion come later.
    expect(rootMarkup(html).match(/<img src="\/media\/hero\/[^"]+"/g)).toEqual(['<img src="/media/hero/hero-1-poster.svg"']);
  });

  it("lists the jobs on the board's raw HTML, with a link to the first job's page", async () => {
    const job = await postJob();
    const html = (await get(app, "/job-board")).body;
    expect(rootMarkup(html)).toContain(job.job_title);
    expect(rootMarkup(html)).toMatch(/<a [^>]*href="\/jobs\/\d+-[a-z0-9-]+"/);
  });

  it("answers HEAD like GET without a body, and 304 to a matching If-None-Match", async () => {
    for (const path of ["/", "/job-board", "/signin", "/hr/posted-job"]) {
      const full = await get(app, path);
      const head = await app.inject({ method: "HEAD", url: path });
      expect(head.statusCode, path).toBe(200);
      expect(head.body, path).toBe("");
      expect(head.headers["content-type"]).toBe(full.headers["content-type"]);
      expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(full.body)));
      expect(head.headers.etag).toBe(full.headers.etag);
      expect(full.headers["cache-control"]).toBe("no-cache");
      expect(full.headers.etag).toMatch(/^"[\w-]+"$/);
      const revalidated = await get(app, path, { "if-none-match": String(full.headers.etag) });
      expect(revalidated.statusCode, path).toBe(304);
      expect(revalidated.body).toBe("");
    }
  });

  it("sends pages brotli- or gzip-compressed when accepted, each encoding with its own ETag", async () => {
    for (const path of ["/", "/job-board", "/signin"]) {
      const plain = await get(app, path);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(plain.headers.vary, path).toMatch(/Accept-Encoding/);
      const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
      for (const [encoding, decode] of Object.entries(decoders)) {
        const accept = encoding === "br" ? "gzip, deflate, br" : "gzip;q=0.8, br;q=0";
        const res = await get(app, path, { "accept-encoding": accept });
        expect(res.headers["content-encoding"], `${path} ${encoding}`).toBe(encoding);
        expect(decode(res.rawPayload).toString("utf8"), `${path} ${encoding}`).toBe(plain.body);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(res.headers.etag).not.toBe(plain.headers.etag);
        const revalidated = await get(app, path, { "accept-encoding": accept, "if-none-match": String(res.headers.etag) });
        expect(revalidated.statusCode, `${path} ${encoding}`).toBe(304);
      }
    }
  });

  it('renders sign-in and sign-up, where every "please log in" lands, but leaves them out of the sitemap', async () => {
    const sitemap = (await get(app, "/sitemap.xml")).body;
    for (const [path, heading] of [
      ["/signin", "Welcome back"],
      ["/signup", "Create your account"],
    ] as const) {
      const html = (await get(app, `${path}?redirect=%2Fapply-job`)).body;
      expect(rootMarkup(html), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(titleOf(html), path).toBe(`${heading} · RFT Technologies`);
      expect(canonicalOf(html), path).toBe(`${ORIGIN}${path}`);
      expect(sitemap).not.toContain(`${ORIGIN}${path}<`);
    }
  });

  it("serves signed-in and HR pages the plain SPA shell", async () => {
    for (const path of ["/profile", "/hr"]) {
      const html = (await get(app, path)).body;
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain("$_TSR");
    }
  });

  it("answers a path no client route takes with a 404 and the shell, where the client shows its not-found page", async () => {
    for (const path of ["/no-such-page", "/hr/no-such-page", "/careers/extra"]) {
      const res = await get(app, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<div id="root"></div>');
    }
    for (const path of ["/profile", "/hr/applied-forms/design/round-1", "/hr/posted-job/12"]) {
      expect((await get(app, path)).statusCode, path).toBe(200);
    }
  });

  it("renders a job's page with its fields, Open Graph tags and a JobPosting with every required field", async () => {
    const job = await postJob();
    const path = jobPath(job);
    expect(path).toBe(`/jobs/${job.id}-${jobSlug(job.job_title)}`);
    const res = await get(app, path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(rootMarkup(html)).toContain(`>${job.job_title}</h1>`);
    expect(rootMarkup(html)).toContain("Run the platform &lt;safely&gt; &amp; well.");
    expect(rootMarkup(html)).toContain("Apply for this job");
    // Headings descend one level at a time (axe's heading-order): the title, then its sections.
    const levels = [...rootMarkup(html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.slice(levels.indexOf(1))).toEqual([1, ...levels.slice(levels.indexOf(1) + 1).map(() => 2)]);
    expect(titleOf(html)).toBe(`${job.job_title}, Hybrid - Bangalore · RFT Technologies`);
    expect(descriptionOf(html)).toContain("Run the platform");
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
    expect(metaProperty(html, "og:title")).toBe(titleOf(html));
    expect(metaProperty(html, "og:description")).toBe(descriptionOf(html));
    expect(metaProperty(html, "og:url")).toBe(`${ORIGIN}${path}`);
    expect(metaProperty(html, "og:type")).toBe("article");
    expect(html).not.toContain('name="robots"');

    const [posting] = jobPostings(html);
    expect(posting).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: job.job_title,
      description: expect.stringContaining("Run the platform &lt;safely&gt; &amp; well."),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59Z$/),
      employmentType: "CONTRACTOR",
      hiringOrganization: { "@type": "Organization", name: "RFT Technologies", sameAs: ORIGIN },
      identifier: { "@type": "PropertyValue", name: "RFT Technologies", value: String(job.id) },
      directApply: true,
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Bangalore", addressCountry: "IN" } },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 1_200_000, maxValue: 1_800_000, unitText: "YEAR" },
      },
    });
  });

  it("marks a remote job as telecommuting and leaves out a salary it does not know", async () => {
    const job = await postJob({ location: "Remote", salary_range: "", application_deadline: "" });
    const [posting] = jobPostings((await get(app, jobPath(job))).body);
    expect(posting).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } });
    expect(posting).not.toHaveProperty("baseSalary");
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting).not.toHaveProperty("jobLocation");
    // A public page leaves out what the job does not say; "Not specified" is for HR's own view.
    expect(rootMarkup((await get(app, jobPath(job))).body)).not.toContain("Not specified");
  });

  it("redirects a job URL with a wrong slug (or none) to the canonical one", async () => {
    const job = await postJob();
    for (const key of [`${job.id}-old-title`, String(job.id)]) {
      const res = await get(app, `/jobs/${key}`);
      expect(res.statusCode, key).toBe(301);
      expect(res.headers.location).toBe(jobPath(job));
    }
  });

  it("answers a deleted or unknown job with a 404 page that points to the board", async () => {
    const job = await postJob();
    expect((await app.inject({ method: "DELETE", url: `/api/jobs/${job.id}`, headers: hr })).statusCode).toBe(200);
    for (const url of [jobPath(job), "/jobs/2147483000-nothing", "/jobs/not-a-job"]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("This job is no longer posted");
      expect(res.body).toContain('href="/job-board"');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("says an expired job is closed, keeps it out of search engines and out of the sitemap", async () => {
    const expired = await createJob(testApp.deps.db, {
      jobTitle: `Closed Role ${uniqueSuffix()}`,
      applicationDeadline: new Date(Date.now() - 3 * 864e5),
    });
    await testApp.deps.publicJobs.invalidate();
    const path = jobPath({ id: expired.id, job_title: expired.jobTitle });
    const res = await get(app, path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(rootMarkup(res.body)).toContain("This job is closed");
    // Said once (issue #33: the notice used to repeat itself).
    expect(rootMarkup(res.body).split("application deadline has passed").length - 1).toBe(1);
    expect(rootMarkup(res.body)).not.toContain("Apply for this job");
    expect((await get(app, "/sitemap.xml")).body).not.toContain(path);
  });

  it("serves robots.txt: the private areas disallowed, the sitemap on the public origin", async () => {
    const res = await get(app, "/robots.txt", { host: "evil.example" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    for (const path of ["/hr", "/api", "/trpc", "/admin", "/profile", "/apply-job"]) expect(lines).toContain(`Disallow: ${path}`);
    // Sign-in and sign-up stay crawlable: people search for them, and a blocked page cannot rank.
    for (const path of ["/signin", "/signup"]) expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect((await app.inject({ method: "HEAD", url: "/robots.txt" })).statusCode).toBe(200);
  });

  it("lists the public pages and a newly posted job, with lastmod, in sitemap.xml", async () => {
    const job = await postJob();
    const res = await get(app, "/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const entries = [...res.body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)].map((m) => ({
      loc: m[1],
      lastmod: m[2],
    }));
    for (const path of PUBLIC_PAGE_PATHS) expect(entries.map((e) => e.loc)).toContain(`${ORIGIN}${path}`);
    const entry = entries.find((e) => e.loc === `${ORIGIN}${jobPath(job)}`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(entries.every((e) => !Number.isNaN(Date.parse(e.lastmod ?? "")))).toBe(true);
    const head = await app.inject({ method: "HEAD", url: "/sitemap.xml" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("renders the board again once HR posts a job, and not before", async () => {
    const before = await get(app, "/job-board");
    expect((await get(app, "/job-board")).headers.etag).toBe(before.headers.etag);
    const job = await postJob({ job_title: `Aardvark Keeper ${uniqueSuffix()}` });
    const after = await get(app, "/job-board");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(job.job_title);
  });

  it("sends every server-rendered page and a job's page under the page policy, its inline script allowed by hash", async () => {
    const job = await postJob();
    for (const path of [...SERVER_RENDERED_PATHS, jobPath(job)]) {
      expect((await get(app, path)).headers["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it("renders each Life at RFT view on the server under the page's heading", async () => {
    for (const view of ["testimonials", "positions", "apply"]) {
      const res = await get(app, `/life-at-rft?view=${view}`);
      expect(res.statusCode, view).toBe(200);
      expect(rootMarkup(res.body), view).toMatch(new RegExp(`<h1[^>]*>${HEADINGS["/life-at-rft"]}</h1>`));
    }
  });

  it("renders the contact form disabled: typed into before it hydrates, the text would be lost, and Send would submit natively", async () => {
    const form = /<form[^>]*aria-label="Contact form"[^>]*>([\s\S]*?)<\/form>/.exec(rootMarkup((await get(app, "/")).body))?.[1] ?? "";
    expect(form).toMatch(/^<fieldset disabled=""/);
    expect(form).toMatch(/<button type="submit"[^>]*>Send Message<\/button><p role="status"[\s\S]*<\/fieldset>$/);
  });

  it("renders the five contact subjects with their labels", async () => {
    const select = /<select[^>]*name="subject"[^>]*>([\s\S]*?)<\/select>/.exec(rootMarkup((await get(app, "/")).body))?.[1] ?? "";
    expect([...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ["", "Select a subject"],
      ["General Inquiry", "General Inquiry"],
      ["Project Consultation", "Project Consultation"],
      ["Support", "Technical Support"],
      ["Partnership", "Partnership Opportunity"],
      ["Other", "Other"],
    ]);
  });

  it("renders the footer's company facts, this year and the privacy summary, and the privacy page what is kept and how to get it", async () => {
    const markup = rootMarkup((await get(app, "/mdu")).body);
    const footer = /<footer[\s\S]*<\/footer>/.exec(markup)?.[0] ?? "";
    for (const text of [
      `© ${new Date().getFullYear()} RFT Technologies. All rights reserved.`,
      "Established 19 March 2024",
      PRIVACY_SUMMARY,
    ]) {
      expect(textOf(footer)).toContain(text);
    }
    expect(footer).toMatch(/<a href="tel:[^"]+"[^>]*>\+91 98765 43210<\/a>/);
    expect(footer).toContain('aria-label="RFT Technologies on LinkedIn"');
    const privacy = textOf(rootMarkup((await get(app, "/privacy")).body));
    expect(privacy).toContain("One year after we decline an application or you withdraw it");
    expect(privacy).toContain("Download my data gives you a ZIP");
  });

  it("renders the privacy notice's version, purposes, ways to withdraw and to ask, and the configured grievance officer", async () => {
    const html = (await get(app, "/privacy")).body;
    const privacy = textOf(rootMarkup(html));
    expect(privacy).toContain(`Version ${PRIVACY_NOTICE_VERSION} · Last updated`);
    for (const purpose of Object.values(CONSENT_PURPOSE_TEXTS)) expect(privacy).toContain(`${purpose.label}: ${purpose.description}`);
    expect(privacy).toContain("Withdraw ends your consent to keep your profile for future openings in one click");
    expect(privacy).toContain("file a request under Your data requests on your profile");
    for (const value of Object.values(GRIEVANCE_OFFICER_ENV)) expect(privacy).toContain(value);
    expect(rootMarkup(html)).toContain(`href="mailto:${GRIEVANCE_OFFICER_ENV.GRIEVANCE_OFFICER_EMAIL}"`);
    // The browser hydrates from the same answer, so it never renders the officer from code of its own.
    const { queries } = await dehydratedPage(html);
    expect(JSON.stringify(queries)).toContain(JSON.stringify(GRIEVANCE_OFFICER_ENV.GRIEVANCE_OFFICER_NAME));
  });

  it("renders the 23 insight pictures with their size and alt text, lazy after the first row, and the five filters", async () => {
    const markup = rootMarkup((await get(app, "/insights")).body);
    const main = /<main[\s\S]*<\/main>/.exec(markup)?.[0] ?? "";
    const pictures = attributesOf(/<ul[\s\S]*<\/ul>/.exec(main)?.[0] ?? "", "img");
    expect(pictures).toHaveLength(23);
    expect(pictures.every((img) => img.alt && img.width && img.height)).toBe(true);
    expect(pictures.slice(3).every((img) => img.loading === "lazy")).toBe(true);
    const filters = /aria-label="Filter pictures"[^>]*>([\s\S]*?)<\/div>/.exec(main)?.[1] ?? "";
    expect([...filters.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]*)<\/button>/g)].map((m) => [m[2], m[1]])).toEqual([
      ["All", "true"],
      ["Events", "false"],
      ["Team", "false"],
      ["Achievements", "false"],
      ["Innovations", "false"],
    ]);
  });

  it("renders each programme's pictures, figures and four topics", async () => {
    for (const programme of [
      { path: "/mdu", pictures: 13, stats: ["100+", "15+", "5+", "8"] },
      { path: "/crd", pictures: 16, stats: ["200+", "25+", "8+", "10"] },
    ]) {
      const markup = rootMarkup((await get(app, programme.path)).body);
      expect(markup.match(/aria-label="Enlarge picture /g), programme.path).toHaveLength(programme.pictures);
      expect([...markup.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => m[1])).toEqual(programme.stats);
      for (const title of ["Machine Learning", "AI Agents", "Industry Projects", "Academic"]) {
        expect(markup, `${programme.path} ${title}`).toMatch(new RegExp(`<h3[^>]*>${title}</h3>`));
      }
    }
  });
});
