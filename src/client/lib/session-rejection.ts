// A stored session the server no longer accepts (it expired, or a logout elsewhere or a new
// password revoked it): a tRPC call sent with it that comes back SIGN_IN_REQUIRED is reported
// here, and SessionExpiryHandler ends the session on this device.
import type { TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "../../server/trpc/router";
import { errorReason } from "./error-reason";
import { storedToken } from "./stored-auth";

const listeners = new Set<() => void>();

export function onSessionRejected(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sessionRejectionLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const token = storedToken();
      return next(op).subscribe({
        next: (result) => observer.next(result),
        error: (error) => {
          // Only while the rejected token is still the stored one: a late answer must not end a
          // session signed in since. A logout refused this way has nothing left to end.
          if (token && token === storedToken() && op.path !== "auth.logout" && errorReason(error) === "SIGN_IN_REQUIRED") {
            // A copy: a listener that signs out re-subscribes, and a Set visits what is added mid-loop.
            [...listeners].forEach((listener) => listener());
          }
          observer.error(error);
        },
        complete: () => observer.complete(),
      });
    });
