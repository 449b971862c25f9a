import { describe, expect, it } from "vitest";
import { assertStrongPassword, PASSWORD_TOO_COMMON, PASSWORD_TOO_PERSONAL } from "../../src/server/services/users/password-strength.js";
import { TEST_PASSWORD } from "../helpers/factories.js";

const owner = { email: "kiran.shah@example.com", name: "Kiran Shah" };

describe("assertStrongPassword", () => {
  it.each(["12345678", "password", "Password1", "qwertyuiop", "iloveyou1", "11111111", "abcdefgh"])(
    "refuses %s as too common",
    (password) => {
      expect(() => assertStrongPassword(password, owner)).toThrow(PASSWORD_TOO_COMMON);
    },
  );

  it.each(["kiran.shah-2024", "KIRAN-forever-77", "my-shah-sunrise", "kiranshah!!"])(
    "refuses %s for containing the name or e-mail",
    (password) => {
      expect(() => assertStrongPassword(password, owner)).toThrow(PASSWORD_TOO_PERSONAL);
    },
  );

  it.each([TEST_PASSWORD, "quiet-lantern-orbit", "qz7-wvk4"])("accepts %s", (password) => {
    expect(() => assertStrongPassword(password, owner)).not.toThrow();
  });

  it("ignores name parts too short to mean anything (Li, Al)", () => {
    expect(() => assertStrongPassword("quiet-lantern-orbit", { email: "li@example.com", name: "Li Al" })).not.toThrow();
  });
});
