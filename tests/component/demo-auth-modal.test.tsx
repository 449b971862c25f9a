// The enquiry page's demo Sign In / Create Account modal (spec doc 1 §5): its messages on the
// fields (the rules themselves are unit-tested), the 1 s wait, and the local user it hands back.
// The whole enquiry in a browser (no server call, the nine steps sent) is careers-enquiry.test.ts's.
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DemoAuthModal } from "../../src/client/features/enquiry/components/demo-auth-modal.js";
import { DEMO_AUTH_DELAY_MS } from "../../src/client/features/enquiry/demo-auth-schema.js";
import { renderWithApp } from "../helpers/component-render.js";

async function renderModal() {
  const onSignedIn = vi.fn();
  const view = await renderWithApp(<DemoAuthModal open onOpenChange={() => undefined} onSignedIn={onSignedIn} />);
  return { ...view, onSignedIn };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

describe("demo auth modal", () => {
  it("shows sign-in's messages on its fields", async () => {
    const { user } = await renderModal();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(field("Email")).toHaveAccessibleDescription(/Email is required/);
    expect(field("Password")).toHaveAccessibleDescription(/Password is required/);
  });

  it("shows Create Account's messages, then hands back the user after 1 s with no server call", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, onSignedIn, calls } = await renderModal();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await user.type(field("Full Name"), "Kiran Enquirer");
    await user.type(field("Email"), "not-an-email");
    await user.type(field("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(field("Email")).toHaveAccessibleDescription(/Email is invalid/);
    expect(field("Password")).toHaveAccessibleDescription(/Password must be at least 8 characters/);

    await user.clear(field("Email"));
    await user.type(field("Email"), "kiran@example.com");
    await user.clear(field("Password"));
    await user.type(field("Password"), "long-enough-1");
    await user.type(field("Confirm Password"), "long-enough-2");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(field("Confirm Password")).toHaveAccessibleDescription(/Passwords do not match/);

    await user.clear(field("Confirm Password"));
    await user.type(field("Confirm Password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByRole("button", { name: "Please wait..." })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(DEMO_AUTH_DELAY_MS - 100));
    expect(onSignedIn).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(onSignedIn).toHaveBeenCalledWith({ name: "Kiran Enquirer", email: "kiran@example.com" });
    expect(calls).toEqual([]);
  });
});
