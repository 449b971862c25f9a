// Zod compiles object parsers with `new Function` when the page allows it, and finds out by trying
// once: under the site's Content-Security-Policy (no 'unsafe-eval', security-headers.ts) that try
// is refused, and the browser reports a CSP violation on every page that parses. Interpreted
// parsing is fast enough for forms and stored state, so the client never tries. Import this module
// before anything parses; on the server (SSR) it changes nothing.
// zod/mini's `config` sets the same global as the classic API's, without bringing that API into
// the first download.
import { config } from "zod/mini";

if (typeof document !== "undefined") config({ jitless: true });
