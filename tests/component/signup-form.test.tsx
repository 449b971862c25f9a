// The sign-up form's states (spec doc 1 §2, §4, §5, §8): the empty form, validation messages, the
// code sent (with the resend countdown), a wrong code, the verified address, and the created
// account with its dialog and the move to /signin after 3 s, where the sign-in form comes filled in
// with the new address (issue #31); driven as a user would, API stubbed.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SignInPage } from "../../src/client/features/auth/components/login-pages.js";
import { SignupForm } from "../../src/client/features/auth/components/signup-form.js";
import { CODE_ALREADY_SENT } from "../../src/client/features/auth/resend-wait.js";
import { AUTH_ERRORS, AUTH_SUCCESS, AUTH_VALIDATION, resendTooSoon } from "../../src/shared/auth.js";
import { PASSWORD_TEXTS } from "../../src/shared/password.js";
import { apiError, deferred, networkError, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const EMAIL = "asha@example.com";
const CODE = "123456";
const PASSWORD = "lantern-harbour-42";

/** A server that sends codes, accepts CODE and creates the account. */
function signupApi(overrides: ApiHandlers = {}): ApiHandlers {
  return {
    "auth.sendOtp": () => ({ message: AUTH_SUCCESS.otpSent }),
    "auth.verifyOtp": (input) => {
      if ((input as { otp: string }).otp !== CODE) throw apiError("BAD_REQUEST", AUTH_ERRORS.invalidOtp, { reason: "OTP_INVALID" });
      return { message: AUTH_SUCCESS.emailVerified };
    },
    "auth.register": () => ({ message: AUTH_SUCCESS.accountCreated }),
    ...overrides,
  };
}

const emailBox = () => screen.getByRole("textbox", { name: "Email" });
/** The form's alert, once it says `text`: validation and answers land after the click's own task. */
const expectAlert = (text: string) => waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));

async function renderSignup(api: ApiHandlers = signupApi()) {
  return renderWithApp(<SignupForm />, { api });
}

type View = Awaited<ReturnType<typeof renderSignup>>;

async function requestCode({ user }: View) {
  await user.type(emailBox(), EMAIL);
  await user.click(screen.getByRole("button", { name: "Send OTP" }));
  await screen.findByText(AUTH_SUCCESS.otpSent);
}

async function verifyCode(view: View) {
  await requestCode(view);
  await view.user.type(screen.getByRole("textbox", { name: "Enter OTP" }), CODE);
  await view.user.click(screen.getByRole("button", { name: "Verify OTP" }));
  await screen.findByText(AUTH_SUCCESS.emailVerified);
}

