import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { afterReplyTasksSettled } from "../../src/server/services/auth/after-reply.js";
import { createDb, type Db } from "../../src/infra/db/client.js";
import { hashCode } from "../../src/server/services/auth/email-code-crypto.js";
import type { CodePurpose } from "../../src/infra/db/generated/enums.js";
import { createUser, TEST_PASSWORD } from "../helpers/factories.js";
import { startWebServerProcess, type WebServerProcess } from "../helpers/web-server-process.js";
import { TEST_JWT_SECRET } from "../helpers/test-secrets.js";
import { useTestApp } from "../helpers/test-app.js";
import { authCaller, lastCode, newEmail, post } from "./auth-support.js";

vi.mock("../../src/server/services/auth/email-code-crypto.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/services/auth/email-code-crypto.js")>();
  return { ...original, generateCode: vi.fn(original.generateCode) };
});

/** True when `secret` occurs in `text` as a whole token (a code inside a longer number does not count). */
function leaks(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^0-9A-Za-z])${escaped}($|[^0-9A-Za-z])`).test(text);
}

function expectNoSecrets(where: string, text: string, secrets: string[]) {
  const found = secrets.filter((s) => leaks(text, s));
  expect(found, `secrets found in ${where}`).toEqual([]);
}

type Flow = { answers: string[]; secrets: string[] };

/** Sign-up, login, logout and a reset over both doors; returns every answer body and every secret used. */
async function runAccountFlows(
  call: (path: string, payload: unknown, token?: string) => Promise<string>,
  codeFor: (email: string, purpose: CodePurpose) => Promise<string>,
): Promise<Flow> {
  const answers: string[] = [];
  const secrets: string[] = [];
  const record = async (path: string, payload: unknown, token?: string) => {
    const body = await call(path, payload, token);
    answers.push(body);
    return body;
  };

  const email = newEmail("secrets");
  const password = "signup-secret-password";
  const newPassword = "reset-secret-password";
  secrets.push(password, newPassword);

  await record("send-otp", { email });
  const signupCode = await codeFor(email, "signup");
  secrets.push(signupCode);
  await record("verify-otp", { email, otp: signupCode });
  await record("register", { name: "Sam Keeper", email, password });
  // The login answer carries a token by design (and only that and the user); the others carry none.
  const loginAnswer = JSON.parse(await call("login", { email, password, role: "user" })) as { token: string; user: object };
  expect(Object.keys(loginAnswer).sort()).toEqual(["token", "user"]);
  expect(Object.keys(loginAnswer.user).sort()).toEqual(["email", "id", "name", "role"]);
  const token = loginAnswer.token;
  secrets.push(token);
  await record("logout", {}, token);

  await record("forgot-password", { email });
  const resetCode = await codeFor(email, "reset");
  secrets.push(resetCode);
  await record("reset-password", { email, otp: resetCode, newPassword });
  const login = await call("login", { email, password: newPassword, role: "user" });
  secrets.push((JSON.parse(login) as { token: string }).token);
  return { answers, secrets };
}

describe("no password, code or token in API answers or in Redis", () => {
  const testApp = useTestApp();

  async function redisDump(): Promise<string> {
    const { redis, env } = testApp.deps;
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    const parts: string[] = [];
    for (const key of keys) {
      const type = await redis.type(key);
      const value =
        type === "string"
          ? await redis.get(key)
          : type === "hash"
            ? await redis.hgetall(key)
            : type === "list"
              ? await redis.lrange(key, 0, -1)
              : type === "set"
                ? await redis.smembers(key)
                : type === "zset"
                  ? await redis.zrange(key, 0, -1)
                  : type === "stream"
                    ? await redis.xrange(key, "-", "+")
                    : null;
      parts.push(`${key} ${JSON.stringify(value)}`);
    }
    return parts.join("\n");
  }

  it("over REST", async () => {
    const flow = await runAccountFlows(
      async (path, payload, token) => {
        const res = await post(testApp.app, path, payload, { token });
        expect(res.status, `${path}: ${res.raw}`).toBe(200);
        return res.raw;
      },
      async () => lastCode(),
    );
    expect(flow.answers).toHaveLength(6);
    expectNoSecrets("REST answers", flow.answers.join("\n"), flow.secrets);
    const dump = await redisDump();
    expect(dump).toContain(":mail:");
    expectNoSecrets("Redis", dump, flow.secrets);
  });

  it("over tRPC", async () => {
    const user = await createUser(testApp.deps.db);
    const auth = authCaller(testApp.deps);
    const forgot = await auth.forgotPassword({ email: user.email });
    await afterReplyTasksSettled();
    const answers = [forgot, await auth.resetPassword({ email: user.email, otp: lastCode(), newPassword: "trpc-secret-password" })].map(
      (a) => JSON.stringify(a),
    );
    const login = await auth.login({ email: user.email, password: "trpc-secret-password", role: "user" });
    expect(Object.keys(login.user).sort()).toEqual(["email", "id", "name", "role"]);
    const secrets = [lastCode(), "trpc-secret-password", TEST_PASSWORD, login.token];
    expectNoSecrets("tRPC answers", answers.join("\n"), secrets);
    expectNoSecrets("Redis", await redisDump(), secrets);
  });
});

describe("no password, code or token in the server's logs (trace level)", () => {
  let server: WebServerProcess;
  let baseUrl: string;
  let db: Db;

  beforeAll(async () => {
    db = createDb(inject("databaseUrl"));
    server = await startWebServerProcess(inject("nodeDist"), { LOG_LEVEL: "trace", JWT_SECRET: TEST_JWT_SECRET });
    baseUrl = server.url;
  });

  afterAll(async () => {
    await server.stop("SIGTERM");
    await db.$disconnect();
  });

  it("after the account flows", async () => {
    const flow = await runAccountFlows(
      async (path, payload, token) => {
        const res = await fetch(`${baseUrl}/api/auth/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(payload),
        });
        const text = await res.text();
        expect(res.status, `${path}: ${text}`).toBe(200);
        return text;
      },
      // The mailed code is sealed; the test plants a known code of its own in the newest row (a reset
      // code is written just after the server's reply, so wait for it to appear).
      async (email, purpose) => {
        const code = "314159";
        const row = await vi.waitFor(() => db.emailCode.findFirstOrThrow({ where: { email, purpose }, orderBy: { id: "desc" } }));
        await db.emailCode.update({ where: { id: row.id }, data: { codeHash: hashCode(TEST_JWT_SECRET, { email, purpose, code }) } });
        return code;
      },
    );
    expect(server.output()).toContain("/api/auth/login");
    expectNoSecrets("server logs", server.output(), flow.secrets);
  });
});
