// "Export CSV" on the HR lists: fetches the export path with the list's filters and the session's
// token, is busy meanwhile, saves the server's file name, and toasts the refusal or the failure.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPORT_FAILED, ExportCsvButton } from "../../src/client/features/hr/components/export-csv-button.js";
import { toast } from "../../src/client/lib/toast.js";
import { exportPath } from "../../src/shared/hr/export.js";
import type { PublicUser } from "../../src/shared/user.js";
import { deferred } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 4, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };
const PATH = exportPath("enquiries", { name: "Asha", email: undefined, createdAt_gte: "2026-01-01T00:00:00.000Z" });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Export CSV", () => {
  it("downloads the list's filtered export with the token, busy until it is saved", async () => {
    expect(PATH).toBe("/api/hr/export/enquiries.csv?name=Asha&createdAt_gte=2026-01-01T00%3A00%3A00.000Z");
    const answer = deferred<Response>();
    const fetchCsv = vi.fn((_path: string, _init?: RequestInit) => answer.promise);
    vi.stubGlobal("fetch", fetchCsv);
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:csv");
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderWithApp(<ExportCsvButton path={PATH} fallbackName="enquiries.csv" />, { user: HR });

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(screen.getByRole("button", { name: "Exporting..." })).toBeDisabled();
    expect(fetchCsv.mock.calls[0]?.[0]).toBe(PATH);
    expect(fetchCsv.mock.calls[0]?.[1]?.headers).toEqual({ authorization: "Bearer component-test-token" });

    answer.resolve(
      new Response("\uFEFFName\r\n", { headers: { "content-disposition": 'attachment; filename="enquiries-2026-11-24.csv"' } }),
    );
    expect(await screen.findByRole("button", { name: "Export CSV" })).toBeEnabled();
    expect(saved).toEqual(["enquiries-2026-11-24.csv"]);
  });

  it("toasts the server's refusal, and the fallback message when no answer came", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    const tooMany = "You can export 30 lists an hour. Please try again in 12 minutes.";
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(Response.json({ error: tooMany, reason: "RATE_LIMITED" }, { status: 429 }))
        .mockRejectedValueOnce(new TypeError("Failed to fetch")),
    );
    const { user } = await renderWithApp(<ExportCsvButton path={PATH} fallbackName="enquiries.csv" />, { user: HR });

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(tooMany));
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => expect(error).toHaveBeenLastCalledWith(EXPORT_FAILED));
  });
});