describe("sign-up form", () => {
  it("starts with Send OTP disabled until an e-mail is typed, no code field, and the password rule shown", async () => {
    const { user } = await renderSignup();
    const send = screen.getByRole("button", { name: "Send OTP" });
    expect(send).toBeDisabled();
    expect(screen.queryByRole("textbox", { name: "Enter OTP" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(PASSWORD_TEXTS.hint);

    await user.type(emailBox(), EMAIL);
    expect(send).toBeEnabled();
  });

  it("shows the spec's first failing check on Create Account, in the spec's order", async () => {
    const { user, calls } = await renderSignup();
    const create = screen.getByRole("button", { name: "Create Account" });

    await user.click(create);
    await expectAlert(AUTH_VALIDATION.nameRequired);

    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Asha Rao");
    await user.type(emailBox(), EMAIL);
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(create);
    await expectAlert(PASSWORD_TEXTS.tooShort);

    await user.type(screen.getByLabelText("Password"), "-but-now-long");
    await user.type(screen.getByLabelText("Confirm Password"), "something-else");
    await user.click(create);
    await expectAlert(AUTH_VALIDATION.passwordMismatch);

    await user.clear(screen.getByLabelText("Confirm Password"));
    await user.type(screen.getByLabelText("Confirm Password"), "short-but-now-long");
    await user.click(create);
    await expectAlert(AUTH_VALIDATION.verifyFirst);
    expect(calls.filter((call) => call.path === "auth.register")).toHaveLength(0);
  });

  it("refuses to send a code to an address that is not one", async () => {
    const { user, calls } = await renderSignup();
    await user.type(emailBox(), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await expectAlert("Please enter a valid email address.");
    expect(calls).toHaveLength(0);
  });

  it("says Sending... while the code is requested, then shows the code field, the server's message and the countdown", async () => {
    const answer = deferred<{ message: string }>();
    const view = await renderSignup(signupApi({ "auth.sendOtp": () => answer.promise }));
    await view.user.type(emailBox(), EMAIL);
    await view.user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();

    await act(async () => answer.resolve({ message: AUTH_SUCCESS.otpSent }));
    expect(await screen.findByRole("status")).toHaveTextContent(AUTH_SUCCESS.otpSent);
    expect(screen.getByRole("textbox", { name: "Enter OTP" })).toHaveAttribute("maxLength", "6");
    expect(screen.getByRole("button", { name: "Resend OTP" })).toBeDisabled();
    expect(screen.getByText("You can request a new code in 60 seconds.")).toBeInTheDocument();
    expect(view.calls).toEqual([{ path: "auth.sendOtp", input: { email: EMAIL } }]);
  });

  it("counts the resend wait down and enables Resend OTP when it ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderSignup();
    await requestCode(view);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("You can request a new code in 59 seconds.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByText(/You can request a new code/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend OTP" })).toBeEnabled();
  });

  it("keeps the user on the code step with the server's wait when a code went out less than a minute ago", async () => {
    const { user } = await renderSignup(
      signupApi({
        "auth.sendOtp": () => {
          throw apiError("TOO_MANY_REQUESTS", resendTooSoon(42), { reason: "RESEND_TOO_SOON", retryAfterSeconds: 42 });
        },
      }),
    );
    await user.type(emailBox(), EMAIL);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByRole("status")).toHaveTextContent(CODE_ALREADY_SENT);
    expect(screen.getByRole("textbox", { name: "Enter OTP" })).toBeInTheDocument();
    expect(screen.getByText("You can request a new code in 42 seconds.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    [
      "an address already registered",
      apiError("CONFLICT", AUTH_ERRORS.alreadyRegistered, { reason: "EMAIL_TAKEN" }),
      "This email is already registered. Please try logging in instead.",
    ],
    ["a lost connection", networkError(), "Network error. Please check your internet connection and try again."],
  ])("maps a failed code request for %s to the spec's text", async (_case, error, text) => {
    const { user } = await renderSignup(
      signupApi({
        "auth.sendOtp": () => {
          throw error;
        },
      }),
    );
    await user.type(emailBox(), EMAIL);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.queryByRole("textbox", { name: "Enter OTP" })).not.toBeInTheDocument();
  });

  it("checks the code's length before asking the server, and shows the expiry hint for a wrong code", async () => {
    const view = await renderSignup();
    await requestCode(view);
    const otp = screen.getByRole("textbox", { name: "Enter OTP" });

    await view.user.type(otp, "12a3");
    expect(otp).toHaveValue("123");
    await view.user.click(screen.getByRole("button", { name: "Verify OTP" }));
    await expectAlert(AUTH_VALIDATION.otpLength);
    expect(view.calls.map((call) => call.path)).not.toContain("auth.verifyOtp");

    await view.user.type(otp, "999");
    await view.user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid or expired OTP. OTPs expire after 10 minutes, so request a new one if yours is older.",
    );
    expect(screen.getByRole("button", { name: "Verify OTP" })).toBeInTheDocument();
  });

  it("hides Verify OTP and Send OTP once the code is verified, and locks the code", async () => {
    const view = await renderSignup();
    await verifyCode(view);
    expect(screen.queryByRole("button", { name: "Verify OTP" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Send OTP|Resend OTP/ })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Enter OTP" })).toHaveAttribute("readonly");
    expect(screen.queryByText(/You can request a new code/)).not.toBeInTheDocument();
  });

  it("asks for a new code when the e-mail is changed after the code was sent", async () => {
    const view = await renderSignup();
    await verifyCode(view);
    await view.user.type(emailBox(), "x");
    expect(screen.queryByRole("textbox", { name: "Enter OTP" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeEnabled();
  });

  it("creates the account, shows the success dialog and goes to /signin after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderSignup();
    await view.user.type(screen.getByRole("textbox", { name: "Full Name" }), "Asha Rao");
    await verifyCode(view);
    await view.user.type(screen.getByLabelText("Password"), PASSWORD);
    await view.user.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await view.user.click(screen.getByRole("button", { name: "Create Account" }));

    const dialog = await screen.findByRole("dialog", { name: "Registration Successful!" });
    expect(dialog).toHaveTextContent(`${AUTH_SUCCESS.accountCreated} Taking you to the login page in 3 seconds…`);
    expect(within(dialog).getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/signin");
    expect(view.calls.at(-1)).toEqual({ path: "auth.register", input: { name: "Asha Rao", email: EMAIL, password: PASSWORD } });

    await act(async () => vi.advanceTimersByTime(2900));
    expect(view.router.state.location.pathname).toBe("/");
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/signin"));
  });

  it("drops a message once the user acts on it: verify-first when a code is sent, a wrong code's when the code is edited", async () => {
    const view = await renderSignup();
    await view.user.type(screen.getByRole("textbox", { name: "Full Name" }), "Asha Rao");
    await view.user.type(emailBox(), EMAIL);
    await view.user.type(screen.getByLabelText("Password"), PASSWORD);
    await view.user.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await view.user.click(screen.getByRole("button", { name: "Create Account" }));
    await expectAlert(AUTH_VALIDATION.verifyFirst);

    await view.user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByText(AUTH_SUCCESS.otpSent);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    const otp = screen.getByRole("textbox", { name: "Enter OTP" });
    await view.user.type(otp, "000000");
    await view.user.click(screen.getByRole("button", { name: "Verify OTP" }));
    await screen.findByRole("alert");
    await view.user.clear(otp);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("carries `redirect` to sign-in, by Go to Login and by the 3 s timer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderWithApp(<SignupForm redirect="/profile" />, { api: signupApi() });
    await view.user.type(screen.getByRole("textbox", { name: "Full Name" }), "Asha Rao");
    await verifyCode(view);
    await view.user.type(screen.getByLabelText("Password"), PASSWORD);
    await view.user.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await view.user.click(screen.getByRole("button", { name: "Create Account" }));

    const dialog = await screen.findByRole("dialog", { name: "Registration Successful!" });
    expect(within(dialog).getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/signin?redirect=%2Fprofile");
    await act(async () => vi.advanceTimersByTime(3100));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/signin"));
    expect(view.router.state.location.search).toEqual({ redirect: "/profile" });
  });

  it("shows the spec's text when registration is refused", async () => {
    const view = await renderSignup(
      signupApi({
        "auth.register": () => {
          throw apiError("BAD_REQUEST", AUTH_ERRORS.emailNotVerified, { reason: "EMAIL_NOT_VERIFIED" });
        },
      }),
    );
    await view.user.type(screen.getByRole("textbox", { name: "Full Name" }), "Asha Rao");
    await verifyCode(view);
    await view.user.type(screen.getByLabelText("Password"), PASSWORD);
    await view.user.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await view.user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please verify your email with OTP before registering.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("takes the new address to the sign-in form in the history state, not in the URL (issue #31)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderWithApp(<SignupForm redirect="/apply-job" />, { api: signupApi() });
    await view.user.type(screen.getByRole("textbox", { name: "Full Name" }), "Asha Rao");
    await verifyCode(view);
    await view.user.type(screen.getByLabelText("Password"), PASSWORD);
    await view.user.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await view.user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByRole("dialog", { name: "Registration Successful!" });
    await act(async () => vi.advanceTimersByTime(3100));

    await waitFor(() => expect(view.router.state.location.pathname).toBe("/signin"));
    expect(view.router.state.location.state.signedUpEmail).toBe(EMAIL);
    expect(view.router.state.location.href).not.toContain("example.com");
  });
});

describe("sign-in form after sign-up", () => {
  it("comes with the address just signed up with filled in and the password field focused", async () => {
    const view = await renderWithApp(<SignInPage />);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("");

    await act(() => view.router.navigate({ to: "/", state: { signedUpEmail: EMAIL } }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue(EMAIL));
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("starts empty when opened any other way", async () => {
    await renderWithApp(<SignInPage />);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("");
    expect(screen.getByLabelText("Password")).not.toHaveFocus();
  });
});
