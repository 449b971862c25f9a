// "Your data" on the profile (issue #15): Download my data fetches the export with the session's
// token and saves the ZIP, or shows the refusal; Delete my account asks for the password, marks a
// wrong one on the field, and once erased signs this device out and says so.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../src/client/features/auth/auth-provider.js";
import { YourDataSection } from "../../src/client/features/profile/components/your-data-section.js";
import { toast } from "../../src/client/lib/toast.js";
import { STORAGE_KEYS } from "../../src/client/lib/storage-keys.js";
import { ACCOUNT_DATA_TEXTS, MY_DATA_EXPORT_PATH } from "../../src/shared/me/account-data.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const USER: PublicUser = { id: 21, name: "Kabir Shah", email: "kabir@example.com", role: "user" };

function SignedInAs() {
  const { user } = useAuth();
  return <p>{user ? `Signed in as ${user.name}` : "Signed out"}</p>;
}

async function renderSection(api: ApiHandlers = {}) {
  return renderWithApp(
    <>
      <SignedInAs />
      <YourDataSection />
    </>,
    { user: USER, api },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("download my data", () => {
  it("fetches the export with the session's token, says so while it runs, then saves my-data.zip", async () => {
    const answer = deferred<Response>();
    const fetchExport = vi.fn((_path: string, _init?: RequestInit) => answer.promise);
    vi.stubGlobal("fetch", fetchExport);
    const zip = new Blob(["PK\u0003\u0004"], { type: "application/zip" });
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:my-data");
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { user } = await renderSection();

    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(screen.getByRole("button", { name: "Preparing your download..." })).toBeDisabled();
    expect(fetchExport).toHaveBeenCalledTimes(1);
    const [path, init] = fetchExport.mock.calls[0]!;
    expect(path).toBe(MY_DATA_EXPORT_PATH);
    expect(init?.headers).toEqual({ authorization: "Bearer component-test-token" });

    answer.resolve(
      new Response(zip, { headers: { "content-type": "application/zip", "content-disposition": 'attachment; filename="my-data.zip"' } }),
    );
    expect(await screen.findByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(saved).toEqual([{ href: "blob:my-data", download: "my-data.zip" }]);
    expect(await (objectUrl.mock.calls[0]![0] as Blob).text()).toBe("PK\u0003\u0004");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's message when the export is refused, and the fallback when no answer came", async () => {
    const tooMany = "Too many downloads. Please try again in a minute.";
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(Response.json({ error: tooMany, reason: "RATE_LIMITED" }, { status: 429 }))
        .mockRejectedValueOnce(new TypeError("Failed to fetch")),
    );
    const { user } = await renderSection();

    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(tooMany);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(ACCOUNT_DATA_TEXTS.exportFailed));
  });
});

describe("delete my account", () => {
  async function openDialog(api: ApiHandlers) {
    const view = await renderSection(api);
    await view.user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    return { ...view, dialog, password: within(dialog).getByLabelText("Password") };
  }

  it("explains what is erased and asks for the password before calling the server", async () => {
    const { user, dialog, calls } = await openDialog({});
    expect(dialog).toHaveTextContent("cannot be undone");
    expect(dialog).toHaveTextContent("the resumes and documents you uploaded");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText(ACCOUNT_DATA_TEXTS.passwordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("marks a wrong password on the field and keeps the user signed in", async () => {
    const { user, dialog, password, calls } = await openDialog({
      "me.deleteAccount": () => {
        throw apiError("BAD_REQUEST", ACCOUNT_DATA_TEXTS.wrongPassword, { reason: "WRONG_CURRENT_PASSWORD", field: "password" });
      },
    });
    await user.type(password, "not-my-password");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await within(dialog).findByText(ACCOUNT_DATA_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_DATA_TEXTS.wrongPassword));
    expect(calls.map((call) => call.input)).toEqual([{ password: "not-my-password" }]);
    expect(screen.getByText(`Signed in as ${USER.name}`)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe("component-test-token");
  });

  it("once erased, signs this device out, says so and goes home", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    const answer = deferred<{ message: string }>();
    const { user, dialog, password, router } = await openDialog({ "me.deleteAccount": () => answer.promise });
    const navigate = vi.spyOn(router, "navigate");
    await user.type(password, "correct horse battery");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("button", { name: "Deleting..." })).toBeDisabled();

    answer.resolve({ message: ACCOUNT_DATA_TEXTS.deleted });
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(success).toHaveBeenCalledWith(ACCOUNT_DATA_TEXTS.deleted);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ to: "/" })));
  });
});
