// An identity number as HR sees it: masked (XXXX XXXX 1234), with a Reveal button that asks the
// server for the full number (an audited, rate-limited call) and shows it in place. The number lives
// only in this component's state: Hide, or closing the dialog or page, masks it again, and showing it
// once more is another reveal.
import { IDENTIFIER_LABELS, type IdentifierKind } from "../../../../shared/application/identifiers";
import { yesNo } from "../lib/format";
import type { Fact } from "./detail-sections";
import { REVEAL_MESSAGES } from "../../../../shared/application/reveal-identifier";
import { useRevealIdentifier } from "../api/identifiers";
import { serverMessage } from "../../../lib/error-message";
import { Button } from "../../../components/ui/button";

type Props = { applicationId: number; kind: IdentifierKind; masked: string };

export function IdentifierValue({ applicationId, kind, masked }: Props) {
  const reveal = useRevealIdentifier();
  const shown = reveal.data?.value;
  const label = IDENTIFIER_LABELS[kind];
  // One button whose label changes, so focus stays on it through Reveal → Revealing… → Hide.
  const toggle = () => (shown === undefined ? reveal.mutate({ applicationId, field: kind }) : reveal.reset());
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono tabular-nums" aria-live="polite">
        {shown ?? masked}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={toggle}
        disabled={reveal.isPending}
        aria-label={`${shown === undefined ? "Reveal" : "Hide"} ${label}`}
      >
        {reveal.isPending ? "Revealing…" : shown === undefined ? "Reveal" : "Hide"}
      </Button>
      {reveal.isError ? (
        <span role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {serverMessage(reveal.error, REVEAL_MESSAGES.revealFailed)}
        </span>
      ) : null}
    </span>
  );
}

/** The identity facts both HR detail views show: each number masked with its Reveal, and the spec's "Passport available". */
export function identifierFacts(applicationId: number, masked: Record<IdentifierKind, string | null>, passportAvailable: boolean): Fact[] {
  // Keyed by the application, so moving the dialog on to another applicant never shows a number revealed for the last one.
  const value = (kind: IdentifierKind) => {
    const shown = masked[kind];
    return shown && <IdentifierValue key={`${applicationId}-${kind}`} applicationId={applicationId} kind={kind} masked={shown} />;
  };
  return [
    [IDENTIFIER_LABELS.aadhar, value("aadhar")],
    [IDENTIFIER_LABELS.pan, value("pan")],
    ["Passport available", yesNo(passportAvailable)],
    [IDENTIFIER_LABELS.passport, value("passport")],
  ];
}
