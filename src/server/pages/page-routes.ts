// GET (and HEAD) of the public pages, sign-in and sign-up, and the job pages: server-rendered HTML, brotli or gzip when
// accepted, with `Cache-Control: no-cache` and a strong ETag (304 on If-None-Match), or the job
// page's redirect to its canonical URL. Without an SSR build, or if a render fails, the SPA shell
// answers instead. A rendered page carries a Content-Security-Policy of its own, which allows its
// inline scripts (the router's hydration scripts) by their hashes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { JOB_PAGES_PREFIX, SERVER_RENDERED_PATHS } from "../../shared/public-pages.js";
import type { Deps } from "../deps.js";
import { holdsVersion } from "../rest/cached-json.js";
import { encodedBody, encodedEtag, preferredEncoding } from "./compressed-html.js";
import { createPageRenderer, type PageAnswer, type PageRenderer } from "./render-page.js";
import type { ShellPage } from "./shell-page.js";

export function sendHtml(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer): FastifyReply {
  reply.header("cache-control", "no-cache");
  if (answer.location !== undefined) return reply.code(answer.status).header("location", answer.location).send();
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const etag = encodedEtag(answer.etag, encoding);
  reply.header("etag", etag).header("vary", "Accept-Encoding").type("text/html; charset=utf-8");
  if (answer.contentSecurityPolicy) reply.header("content-security-policy", answer.contentSecurityPolicy);
  if (answer.status === 200 && holdsVersion(request.headers["if-none-match"], etag)) return reply.code(304).send();
  reply.code(answer.status);
  return encoding ? reply.header("content-encoding", encoding).send(encodedBody(answer, encoding)) : reply.send(answer.html);
}

export function registerPageRoutes(app: FastifyInstance, deps: Deps, shell: ShellPage): PageRenderer {
  const renderer = createPageRenderer(deps, app.log);

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    let answer: PageAnswer | null = null;
    try {
      answer = await renderer.render(request.url);
    } catch (error) {
      // The client renders the page itself (and shows its own error state if the API fails too).
      request.log.error({ err: error }, "server render failed: answering the SPA shell");
    }
    answer ??= shell.answer();
    if (!answer) return reply.code(503).type("text/plain").send("The web client is not built yet: run `npm run build`.");
    return sendHtml(request, reply, answer);
  }

  for (const path of SERVER_RENDERED_PATHS) app.get(path, servePage);
  app.get(`${JOB_PAGES_PREFIX}:jobKey`, servePage);
  return renderer;
}
