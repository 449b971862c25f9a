// "Page X of Y" with Previous and Next, shown when there is more than one page.
import { Button } from "../../../components/ui/button";

type PaginationProps = { page: number; totalPages: number; onPrevious: () => void; onNext: () => void; busy?: boolean };

export function Pagination({ page, totalPages, onPrevious, onNext, busy }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={onPrevious} disabled={page <= 1 || busy}>
        Previous
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="outline" size="sm" onClick={onNext} disabled={page >= totalPages || busy}>
        Next
      </Button>
    </nav>
  );
}
