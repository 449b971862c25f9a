// Request bounds the web client and the server must agree on: how many tRPC calls one batch may
// carry and how long a URL may be. Imports nothing, so the client bundles it.

/** The server refuses bigger batches; the client's batch link splits before reaching it. */
export const MAX_BATCH_CALLS = 10;

/** Path and query together; longer URLs are refused with 414 before any route runs. */
export const MAX_URL_LENGTH = 8192;
