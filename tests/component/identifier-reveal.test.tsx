// HR's masked identity numbers with their Reveal button: the number shows in place once asked for
// (one audited call), the same button then hides it again (focus stays on it), a refusal shows the
// server's message, and moving on to another application never shows the last one's number.
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DetailSection } from "../../src/client/features/hr/components/detail-sections.js";
import { identifierFacts } from "../../src/client/features/hr/components/identifier-value.js";
import { tooManyReveals } from "../../src/shared/application/reveal-identifier.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };
const MASKED = { aadhar: "XXXX XXXX 0124", pan: "XXXXXX234F", passport: null };

function Facts({ applicationId }: { applicationId: number }) {
  return <DetailSection title="Identity Numbers" facts={identifierFacts(applicationId, MASKED, false)} />;
}

/** A dialog whose contents move on to another application, as the duplicates' links do. */
function Switching() {
  const [applicationId, setApplicationId] = useState(41);
  return (
    <>
      <Facts applicationId={applicationId} />
      <button type="button" onClick={() => setApplicationId(42)}>
        Next application
      </button>
    </>
  );
}

const factOf = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement as HTMLElement;

describe("identity numbers in HR's detail views", () => {
  it("shows each number masked, reveals one in place from the keyboard, and hides it again", async () => {
    const answer = deferred<{ field: string; value: string }>();
    const api: ApiHandlers = { "hr.identifiers.reveal": () => answer.promise };
    const { user, calls } = await renderWithApp(<Facts applicationId={41} />, { api, user: HR });

    expect(within(factOf("Aadhar number")).getByText("XXXX XXXX 0124")).toBeInTheDocument();
    expect(within(factOf("PAN")).getByText("XXXXXX234F")).toBeInTheDocument();
    expect(within(factOf("Passport number")).getByText("Not specified")).toBeInTheDocument();
    expect(within(factOf("Passport available")).getByText("No")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reveal Passport number" })).toBeNull();

    const reveal = screen.getByRole("button", { name: "Reveal Aadhar number" });
    reveal.focus();
    await user.keyboard("{Enter}");
    expect(reveal).toBeDisabled();
    expect(reveal).toHaveTextContent("Revealing…");
    answer.resolve({ field: "aadhar", value: "234567890124" });

    expect(await within(factOf("Aadhar number")).findByText("234567890124")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "hr.identifiers.reveal").map((call) => call.input)).toEqual([
      { applicationId: 41, field: "aadhar" },
    ]);
    const hide = screen.getByRole("button", { name: "Hide Aadhar number" });
    expect(hide).toBe(reveal);
    expect(hide).toHaveFocus();
    // The other numbers stay masked.
    expect(within(factOf("PAN")).getByText("XXXXXX234F")).toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(within(factOf("Aadhar number")).getByText("XXXX XXXX 0124")).toBeInTheDocument();
    expect(within(factOf("Aadhar number")).queryByText("234567890124")).toBeNull();
    expect(screen.getByRole("button", { name: "Reveal Aadhar number" })).toHaveFocus();
  });

  it("shows the server's refusal and keeps the number masked", async () => {
    const api: ApiHandlers = {
      "hr.identifiers.reveal": () => {
        throw apiError("TOO_MANY_REQUESTS", tooManyReveals(1), { reason: "RATE_LIMITED" });
      },
    };
    const { user } = await renderWithApp(<Facts applicationId={41} />, { api, user: HR });
    await user.click(screen.getByRole("button", { name: "Reveal PAN" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(tooManyReveals(1));
    expect(within(factOf("PAN")).getByText("XXXXXX234F")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reveal PAN" })).toBeEnabled();
  });

  it("masks again when the view moves on to another application", async () => {
    const api: ApiHandlers = { "hr.identifiers.reveal": () => ({ field: "aadhar", value: "234567890124" }) };
    const { user } = await renderWithApp(<Switching />, { api, user: HR });
    await user.click(screen.getByRole("button", { name: "Reveal Aadhar number" }));
    expect(await screen.findByText("234567890124")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next application" }));
    expect(screen.queryByText("234567890124")).toBeNull();
    expect(screen.getByRole("button", { name: "Reveal Aadhar number" })).toBeInTheDocument();
  });
});
