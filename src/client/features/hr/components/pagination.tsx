// "Page X of Y" with Previous and Next, shown when there is more than one page.
import { SMALL_BUTTON } from "../lib/styles";

type PaginationProps = { page: number; totalPages: number; onPrevious: () => void; onNext: () => void; busy?: boolean };

export function Pagination({ page, totalPages, onPrevious, onNext, busy }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={SMALL_BUTTON} onClick={onPrevious} disabled={page <= 1 || busy}>
        Previous
      </button>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button type="button" className={SMALL_BUTTON} onClick={onNext} disabled={page >= totalPages || busy}>
        Next
      </button>
    </nav>
  );
}
