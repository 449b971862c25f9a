// The password reset flow's own checks (spec doc 1 §6), API stubbed: the code and the new password
// are refused with the spec's messages before the server is asked, and Back keeps the typed code.
// The whole flow against the server (the mailed code, the countdown, sign-in after) is accounts.test.ts's.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordResetFlow } from "../../src/client/features/auth/components/password-reset-flow.js";
import { AUTH_SUCCESS, AUTH_VALIDATION } from "../../src/shared/auth.js";
import { PASSWORD_TEXTS } from "../../src/shared/password.js";
import { renderWithApp } from "../helpers/component-render.js";

const CODE = "123456";

async function renderAtCodeStep() {
  const view = await renderWithApp(<PasswordResetFlow audience="candidate" />, {
    api: { "auth.forgotPassword": () => ({ message: AUTH_SUCCESS.resetCodeSent }), "auth.resetPassword": () => ({ message: "ok" }) },
  });
  await view.user.type(screen.getByRole("textbox", { name: "Email" }), "asha@example.com");
  await view.user.click(screen.getByRole("button", { name: "Send Reset Code" }));
  await screen.findByText("Step 2 of 3");
  return view;
}

const alertSays = (text: string) => waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));

describe("password reset flow", () => {
  it("asks for the code before moving on, and Back from the password step keeps it", async () => {
    const { user } = await renderAtCodeStep();
    await user.click(screen.getByRole("button", { name: "Verify Code" }));
    await alertSays(AUTH_VALIDATION.otpRequired);
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Verification Code" }), CODE);
    await user.click(screen.getByRole("button", { name: "Verify Code" }));
    await screen.findByText("Step 3 of 3");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByText("Step 2 of 3");
    expect(screen.getByRole("textbox", { name: "Verification Code" })).toHaveValue(CODE);
  });

  it("refuses a new password under 8 characters without asking the server", async () => {
    const { user, calls } = await renderAtCodeStep();
    await user.type(screen.getByRole("textbox", { name: "Verification Code" }), CODE);
    await user.click(screen.getByRole("button", { name: "Verify Code" }));
    await screen.findByText("Step 3 of 3");
    await user.type(screen.getByLabelText("New Password"), "seven77");
    await user.type(screen.getByLabelText("Confirm New Password"), "seven77");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await alertSays(PASSWORD_TEXTS.tooShort);
    expect(calls.map((call) => call.path)).toEqual(["auth.forgotPassword"]);
  });

  it("lets an invited interviewer go to the code step without mailing a new code (employer side only)", async () => {
    const { user, calls } = await renderWithApp(<PasswordResetFlow audience="employer" />, {
      api: { "auth.resetPassword": () => ({ message: AUTH_SUCCESS.passwordReset }) },
    });
    await user.click(screen.getByRole("button", { name: "I already have a code" }));
    await alertSays(AUTH_VALIDATION.emailRequired);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "Vikram@Example.com");
    await user.click(screen.getByRole("button", { name: "I already have a code" }));
    await screen.findByText("Step 2 of 3");
    expect(screen.getByText(/code from your invitation e-mail/)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Verification Code" }), CODE);
    await user.click(screen.getByRole("button", { name: "Verify Code" }));
    await screen.findByText("Step 3 of 3");
    await user.type(screen.getByLabelText("New Password"), "violet-harbour-lantern-42");
    await user.type(screen.getByLabelText("Confirm New Password"), "violet-harbour-lantern-42");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await screen.findByText("Password Reset Successful!");
    expect(calls).toEqual([
      { path: "auth.resetPassword", input: { email: "vikram@example.com", otp: CODE, newPassword: "violet-harbour-lantern-42" } },
    ]);
  });

  it("offers no such shortcut to candidates", async () => {
    await renderWithApp(<PasswordResetFlow audience="candidate" />);
    await screen.findByRole("button", { name: "Send Reset Code" });
    expect(screen.queryByRole("button", { name: "I already have a code" })).not.toBeInTheDocument();
  });
});
