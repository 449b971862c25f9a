// The contact form (spec doc 1 §4, §5, §8): signed out, the "Please login first" banner and the
// move to /signin after 1.5 s without sending (the typed message kept for the return); signed in,
// prefilled name and e-mail, the field messages, Sending..., then success with the form reset, or
// the failure texts.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "../../src/client/features/contact/components/contact-form.js";
import { CONTACT_TEXTS, tooManyMessages } from "../../src/shared/contact.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, networkError, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const USER: PublicUser = { id: 3, name: "Ravi Menon", email: "ravi@example.com", role: "user" };

const textbox = (name: string) => screen.getByRole("textbox", { name });
const subject = () => screen.getByRole("combobox", { name: "Subject" });
const send = () => screen.getByRole("button", { name: "Send Message" });

async function renderContact(options: { api?: ApiHandlers; user?: PublicUser } = {}) {
  return renderWithApp(<ContactForm />, { api: { "contact.send": () => ({ success: true }), ...options.api }, user: options.user });
}

type View = Awaited<ReturnType<typeof renderContact>>;

async function writeMessage({ user }: View) {
  await user.selectOptions(subject(), "Technical Support");
  await user.type(textbox("Message"), "The careers page will not load.");
}

describe("contact form", () => {
  it("prefills the signed-in user's name and e-mail", async () => {
    await renderContact({ user: USER });
    expect(textbox("Name")).toHaveValue(USER.name);
    expect(textbox("Email")).toHaveValue(USER.email);
    expect(subject()).toHaveValue("");
  });

  it("shows a message under each missing or invalid field and sends nothing", async () => {
    const view = await renderContact({ user: USER });
    await view.user.clear(textbox("Name"));
    await view.user.type(textbox("Phone (optional)"), "call me");
    await view.user.click(send());

    expect(await screen.findByText("Please enter your name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number.")).toBeInTheDocument();
    expect(screen.getByText("Please choose a subject.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your message.")).toBeInTheDocument();
    expect(textbox("Message")).toHaveAttribute("aria-invalid", "true");
    expect(textbox("Message")).toHaveAccessibleDescription("Please enter your message.");
    expect(view.calls).toHaveLength(0);
  });

  it("says Sending... while sending, then thanks the user and empties the form", async () => {
    const answer = deferred<{ success: true }>();
    const view = await renderContact({ user: USER, api: { "contact.send": () => answer.promise } });
    await writeMessage(view);
    await view.user.click(send());

    expect(await screen.findByRole("button", { name: CONTACT_TEXTS.sending })).toBeDisabled();
    await act(async () => answer.resolve({ success: true }));
    expect(await screen.findByRole("status")).toHaveTextContent(CONTACT_TEXTS.success);
    expect(textbox("Message")).toHaveValue("");
    expect(subject()).toHaveValue("");
    expect(textbox("Name")).toHaveValue(USER.name);
    expect(view.calls).toEqual([
      {
        path: "contact.send",
        input: { name: USER.name, email: USER.email, subject: "Support", message: "The careers page will not load." },
      },
    ]);
  });

  it.each([
    [
      "with the server's reason when it refused",
      apiError("TOO_MANY_REQUESTS", tooManyMessages(5)),
      CONTACT_TEXTS.failureWith(tooManyMessages(5)),
    ],
    ["with the retry text when no answer came", networkError(), CONTACT_TEXTS.failure],
  ])("reports a failed send %s, keeping the message", async (_case, error, text) => {
    const view = await renderContact({
      user: USER,
      api: {
        "contact.send": () => {
          throw error;
        },
      },
    });
    await writeMessage(view);
    await view.user.click(send());
    expect(await screen.findByRole("status")).toHaveTextContent(text);
    expect(textbox("Message")).toHaveValue("The careers page will not load.");
  });

  it("signed out: shows Please login first, sends nothing, goes to sign in after 1.5 s and keeps the message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderContact();
    await writeMessage(view);
    await view.user.click(send());

    expect(screen.getByRole("alert")).toHaveTextContent(CONTACT_TEXTS.loginRequired);
    expect(view.calls).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1400));
    expect(view.router.state.location.pathname).toBe("/");
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/signin"));
    expect(view.router.state.location.search).toEqual({ redirect: "/#contact" });

    view.unmount();
    await renderContact({ user: USER });
    expect(textbox("Message")).toHaveValue("The careers page will not load.");
    expect(subject()).toHaveValue("Support");
    expect(textbox("Name")).toHaveValue(USER.name);
  });
});
