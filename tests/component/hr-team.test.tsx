// HR's hiring team page (issue #30 item 1) in the browser: the invitation form checks its fields
// before anything is sent, sends name and e-mail, says what happened and reads the list again; a
// refusal (a candidate's address) shows under the form; the list says who is active, deactivated
// and has set a password; Deactivate asks first, then deactivates; empty and failed lists say so.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TeamPage } from "../../src/client/features/hr/components/team-page.js";
import { TEAM_TEXTS, type TeamMember } from "../../src/shared/team.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 2, name: "Meera Nair", email: "meera@example.com", role: "hr" };

const RAVI: TeamMember = {
  id: 11,
  name: "Ravi Kumar",
  email: "ravi@example.com",
  invitedAt: "2026-11-20T09:00:00.000Z",
  status: "active",
  deactivatedAt: null,
  passwordSet: true,
};
const LEENA: TeamMember = {
  id: 12,
  name: "Leena Das",
  email: "leena@example.com",
  invitedAt: "2026-11-21T09:00:00.000Z",
  status: "deactivated",
  deactivatedAt: "2026-11-25T09:00:00.000Z",
  passwordSet: true,
};

describe("the hiring team page", () => {
  it("checks the form, invites, says so and lists the new interviewer; a refusal shows under the form", async () => {
    let members: TeamMember[] = [RAVI];
    const { user, calls } = await renderWithApp(<TeamPage />, {
      user: HR,
      api: {
        "hr.team.list": () => ({ data: members }),
        "hr.team.invite": (input) => {
          const { email, name } = input as { email: string; name: string };
          if (email === "asha@example.com") throw apiError("CONFLICT", TEAM_TEXTS.candidateAccount);
          const member: TeamMember = { ...RAVI, id: 13, name, email, passwordSet: false };
          members = [...members, member];
          return { member, message: TEAM_TEXTS.invited(name) };
        },
      },
    });
    const table = await screen.findByRole("table", { name: "Interviewers" });
    const row = within(table).getByRole("row", { name: /Ravi Kumar/ });
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByText("Set")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Invite interviewer" }));
    expect(await screen.findByText("Please enter your full name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter the interviewer's e-mail address.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "hr.team.invite")).toBe(false);

    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha Rao");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Invite interviewer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEAM_TEXTS.candidateAccount);

    await user.clear(screen.getByRole("textbox", { name: /Name/ }));
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Vikram Iyer");
    await user.clear(screen.getByRole("textbox", { name: /Email/ }));
    await user.type(screen.getByRole("textbox", { name: /Email/ }), " Vikram@Example.com ");
    await user.click(screen.getByRole("button", { name: "Invite interviewer" }));
    expect(await screen.findByText(TEAM_TEXTS.invited("Vikram Iyer"))).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "hr.team.invite").at(-1)?.input).toEqual({
      name: "Vikram Iyer",
      email: "vikram@example.com",
    });
    const newRow = await within(screen.getByRole("table", { name: "Interviewers" })).findByRole("row", { name: /Vikram Iyer/ });
    expect(within(newRow).getByText("Not set yet")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("");
  });

  it("deactivates after a confirmation; a deactivated interviewer has no Deactivate", async () => {
    let members: TeamMember[] = [RAVI, LEENA];
    const { user, calls } = await renderWithApp(<TeamPage />, {
      user: HR,
      api: {
        "hr.team.list": () => ({ data: members }),
        "hr.team.deactivate": (input) => {
          const member = { ...RAVI, status: "deactivated" as const, deactivatedAt: "2026-11-27T10:00:00.000Z" };
          members = [member, LEENA];
          expect(input).toEqual({ id: RAVI.id });
          return { member, message: TEAM_TEXTS.deactivated(RAVI.name) };
        },
      },
    });
    const table = await screen.findByRole("table", { name: "Interviewers" });
    expect(within(table).queryByRole("button", { name: "Deactivate Leena Das" })).not.toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: "Deactivate Ravi Kumar" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate Ravi Kumar?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === "hr.team.deactivate")).toBe(false);

    await user.click(within(table).getByRole("button", { name: "Deactivate Ravi Kumar" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText(TEAM_TEXTS.deactivated(RAVI.name))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Interviewers" })).queryByRole("button", { name: "Deactivate Ravi Kumar" }),
      ).toBeNull(),
    );
  });

  it("says when nobody is on the team yet, and offers to try again when the list fails", async () => {
    let fail = true;
    const { user } = await renderWithApp(<TeamPage />, {
      user: HR,
      api: {
        "hr.team.list": () => {
          if (fail) throw apiError("INTERNAL_SERVER_ERROR", "boom");
          return { data: [] };
        },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(TEAM_TEXTS.fetchFailed);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(TEAM_TEXTS.empty)).toBeInTheDocument();
  });
});
