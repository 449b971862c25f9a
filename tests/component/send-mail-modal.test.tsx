// HR's Send Mail modal: a link that is not one is shown on its field, which takes the focus, and
// nothing is sent; editing the link drops the message, and a fixed link is sent with the message.
// The decision against the server (the move, the mail, the Selected list) is hr.test.ts's.
import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SendMailModal, type Decision } from "../../src/client/features/hr/components/send-mail-modal.js";
import { applicantRow } from "../helpers/applicant-row.js";
import { setupUser } from "../helpers/component-render.js";

const DECISION: Decision = { status: "cleared", toRound: "hr_round" };

/** The modal with its link error kept as the applicant list keeps it. */
function Modal({ onSend }: { onSend: (mail: { message: string; link: string }) => void }) {
  const [linkError, setLinkError] = useState<string | null>(null);
  return (
    <SendMailModal
      applicant={applicantRow({ fullName: "Selma Chosen", round: "Round 2", roundValue: "round_2" })}
      decision={DECISION}
      busy={false}
      linkError={linkError}
      onLinkError={setLinkError}
      onCancel={() => undefined}
      onSend={onSend}
    />
  );
}

describe("HR: the Send Mail modal", () => {
  it("shows a bad link on its field, focused, and sends nothing until the link is fixed", async () => {
    const onSend = vi.fn();
    const user = setupUser();
    render(<Modal onSend={onSend} />);
    const link = screen.getByRole("textbox", { name: "Link (optional)" });
    await user.type(link, "not a link");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid link");
    expect(link).toHaveAttribute("aria-invalid", "true");
    expect(link).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(link);
    await user.type(link, "meet.example.com/offer");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledWith({ message: expect.stringContaining("Selma Chosen"), link: "meet.example.com/offer" });
  });
});
