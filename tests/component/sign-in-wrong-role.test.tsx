// /signin refusing an HR account (issue #33): the refusal links to the Employer Login, where that
// account signs in; other refusals offer no such link.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SignInPage } from "../../src/client/features/auth/components/login-pages.js";
import { notAuthorizedForRole } from "../../src/shared/auth.js";
import { apiError } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

async function signIn(refusal: Error) {
  const { user } = await renderWithApp(<SignInPage />, {
    api: {
      "auth.login": () => {
        throw refusal;
      },
    },
  });
  await user.type(screen.getByLabelText("Email"), "hr@example.com");
  await user.type(screen.getByLabelText("Password", { selector: "input" }), "correct horse battery");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return screen.findByRole("alert");
}

describe("sign-in refusing an HR account", () => {
  it("links to the Employer Login inside the refusal", async () => {
    const alert = await signIn(apiError("FORBIDDEN", "You are not authorized", { reason: "WRONG_ROLE" }));
    expect(alert).toHaveTextContent(notAuthorizedForRole("user"));
    expect(screen.getByRole("link", { name: /Employer Login/ })).toHaveAttribute("href", "/employers-login");
  });

  it("offers no Employer Login link for wrong credentials", async () => {
    const alert = await signIn(apiError("UNAUTHORIZED", "Invalid credentials", { reason: "INVALID_CREDENTIALS" }));
    expect(alert).toHaveTextContent("Invalid email or password");
    expect(screen.queryByRole("link", { name: /Employer Login/ })).not.toBeInTheDocument();
  });
});
