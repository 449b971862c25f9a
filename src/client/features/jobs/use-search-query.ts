// The title search as the user types: filtering follows every keystroke at once, while the URL's
// `q` is updated after a pause (replacing the entry, so back skips keystrokes). Back/forward and
// links that change `q` are taken over, except our own writes arriving after newer typing.
import { useEffect, useState } from "react";

const URL_WRITE_DELAY_MS = 300;

export function useSearchQuery(urlQuery: string | undefined, writeQuery: (q: string | undefined) => void) {
  const [query, setQuery] = useState(urlQuery ?? "");
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  const [agreedQuery, setAgreedQuery] = useState(urlQuery);

  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== agreedQuery) {
      setAgreedQuery(urlQuery);
      setQuery(urlQuery ?? "");
    }
  }

  useEffect(() => {
    const next = query.trim() === "" ? undefined : query;
    if (next === urlQuery) return;
    const timer = setTimeout(() => {
      setAgreedQuery(next);
      writeQuery(next);
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, urlQuery, writeQuery]);

  return [query, setQuery] as const;
}
