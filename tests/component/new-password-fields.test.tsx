// The one new-password pair of sign-up, reset and change password: the rule under the first field
// before anyone types, show/hide on each field on its own, and the invalid state on each.
import { render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { NewPasswordFields } from "../../src/client/features/auth/components/form-controls.js";
import { PASSWORD_TEXTS } from "../../src/shared/password.js";
import { setupUser } from "../helpers/component-render.js";

function PasswordPair({ invalid = { password: false, confirm: false } }: { invalid?: { password: boolean; confirm: boolean } }) {
  const form = useForm({ defaultValues: { password: "", confirm: "" } });
  return (
    <form>
      <NewPasswordFields
        labels={{ password: "New Password", confirm: "Confirm New Password" }}
        fields={{ password: form.register("password"), confirm: form.register("confirm") }}
        invalid={invalid}
      />
    </form>
  );
}

describe("new password fields", () => {
  it("shows the password rule under the first field, read out with it, before anyone types", () => {
    render(<PasswordPair />);
    expect(screen.getByText(PASSWORD_TEXTS.hint)).toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toHaveAccessibleDescription(PASSWORD_TEXTS.hint);
    expect(screen.getByLabelText("Confirm New Password")).not.toHaveAccessibleDescription();
    for (const label of ["New Password", "Confirm New Password"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("type", "password");
      expect(screen.getByLabelText(label)).toHaveAttribute("autocomplete", "new-password");
    }
  });

  it("shows and hides each password on its own, keeping what was typed", async () => {
    const user = setupUser();
    render(<PasswordPair />);
    const password = screen.getByLabelText("New Password");
    await user.type(password, "lantern-harbour");

    await user.click(screen.getByRole("button", { name: "Show new password" }));
    expect(password).toHaveAttribute("type", "text");
    expect(password).toHaveValue("lantern-harbour");
    expect(screen.getByLabelText("Confirm New Password")).toHaveAttribute("type", "password");

    await user.click(screen.getByRole("button", { name: "Hide new password" }));
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Show confirm new password" })).toBeInTheDocument();
  });

  it("marks only the field that is invalid", () => {
    render(<PasswordPair invalid={{ password: false, confirm: true }} />);
    expect(screen.getByLabelText("New Password")).not.toBeInvalid();
    expect(screen.getByLabelText("Confirm New Password")).toBeInvalid();
  });
});
