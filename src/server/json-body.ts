// A bound on the nesting depth of every JSON body, checked on the bytes as they arrive: a megabyte
// of nested arrays cost 150–270 ms of event loop to parse and walk (flat JSON of the same size
// 4–8 ms), and holding whole megabytes only to refuse them afterwards let one client push the
// server's memory past 400 MB. The request is refused at the first byte too deep, before any parser
// (Fastify's for REST routes, tRPC's own for /trpc) sees it, and its connection is closed.
import { Transform, type TransformCallback } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../infra/errors.js";

/** No input of the app nests deeper than a handful of levels; a tRPC batch adds one. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP = `The request's JSON is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Bracket depth outside strings, carried across chunks; malformed JSON is the parser's to refuse. */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** Scans the next bytes; false once the text has nested deeper than the bound. */
  accept(bytes: Uint8Array): boolean {
    for (const byte of bytes) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++this.depth > this.maxDepth) return false;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) this.depth--;
    }
    return true;
  }
}

/** Whether `text` nests deeper than `maxDepth` (the scanner over a whole string). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  return !new JsonDepthScanner(maxDepth).accept(Buffer.from(text));
}

class JsonDepthGuard extends Transform {
  private readonly scanner = new JsonDepthScanner(MAX_JSON_DEPTH);

  constructor(private readonly onTooDeep: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.scanner.accept(chunk)) return callback(null, chunk);
    this.onTooDeep();
    callback(new AppError("BAD_REQUEST", JSON_TOO_DEEP));
  }
}

const isJson = (request: FastifyRequest) => request.headers["content-type"]?.toLowerCase().startsWith("application/json") ?? false;

/** Registered on the root before any route, so every scope (tRPC's included) inherits it. */
export function boundJsonDepth(app: FastifyInstance): void {
  app.addHook("preParsing", async (request, reply, payload) => {
    if (!isJson(request)) return payload;
    // Not pipeline(): destroying the request would take the socket, and the answer, with it.
    const guard = new JsonDepthGuard(() => {
      payload.unpipe(guard);
      // The rest of the body is not wanted: the client stops sending once the answer closes.
      reply.header("connection", "close");
    });
    // Its error reaches the body reader when the route reads a body; on one that does not (a GET
    // with a body), it must not become an uncaught exception.
    guard.on("error", () => undefined);
    return payload.pipe(guard);
  });
}
