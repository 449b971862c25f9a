import { describe, expect, it } from "vitest";
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from "../../src/client/features/auth/auth-state.js";
import { initialsOf } from "../../src/client/features/auth/components/account-badge.js";
import { firstFormError } from "../../src/client/features/auth/first-form-error.js";

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
    const storage = memoryStorage({ authToken: "a", user: "u", token: "t", accessToken: "x", refreshToken: "r", theme: "dark", userProfile: "{}" });
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
    const errors = { password: { type: "too_small", message: "Please create a password." }, name: { type: "too_small", message: "Please enter your full name." } };
    expect(firstFormError(errors, ["name", "email", "password"])).toBe("Please enter your full name.");
    expect(firstFormError({}, ["name"])).toBeUndefined();
  });
});
