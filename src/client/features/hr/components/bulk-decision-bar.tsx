// Above a hiring step's list: select the page or every matching applicant (fetched from the server,
// at most 5,000), then Move to… a later round or Reject, for the whole selection at once. The run
// and its summary are in the dialog.
import { useEffect, useId, useRef, useState } from "react";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import type { Department } from "../../../../shared/departments";
import { BULK_MESSAGES, matchingCappedText, selectedText } from "../../../../shared/hr/bulk";
import { acceptOptionLabel, acceptTargets, type HiringRound } from "../../../../shared/hr/rounds";
import { Select } from "../../../components/ui/select";
import { useFetchMatchingIds } from "../api/bulk";
import { toast } from "../../../lib/toast";
import type { BulkSelection } from "../hooks/use-bulk-selection";
import { BulkDecisionDialog, type BulkRequest } from "./bulk-decision-dialog";
import { CHECKBOX, isMovable } from "./bulk-select-column";
import { OfferTimesButton } from "./offer-times-dialog";
import { SLOT_LIMITS } from "../../../../shared/interview-slots";
import { Button } from "../../../components/ui/button";

type Props = { department: Department; round: HiringRound; rows: ApplicantRow[]; selection: BulkSelection };

const BAR =
  "mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:flex-wrap sm:items-center dark:border-slate-800 dark:bg-slate-900";

export function BulkDecisionBar({ department, round, rows, selection }: Props) {
  const id = useId();
  const fetchMatchingIds = useFetchMatchingIds();
  const [toRound, setToRound] = useState<HiringRound | "">("");
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const [matching, setMatching] = useState<{ busy: boolean; note: string | null }>({ busy: false, note: null });
  const pageIds = rows.filter(isMovable).map((row) => row.applicantId);
  const pageSelected = pageIds.filter((applicantId) => selection.has(applicantId)).length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = pageSelected > 0 && pageSelected < pageIds.length;
  }, [pageSelected, pageIds.length]);
  const count = selection.ids.size;
  const names = new Map(rows.map((row) => [row.applicantId, row.fullName]));

  const selectMatching = async () => {
    setMatching({ busy: true, note: null });
    try {
      const answer = await fetchMatchingIds(department, round);
      selection.replace(answer.ids);
      setMatching({
        busy: false,
        note: answer.capped
          ? matchingCappedText(answer.total)
          : `All ${answer.ids.length.toLocaleString("en-US")} matching applicants selected.`,
      });
    } catch {
      setMatching({ busy: false, note: null });
      toast.error(BULK_MESSAGES.matchingFailed);
    }
  };

  return (
    <div role="group" aria-label="Bulk decisions" className={BAR}>
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          ref={pageBox}
          type="checkbox"
          className={CHECKBOX}
          disabled={pageIds.length === 0}
          checked={pageIds.length > 0 && pageSelected === pageIds.length}
          onChange={(event) => selection.setMany(pageIds, event.target.checked)}
        />
        Select page
      </label>
      <Button variant="outline" size="sm" disabled={matching.busy} onClick={() => void selectMatching()}>
        {matching.busy ? "Selecting…" : "Select all matching"}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={count === 0}
        onClick={() => {
          selection.clear();
          setMatching({ busy: false, note: null });
        }}
      >
        Clear selection
      </Button>
      <p className="text-sm text-slate-700 sm:mr-auto dark:text-slate-300" aria-live="polite">
        <span className="font-semibold">{selectedText(count)}</span>
        {matching.note ? <span className="block text-xs text-slate-600 dark:text-slate-400">{matching.note}</span> : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-round`} className="sr-only">
          Move selected to
        </label>
        <div className="w-full sm:w-44">
          <Select id={`${id}-round`} value={toRound} onChange={(event) => setToRound(event.target.value as HiringRound | "")}>
            <option value="">Move to…</option>
            {acceptTargets(round).map((target) => (
              <option key={target} value={target}>
                {acceptOptionLabel(target, round)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="success"
          size="sm"
          disabled={count === 0 || toRound === ""}
          onClick={() => toRound && setRequest({ action: "move", toRound, ids: [...selection.ids] })}
        >
          Move selected
        </Button>
        <Button variant="danger" size="sm" disabled={count === 0} onClick={() => setRequest({ action: "reject", ids: [...selection.ids] })}>
          Reject selected
        </Button>
        {/* The same interview times for the selection (at most SLOT_LIMITS.maxApplicants at once). */}
        <OfferTimesButton
          applicationIds={count <= SLOT_LIMITS.maxApplicants ? [...selection.ids] : []}
          audience={`${count} applicant${count === 1 ? "" : "s"}`}
          onOffered={() => selection.clear()}
        />
      </div>
      {request ? (
        <BulkDecisionDialog
          department={department}
          round={round}
          request={request}
          nameOf={(applicantId) => names.get(applicantId)}
          onFinished={(done) => {
            selection.setMany(done, false);
            setMatching({ busy: false, note: null });
          }}
          onClose={() => setRequest(null)}
        />
      ) : null}
    </div>
  );
}
