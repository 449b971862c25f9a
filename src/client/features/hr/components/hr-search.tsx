// The HR header's one search box across enquiries and applicants (issue #16 item 7): an ARIA 1.2
// combobox with a listbox of ranked results. "/" focuses it; typing asks (debounced) for the top
// results; ↑/↓ move (the first result is active once they arrive), Enter opens, Escape closes
// (again: clears). An enquiry opens its candidate page; an applicant opens its details over the
// current page through `?applicant=<id>` (hooks/use-applicant-param.ts). A result only its resume
// matched shows the resume's words around the match, the matched words in <mark> (the server sends
// plain text with markers, never HTML).
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useApplicantSearch } from "../api/search";
import { APPLICATION_STATUS_LABELS, applicationStatus, ROUND_LABELS } from "../../../../shared/hr/rounds";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_FIELD_LABELS,
  SEARCH_MAX_LENGTH,
  SEARCH_MESSAGES,
  SEARCH_MIN_LENGTH,
  snippetParts,
  SOURCE_LABELS,
  type SearchResult,
} from "../../../../shared/hr/search";
import { serverMessage } from "../../../lib/error-message";
import { useApplicantParam } from "../hooks/use-applicant-param";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { formatDay } from "../lib/format";

// Only fetched when an applicant is opened: the header is on every HR page.
const ApplicantDetailModal = lazy(() => import("./applicant-detail-modal").then((module) => ({ default: module.ApplicantDetailModal })));

/** Typing "/" there means the character, not the shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

function whereText(result: SearchResult): string {
  const day = formatDay(result.createdAt);
  if (result.source === "enquiry") return `Enquiry · ${day}`;
  const job = [result.jobTitle, result.department].filter(Boolean).join(", ");
  const status = APPLICATION_STATUS_LABELS[applicationStatus(result.roundStatus, result.withdrawn)];
  return `${job ? `${job} · ` : ""}${ROUND_LABELS[result.round]} (${status}) · ${day}`;
}

function ResumeSnippet({ snippet }: { snippet: string }) {
  return (
    <span className="mt-0.5 line-clamp-2 block text-xs break-words text-slate-600 dark:text-slate-300">
      <span className="sr-only">From the resume: </span>…
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-500/40 dark:text-amber-50">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
      …
    </span>
  );
}

function ResultOption({ result, id, active, onChoose }: { result: SearchResult; id: string; active: boolean; onChoose: () => void }) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // The input keeps the focus (and so the keyboard) while a result is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={`cursor-pointer rounded-md px-3 py-2 text-sm ${
        active ? "bg-brand-50 ring-2 ring-brand-500 dark:bg-slate-800" : "hover:bg-slate-100 dark:hover:bg-slate-800/70"
      }`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate font-semibold text-slate-900 dark:text-slate-100">{result.name}</span>
        <span className="shrink-0 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
          {SOURCE_LABELS[result.source]}
        </span>
      </span>
      <span className="block truncate text-slate-600 dark:text-slate-400">{result.email}</span>
      <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{whereText(result)}</span>
      {result.matched.length > 0 ? (
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          Matched: {result.matched.map((field) => SEARCH_FIELD_LABELS[field]).join(", ")}
        </span>
      ) : null}
      {result.snippet ? <ResumeSnippet snippet={result.snippet} /> : null}
    </li>
  );
}

export function HrSearch() {
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [applicantId, setApplicantId] = useApplicantParam();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const askable = query.length >= SEARCH_MIN_LENGTH && query.length <= SEARCH_MAX_LENGTH;
  const search = useApplicantSearch(query, askable);
  const settled = typed === query && !search.isFetching;
  const rows = askable && settled ? (search.data?.data ?? []) : [];
  const activeIndex = rows.length === 0 ? -1 : Math.min(active, rows.length - 1);
  const expanded = open && typed.length > 0;

  useEffect(() => {
    const focusOnSlash = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener("keydown", focusOnSlash);
    return () => document.removeEventListener("keydown", focusOnSlash);
  }, []);

  const choose = (result: SearchResult) => {
    setOpen(false);
    if (result.source === "enquiry") {
      void navigate({ to: "/hr/candidate/$candidateId", params: { candidateId: String(result.id) } });
    } else {
      setApplicantId(result.id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (rows.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + rows.length) % rows.length);
        return;
      }
      case "Enter": {
        const result = expanded ? rows[activeIndex] : undefined;
        if (!result) return;
        event.preventDefault();
        choose(result);
        return;
      }
      case "Escape":
        event.preventDefault();
        if (expanded) setOpen(false);
        else setText("");
        return;
    }
  };

  let status: string | null = null;
  if (expanded) {
    if (typed.length < SEARCH_MIN_LENGTH) status = SEARCH_MESSAGES.typeMore;
    else if (typed.length > SEARCH_MAX_LENGTH) status = SEARCH_MESSAGES.tooLong;
    else if (!settled) status = SEARCH_MESSAGES.searching;
    else if (search.isError) status = serverMessage(search.error, SEARCH_MESSAGES.searchFailed);
    else if (rows.length === 0) status = SEARCH_MESSAGES.noMatches;
  }

  return (
    <div className="relative order-last w-full sm:order-none sm:w-40 xl:w-56">
      <label htmlFor={inputId} className="sr-only">
        Search enquiries and applicants
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search name, e-mail, mobile… ( / )"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        // Not on focus: the details dialog hands the focus back here when it closes.
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div
        hidden={!expanded}
        className="absolute right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg sm:left-auto sm:w-96 dark:border-slate-700 dark:bg-slate-900"
      >
        <p role="status" className={status ? "px-3 py-2 text-sm text-slate-600 dark:text-slate-400" : "sr-only"}>
          {status ?? (expanded ? `${rows.length} ${rows.length === 1 ? "result" : "results"}` : "")}
        </p>
        <ul id={listId} role="listbox" aria-label="Search results">
          {rows.map((result, index) => (
            <ResultOption
              key={result.id}
              id={`${listId}-${index}`}
              result={result}
              active={index === activeIndex}
              onChoose={() => choose(result)}
            />
          ))}
        </ul>
      </div>
      {applicantId === null ? null : (
        <Suspense fallback={null}>
          <ApplicantDetailModal applicantId={applicantId} onClose={() => setApplicantId(null)} />
        </Suspense>
      )}
    </div>
  );
}
