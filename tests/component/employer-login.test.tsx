// The Employer Login form's own behaviour, API stubbed: both fields asked for before the server is,
// the busy button while it answers, the refusal's text, and that text gone once the user types again.
// A candidate account refused at this door by the real server is accounts.test.ts's.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmployerLoginPage } from "../../src/client/features/auth/components/login-pages.js";
import { AUTH_VALIDATION } from "../../src/shared/auth.js";
import { apiError, deferred } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const passwordField = () => screen.getByLabelText("Password", { selector: "input" });

describe("employer login form", () => {
  it("asks for both e-mail and password and sends nothing", async () => {
    const { user, calls } = await renderWithApp(<EmployerLoginPage />);
    await user.click(screen.getByRole("button", { name: "Login to Dashboard" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(AUTH_VALIDATION.employerLoginFillAll));
    expect(calls).toEqual([]);
  });

  it("says Logging in... while the server answers, shows its refusal, and drops it when the user types again", async () => {
    const answer = deferred<never>();
    const { user } = await renderWithApp(<EmployerLoginPage />, { api: { "auth.login": () => answer.promise } });
    await user.type(screen.getByLabelText("Email"), "hr@example.com");
    await user.type(passwordField(), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Login to Dashboard" }));
    expect(await screen.findByRole("button", { name: "Logging in..." })).toBeDisabled();

    await act(async () => answer.reject(apiError("UNAUTHORIZED", "Invalid credentials", { reason: "INVALID_CREDENTIALS" })));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "❌ Invalid email or password. Please check your credentials and try again.",
    );
    await user.type(passwordField(), "x");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
