// A bound on the nesting depth of every JSON body, checked by one pass over the text before it is
// parsed: a megabyte of nested arrays cost 150–270 ms of event loop to parse and walk, flat JSON of
// the same size 4–8 ms. REST routes parse with Fastify's parser behind the check; tRPC's plugin puts
// its own parser in (the body stays text until tRPC parses it), so a hook checks that text first.
import type { FastifyInstance } from "fastify";
import { AppError } from "../infra/errors.js";

/** No input of the app nests deeper than a handful of levels; a tRPC batch adds one. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP = `The request's JSON is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether brackets outside strings nest deeper than `maxDepth`; malformed JSON is the parser's to refuse. */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (OPENERS.has(char)) {
      if (++depth > maxDepth) return true;
    } else if (CLOSERS.has(char)) depth--;
  }
  return false;
}

const tooDeep = () => new AppError("BAD_REQUEST", JSON_TOO_DEEP);

/** Registered on the root before any route, so every scope inherits both. */
export function boundJsonDepth(app: FastifyInstance): void {
  // Fastify's own parser, with its default refusal of __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) done(tooDeep(), undefined);
    else parseJson(request, body as string, done);
  });
  app.addHook("preValidation", async (request) => {
    const isJson = request.headers["content-type"]?.toLowerCase().startsWith("application/json") ?? false;
    if (isJson && typeof request.body === "string" && nestsDeeperThan(request.body, MAX_JSON_DEPTH)) throw tooDeep();
  });
}
