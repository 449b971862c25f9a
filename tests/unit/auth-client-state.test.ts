import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from "../../src/client/lib/stored-auth.js";
import { initialsOf } from "../../src/client/features/auth/components/account-badge.js";
import { firstFormError } from "../../src/client/features/auth/first-form-error.js";
import { onSessionRejected, sessionRejectionLink } from "../../src/client/lib/session-rejection.js";
import type { AppRouter } from "../../src/server/trpc/router.js";
import { AUTH_ERRORS } from "../../src/shared/auth.js";
import type { ErrorReason } from "../../src/shared/error-reasons.js";
import { SIGN_IN_REQUIRED } from "../../src/shared/session.js";

/** A Storage backed by a Map, for code that reads and writes local storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const user = { id: 7, name: "Asha Rao", email: "asha@example.com", role: "user" as const };

describe("stored session (spec doc 1 §4)", () => {
  it("token and a parseable user give a session", () => {
    const storage = memoryStorage();
    writeStoredAuth({ token: "t", user }, storage);
    expect(storage.getItem("authToken")).toBe("t");
    expect(JSON.parse(storage.getItem("user") ?? "")).toEqual(user);
    expect(readStoredAuth(storage)).toEqual({ token: "t", user });
  });

  it("an unparseable user clears both keys; a missing one gives no session", () => {
    const broken = memoryStorage({ authToken: "t", user: "{not json" });
    expect(readStoredAuth(broken)).toBeNull();
    expect(broken.length).toBe(0);
    const wrongShape = memoryStorage({ authToken: "t", user: JSON.stringify({ name: "x" }) });
    expect(readStoredAuth(wrongShape)).toBeNull();
    expect(wrongShape.getItem("authToken")).toBeNull();
    expect(readStoredAuth(memoryStorage({ user: JSON.stringify(user) }))).toBeNull();
  });

  it("logout clears authToken, user, token, accessToken and refreshToken, and nothing else", () => {
    const storage = memoryStorage({
      authToken: "a",
      user: "u",
      token: "t",
      accessToken: "x",
      refreshToken: "r",
      theme: "dark",
      userProfile: "{}",
    });
    clearStoredAuth(storage);
    expect([...Array(storage.length).keys()].map((i) => storage.key(i)).sort()).toEqual(["theme", "userProfile"]);
  });
});

describe("account helpers", () => {
  it("initials of the badge", () => {
    expect(initialsOf("Asha Rao")).toBe("AR");
    expect(initialsOf("  meera  ")).toBe("M");
    expect(initialsOf("Anna Maria Lopez")).toBe("AL");
    expect(initialsOf("")).toBe("?");
  });

  it("the forms show the first failing field in the spec's order", () => {
    const errors = {
      password: { type: "too_small", message: "Please create a password." },
      name: { type: "too_small", message: "Please enter your full name." },
    };
    expect(firstFormError(errors, ["name", "email", "password"])).toBe("Please enter your full name.");
    expect(firstFormError({}, ["name"])).toBeUndefined();
  });
});

/** A server stand-in that answers every call 401 with `reason` and `message`, after `meanwhile` has run. */
function answers401(reason: ErrorReason, message: string, meanwhile: () => void = () => undefined): TRPCLink<AppRouter> {
  return () => () =>
    observable((observer) => {
      meanwhile();
      observer.error(TRPCClientError.from({ error: { message, code: -32001, data: { code: "UNAUTHORIZED", httpStatus: 401, reason } } }));
    });
}

describe("a session the server rejects", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** How many times the rejection is reported for one call through the link. */
  async function reports(call: "query" | "logout", server: TRPCLink<AppRouter>): Promise<number> {
    const client = createTRPCClient<AppRouter>({ links: [sessionRejectionLink, server] });
    let count = 0;
    const stop = onSessionRejected(() => (count += 1));
    await (call === "logout" ? client.auth.logout.mutate() : client.hr.dashboard.query()).catch(() => undefined);
    stop();
    return count;
  }

  it("is reported when a call made with the stored token is answered sign-in required", async () => {
    vi.stubGlobal("localStorage", memoryStorage({ authToken: "old" }));
    expect(await reports("query", answers401("SIGN_IN_REQUIRED", SIGN_IN_REQUIRED))).toBe(1);
  });

  it("goes by the reason, not the text: a reworded message is still reported", async () => {
    vi.stubGlobal("localStorage", memoryStorage({ authToken: "old" }));
    expect(await reports("query", answers401("SIGN_IN_REQUIRED", "Your session is over."))).toBe(1);
  });

  it("is not reported for a session signed in while the call was out, for logout, for wrong credentials or without a token", async () => {
    const storage = memoryStorage({ authToken: "old" });
    vi.stubGlobal("localStorage", storage);
    expect(
      await reports(
        "query",
        answers401("SIGN_IN_REQUIRED", SIGN_IN_REQUIRED, () => storage.setItem("authToken", "new")),
      ),
    ).toBe(0);
    expect(await reports("logout", answers401("SIGN_IN_REQUIRED", SIGN_IN_REQUIRED))).toBe(0);
    expect(await reports("query", answers401("INVALID_CREDENTIALS", AUTH_ERRORS.invalidCredentials))).toBe(0);
    storage.removeItem("authToken");
    expect(await reports("query", answers401("SIGN_IN_REQUIRED", SIGN_IN_REQUIRED))).toBe(0);
  });
});
