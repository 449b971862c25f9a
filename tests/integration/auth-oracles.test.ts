// No account oracles: forgot-password and the dashboard's Basic sign-in answer the same bodies and
// statuses for known and unknown accounts, past every limit too. That they take the same time is
// tests/timing/auth-timing.test.ts (reset codes' answers and limits are checked there too).
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_SUCCESS } from "../../src/shared/auth.js";
import { createUser, TEST_PASSWORD, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";
import { advanceClock, newEmail, post, randomIp } from "./auth-support.js";

const OPERATOR_PASSWORD = "operator-password-for-oracles";
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("no account oracles", () => {
  const testApp = useTestApp({ OPERATOR_PASSWORD, QUEUE_PREFIX: `oracles-${uniqueSuffix()}` });
  const app = () => testApp.app;
  const db = () => testApp.deps.db;

  afterEach(() => {
    vi.useRealTimers();
  });

  it("forgot-password: the same answers up to and past the per-address limit", async () => {
    const known = (await createUser(db())).email;
    const unknown = newEmail("nobody");
    for (let i = 0; i < 5; i += 1) {
      const answers = [await post(app(), "forgot-password", { email: known }), await post(app(), "forgot-password", { email: unknown })];
      expect(answers.map((a) => [a.status, a.raw])).toEqual([
        [200, JSON.stringify({ message: AUTH_SUCCESS.resetCodeSent })],
        [200, JSON.stringify({ message: AUTH_SUCCESS.resetCodeSent })],
      ]);
      advanceClock(61_000);
    }
    const past = [await post(app(), "forgot-password", { email: known }), await post(app(), "forgot-password", { email: unknown })];
    expect(past[0]?.status).toBe(429);
    expect(past[0]?.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect([past[1]?.status, past[1]?.raw]).toEqual([past[0]?.status, past[0]?.raw]);
  });

  describe("the dashboard's Basic sign-in", () => {
    const get = (authorization: string, remoteAddress: string = randomIp()) =>
      app().inject({ method: "GET", url: "/admin/queues", headers: { authorization }, remoteAddress });

    it("answers an unknown name, an HR address and the operator with wrong passwords alike, past the limits too", async () => {
      const hr = await createUser(db(), { role: "hr" });
      const ip = randomIp();
      for (let i = 0; i <= 6; i += 1) {
        const [unknown, known, operator] = [
          await get(basic(newEmail("nobody"), `wrong-${i}`), ip),
          await get(basic(hr.email, `wrong-${i}`), ip),
          await get(basic("operator", `wrong-${i}`), ip),
        ];
        expect(known.statusCode).toBe(i < 5 ? 401 : 429);
        expect([operator.statusCode, operator.body]).toEqual([known.statusCode, known.body]);
        // A fresh unknown name each time is a fresh pair: 401, like the others' first tries.
        expect([unknown.statusCode, unknown.body]).toEqual([
          401,
          JSON.stringify({ error: "Sign in with the operator password or an HR account to open the queue dashboard." }),
        ]);
      }
    });
  });

  it("the right password still opens the dashboard for HR and the operator", async () => {
    const hr = await createUser(db(), { role: "hr" });
    expect(
      (await app().inject({ method: "GET", url: "/admin/queues", headers: { authorization: basic(hr.email, TEST_PASSWORD) } })).statusCode,
    ).toBe(200);
    expect(
      (await app().inject({ method: "GET", url: "/admin/queues", headers: { authorization: basic("operator", OPERATOR_PASSWORD) } }))
        .statusCode,
    ).toBe(200);
  });
});
