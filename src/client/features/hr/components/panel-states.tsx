// What a section of a candidate's detail (notes, mails, history) shows in place of its list while
// it loads, when it failed, or when it is empty; the list itself otherwise.
import type { ReactNode } from "react";
import { cx } from "../../../lib/cx";
import { serverMessage } from "../../../lib/error-message";

type Props = {
  /** The list's query: pending, failed (its error), or done and maybe empty. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  loadingText: string;
  failedText: string;
  emptyText: string;
  /** The gap above the states, as the list below the heading has it. */
  className?: string;
  children: ReactNode;
};

export function PanelStates({ query, empty, loadingText, failedText, emptyText, className = "mt-4", children }: Props) {
  if (query.isPending)
    return (
      <p role="status" className={cx(className, "text-sm text-slate-600 dark:text-slate-400")}>
        {loadingText}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className={cx(className, "text-sm text-red-700 dark:text-red-300")}>
        {serverMessage(query.error, failedText)}
      </p>
    );
  if (empty) return <p className={cx(className, "text-sm text-slate-600 dark:text-slate-400")}>{emptyText}</p>;
  return children;
}
