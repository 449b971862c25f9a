// `?applicant=<id>` on any HR page opens that job application's details over the page (the header's
// search and the "Also applied as…" panel open applicants this way, since an applicant has no page
// of its own: the step lists open them in the same dialog). Shareable and undone by Back.
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";

export const APPLICANT_PARAM = "applicant";

function applicantIdOf(search: Record<string, unknown>): number | null {
  const value = Number(search[APPLICANT_PARAM]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function useApplicantParam(): [number | null, (id: number | null) => void] {
  const id = useRouterState({ select: (state) => applicantIdOf(state.location.search as Record<string, unknown>) });
  const navigate = useNavigate();
  const setId = useCallback(
    (next: number | null) => {
      // Keeps the page's own search params; no route declares this one, so it is set untyped.
      void navigate({
        to: ".",
        search: (previous: Record<string, unknown>) => {
          const { [APPLICANT_PARAM]: _dropped, ...rest } = previous;
          return next === null ? rest : { ...rest, [APPLICANT_PARAM]: next };
        },
      } as never);
    },
    [navigate],
  );
  return [id, setId];
}
