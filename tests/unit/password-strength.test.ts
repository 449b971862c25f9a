import { describe, expect, it } from "vitest";
import {
  ANALYSED_PREFIX,
  assertStrongPassword,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_PERSONAL,
} from "../../src/server/services/users/password-strength.js";
import { MAX_WAITING_CHECKS } from "../../src/server/services/users/score-password.js";
import { SERVICE_UNAVAILABLE } from "../../src/server/outage.js";
import { TEST_PASSWORD } from "../helpers/factories.js";

const owner = { email: "kiran.shah@example.com", name: "Kiran Shah" };

describe("assertStrongPassword", () => {
  it.each(["12345678", "password", "Password1", "qwertyuiop", "iloveyou1", "11111111", "abcdefgh"])(
    "refuses %s as too common",
    async (password) => {
      await expect(assertStrongPassword(password, owner)).rejects.toThrow(PASSWORD_TOO_COMMON);
    },
  );

  // The company, its places and a first-password word, decorated with digits, a symbol or a year.
  it.each(["Admin@123", "Test@1234", "India@123", "Rft@2024", "Welcome@2024", "RftTechnologies@1", "Chennai#2025", "Password@2026"])(
    "refuses %s, built from the site's own dictionary",
    async (password) => {
      await expect(assertStrongPassword(password, owner)).rejects.toThrow(PASSWORD_TOO_COMMON);
    },
  );

  it.each(["kiran.shah-2024", "KIRAN-forever-77", "my-shah-sunrise", "kiranshah!!"])(
    "refuses %s for containing the name or e-mail",
    async (password) => {
      await expect(assertStrongPassword(password, owner)).rejects.toThrow(PASSWORD_TOO_PERSONAL);
    },
  );

  it.each([TEST_PASSWORD, "quiet-lantern-orbit", "qz7-wvk4", "india-mango-tractor"])("accepts %s", async (password) => {
    await expect(assertStrongPassword(password, owner)).resolves.toBeUndefined();
  });

  it("ignores name parts too short to mean anything (Li, Al)", async () => {
    await expect(assertStrongPassword("quiet-lantern-orbit", { email: "li@example.com", name: "Li Al" })).resolves.toBeUndefined();
  });

  it("reads only a bounded prefix, but the personal check reads it all", async () => {
    const weakPrefix = "a".repeat(ANALYSED_PREFIX);
    await expect(assertStrongPassword(`${weakPrefix}-quiet-lantern-orbit`, owner)).rejects.toThrow(PASSWORD_TOO_COMMON);
    await expect(assertStrongPassword(`quiet-lantern-orbit${"x".repeat(100)}kiranshah`, owner)).rejects.toThrow(PASSWORD_TOO_PERSONAL);
  });

  it("scores off the event loop: a timer due in 1 ms fires before 16 long checks finish", async () => {
    const long = "x7#Kq2!vL9@pW4$nR8&tY3*mB6^cF1%hJ5(dZ0)g".repeat(3).slice(0, 128);
    let timerFiredFirst = false;
    let checksDone = false;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerFiredFirst = !checksDone;
        resolve();
      }, 1),
    );
    const outcomes = await Promise.allSettled(Array.from({ length: 16 }, () => assertStrongPassword(long, owner)));
    checksDone = true;
    await timer;
    expect(timerFiredFirst).toBe(true);
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
  });

  it("answers 503 at once when more checks wait than the queue holds", async () => {
    const checks = Array.from({ length: MAX_WAITING_CHECKS + 5 }, (_, i) => assertStrongPassword(`quiet-lantern-orbit-${i}`, owner));
    const outcomes = await Promise.allSettled(checks);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((o) => o.status === "rejected" && (o.reason as Error).message === SERVICE_UNAVAILABLE)).toBe(true);
    expect(outcomes.filter((o) => o.status === "fulfilled").length).toBeGreaterThanOrEqual(MAX_WAITING_CHECKS);
  });
});
