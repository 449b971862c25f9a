import { describe, expect, it } from "vitest";
import { demoAuthErrors } from "../../src/client/features/enquiry/demo-auth-schema.js";

const empty = { fullName: "", email: "", password: "", confirmPassword: "" };

describe("enquiry page demo auth modal (spec doc 1 §5)", () => {
  it("sign in needs an e-mail and a password of at least 8 characters", () => {
    expect(demoAuthErrors("signin", empty)).toEqual({ email: "Email is required", password: "Password is required" });
    expect(demoAuthErrors("signin", { ...empty, email: "nope", password: "short" })).toEqual({
      email: "Email is invalid",
      password: "Password must be at least 8 characters",
    });
    expect(demoAuthErrors("signin", { ...empty, email: "a@example.com", password: "12345678" })).toBeNull();
  });

  it("create account also needs a name and matching passwords", () => {
    expect(demoAuthErrors("signup", { ...empty, email: "a@example.com", password: "12345678", confirmPassword: "12345678" })).toEqual({
      fullName: "Name is required",
    });
    expect(demoAuthErrors("signup", { fullName: "A", email: "a@example.com", password: "12345678", confirmPassword: "87654321" })).toEqual({
      confirmPassword: "Passwords do not match",
    });
    expect(
      demoAuthErrors("signup", { fullName: "A", email: "a@example.com", password: "12345678", confirmPassword: "12345678" }),
    ).toBeNull();
  });
});
