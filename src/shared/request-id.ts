// What a request id may look like: an incoming x-request-id is kept only if it matches (else the
// server makes a UUID), and a mail job carries it to the worker's log lines.
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
