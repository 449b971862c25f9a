// The screen a signed-in route shows when its code or data failed to load: what went wrong, the
// route's way back if it has one, and Try again, which loads the route afresh.
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { Button } from "./ui/button";

export const ROUTE_ERROR_TEXT = "This page could not be loaded. Please try again.";

/** A loader's error whose message is written for the user: RouteError shows it as it is. */
export class PageError extends Error {}

type RouteErrorProps = ErrorComponentProps & { message?: string; children?: ReactNode };

export function RouteError({ error, message, children }: RouteErrorProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  // A query that failed while rendering is fetched again on the next render instead of rethrown.
  useEffect(() => {
    queryErrors.reset();
  }, [queryErrors]);
  const text = message ?? (error instanceof PageError ? error.message : ROUTE_ERROR_TEXT);
  return (
    <div
      role="alert"
      className="mx-auto my-6 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <p>{text}</p>
      <div className="mt-4 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {/* Invalidating runs the loaders again and resets the route's error boundary. */}
        <Button variant="secondary" onClick={() => void router.invalidate()}>
          Try again
        </Button>
        {children}
      </div>
    </div>
  );
}
