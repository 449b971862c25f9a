import { describe, expect, it, vi } from "vitest";
import { poolOf } from "../../src/infra/db/client.js";
import { resolveTokenUser, signToken } from "../../src/server/services/auth/tokens.js";
import type { FastifyRequest } from "fastify";
import { createCallerFactory, hrProcedure, protectedProcedure, publicProcedure, router } from "../../src/server/trpc/init.js";
import { createContextInner, createRequestContext } from "../../src/server/trpc/context.js";
import { useTestApp } from "../helpers/test-app.js";
import { createUser, tokenFor } from "../helpers/factories.js";

const probeRouter = router({
  open: publicProcedure.query(() => "open"),
  me: protectedProcedure.query(({ ctx }) => ctx.user.email),
  hrOnly: hrProcedure.query(() => "welcome"),
});

describe("session tokens and procedure guards", () => {
  const testApp = useTestApp();
  const secret = () => testApp.deps.env.JWT_SECRET;

  it("resolves a valid token to its user and refuses a revoked one", async () => {
    const user = await createUser(testApp.deps.db);
    const token = await tokenFor(user);
    expect(await resolveTokenUser(testApp.deps.db, secret(), token)).toMatchObject({ id: user.id, email: user.email });

    await testApp.deps.db.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    expect(await resolveTokenUser(testApp.deps.db, secret(), token)).toBeNull();
  });

  it("refuses tokens signed with another secret or garbage", async () => {
    const user = await createUser(testApp.deps.db);
    const forged = await signToken("another-secret-another-secret-0123456789", user);
    expect(await resolveTokenUser(testApp.deps.db, secret(), forged)).toBeNull();
    expect(await resolveTokenUser(testApp.deps.db, secret(), "not-a-jwt")).toBeNull();
  });

  it("protectedProcedure needs a user and hrProcedure an HR user", async () => {
    const createCaller = createCallerFactory(probeRouter);
    const candidate = await createUser(testApp.deps.db, { role: "user" });
    const hr = await createUser(testApp.deps.db, { role: "hr" });
    const asUser = (u: typeof candidate | null) =>
      createCaller(createContextInner(testApp.deps, u && { id: u.id, name: u.name, email: u.email, role: u.role }));

    await expect(asUser(null).me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await asUser(candidate).me()).toBe(candidate.email);
    await expect(asUser(candidate).hrOnly()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await asUser(hr).hrOnly()).toBe("welcome");
  });

  it("looks the token's user up only for a guarded procedure, and once per request", async () => {
    const user = await createUser(testApp.deps.db);
    // The real database, with its reads of the token's owner counted.
    const query = vi.spyOn(poolOf(testApp.deps.db) ?? expect.unreachable("the test database has no pool"), "query");
    const lookups = () => query.mock.calls.filter(([config]) => (config as { name?: string }).name === "users_token_owner").length;
    const request = { headers: { authorization: `Bearer ${await tokenFor(user)}` }, ip: "127.0.0.1" } as FastifyRequest;
    const caller = createCallerFactory(probeRouter)(createRequestContext(testApp.deps, request));

    expect(await caller.open()).toBe("open");
    expect(lookups()).toBe(0);
    expect(await caller.me()).toBe(user.email);
    expect(await caller.me()).toBe(user.email);
    expect(lookups()).toBe(1);
    query.mockRestore();
  });
});
