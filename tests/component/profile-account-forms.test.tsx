// The profile's account forms, API stubbed: "Edit name" refuses a blank name before asking the server,
// and both forms drop a message once the user types again. Saving against the server (the header,
// the stored user, the sessions a password change ends) is accounts.test.ts's.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChangePasswordForm } from "../../src/client/features/profile/components/change-password-form.js";
import { EditNameForm } from "../../src/client/features/profile/components/edit-name-form.js";
import { ACCOUNT_TEXTS } from "../../src/shared/account.js";
import { AUTH_VALIDATION } from "../../src/shared/auth.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const USER: PublicUser = { id: 7, name: "Asha Rao", email: "asha@example.com", role: "user" };

describe("edit name form", () => {
  it("refuses a blank name without asking the server, and drops the message when the name is typed", async () => {
    const { user, calls } = await renderWithApp(<EditNameForm name={USER.name} />, { user: USER });
    const field = screen.getByRole("textbox", { name: "Full Name" });
    await user.clear(field);
    await user.type(field, " ");
    await user.click(screen.getByRole("button", { name: "Save Name" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(AUTH_VALIDATION.nameRequired));
    expect(calls).toEqual([]);

    await user.type(field, "Asha Rao-Menon");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("change password form", () => {
  it("shows the server's refusal of the current password, and drops it when that field is typed in again", async () => {
    const { user } = await renderWithApp(<ChangePasswordForm />, {
      user: USER,
      api: {
        "auth.changePassword": () => {
          throw apiError("BAD_REQUEST", ACCOUNT_TEXTS.currentPasswordWrong, { reason: "WRONG_CURRENT_PASSWORD", field: "currentPassword" });
        },
      },
    });
    await user.type(screen.getByLabelText("Current Password", { selector: "input" }), "not-my-password");
    await user.type(screen.getByLabelText("New Password", { selector: "input" }), "amber-falcon-meadow-58");
    await user.type(screen.getByLabelText("Confirm New Password", { selector: "input" }), "amber-falcon-meadow-58");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_TEXTS.currentPasswordWrong);

    await user.type(screen.getByLabelText("Current Password", { selector: "input" }), "x");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
