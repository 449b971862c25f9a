// Loading, error and empty states of the HR screens, announced to screen readers.
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

export function LoadingState({ text }: { text: string }) {
  return (
    <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-400">
      {text}
    </p>
  );
}

export function ErrorState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <p>{message}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="py-10 text-center text-slate-600 dark:text-slate-400">{text}</p>;
}

export const BACK_LINK =
  "font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-indigo-300";

export function BackLink({
  to,
  children,
}: {
  to: "/hr" | "/hr/enquiry" | "/hr/posted-job" | "/hr/applied-jobs" | "/hr/applied-forms";
  children: ReactNode;
}) {
  return (
    <Link to={to} className={BACK_LINK}>
      {children}
    </Link>
  );
}

/** A success line that clears itself (see useFlashMessage). */
export function FlashMessage({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {message ? (
        <p className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200">
          {message}
        </p>
      ) : null}
    </div>
  );
}
