// The applicants picked for a bulk decision: kept across page turns of the step's list, so HR can
// pick on several pages, or take every matching applicant at once.
import { useCallback, useMemo, useState } from "react";

export type BulkSelection = {
  ids: ReadonlySet<number>;
  has: (id: number) => boolean;
  toggle: (id: number, selected: boolean) => void;
  /** Adds or removes these ids together (the page's checkbox). */
  setMany: (ids: readonly number[], selected: boolean) => void;
  /** The selection becomes exactly these ids ("select all matching"). */
  replace: (ids: readonly number[]) => void;
  clear: () => void;
};

export function useBulkSelection(): BulkSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const setMany = useCallback((changed: readonly number[], selected: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      for (const id of changed) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const replace = useCallback((next: readonly number[]) => setIds(new Set(next)), []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(
    () => ({
      ids,
      has: (id: number) => ids.has(id),
      toggle: (id: number, selected: boolean) => setMany([id], selected),
      setMany,
      replace,
      clear,
    }),
    [ids, setMany, replace, clear],
  );
}
