// The network of component tests: a tRPC link that answers each procedure ("auth.sendOtp") from a
// map of handlers instead of calling the server, records every call, and errors shaped like the
// server's (a TRPCClientError with a code and reason) or like a lost connection (no shape).
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { AppError, type AppErrorCode, type AppErrorOptions } from "../../src/infra/errors.js";
import type { AppRouter } from "../../src/server/trpc/router.js";

/** Answers one call: returns (or resolves to) the procedure's output, or throws an `apiError`. */
export type ApiHandler = (input: unknown) => unknown;
export type ApiHandlers = Record<string, ApiHandler>;
export type ApiCall = { path: string; input: unknown };

/**
 * The error a procedure answers with, as the client receives it: a service's AppError (same
 * arguments) in the shape trpc/init.ts's error formatter gives it, with its status and reason.
 */
export function apiError(code: AppErrorCode, message: string, options: AppErrorOptions = {}): TRPCClientError<AppRouter> {
  const cause = new AppError(code, message, options);
  const data = { code, httpStatus: cause.status, path: "", reason: cause.reason, retryAfterSeconds: cause.retryAfterSeconds };
  return TRPCClientError.from<AppRouter>({ error: { code: TRPC_ERROR_CODES_BY_KEY[code], message, data } } as never);
}

/** A call that never got an answer from the server (the browser's fetch failed). */
export function networkError(): TRPCClientError<AppRouter> {
  return new TRPCClientError<AppRouter>("Failed to fetch");
}

export function fakeApiLink(handlers: ApiHandlers): { link: TRPCLink<AppRouter>; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No fake answer for ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: "data", data } });
              observer.complete();
            },
            (error: unknown) => observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
          );
        return () => undefined;
      });
  return { link, calls };
}

/** A promise the test settles when it wants, to hold a form in its busy state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
