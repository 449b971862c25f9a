// Crafted page cursors on HR's four keyset-paged lists (applicants, board column, activity, an
// application's history), through tRPC and REST: an edge the database cannot compare (year 0000,
// a day that does not exist, an id beyond int4) is a 400 with the cursor message, never a 500.
import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { createApplication } from "../helpers/application-factory.js";
import { createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

const crafted = (createdAt: string, id: number) => Buffer.from(JSON.stringify({ createdAt, id, direction: "next" })).toString("base64url");

const CRAFTED = {
  "year 0000": crafted("0000-01-01T00:00:00.000Z", 1),
  "a day that does not exist": crafted("2025-02-30T00:00:00.000Z", 1),
  "an id above int4": crafted("2025-01-01T00:00:00.000Z", 2_147_483_648),
};

describe("HR lists refuse crafted page cursors", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  let hrUser: Promise<Awaited<ReturnType<typeof createUser>>> | undefined;
  const hr = () => (hrUser ??= createUser(db(), { role: "hr" }));
  const caller = async () => {
    const user = await hr();
    const authUser: AuthUser = { id: user.id, name: user.name, email: user.email, role: user.role };
    return createCallerFactory(appRouter)(createContextInner(testApp.deps, authUser));
  };
  const get = async (url: string) => {
    const res = await testApp.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${await tokenFor(await hr())}` } });
    return { status: res.statusCode, error: (res.json() as { error?: string }).error };
  };

  it.each(Object.entries(CRAFTED))("answers 400 for %s through tRPC", async (_what, cursor) => {
    const application = await createApplication(db(), { department: "Sales", round: "round_1" });
    const trpc = await caller();
    const refused = { code: "BAD_REQUEST", message: expect.stringMatching(/^Invalid page cursor/) };
    await expect(trpc.hr.applicants.list({ department: "Sales", round: "round-1", page: 2, cursor })).rejects.toMatchObject(refused);
    await expect(trpc.hr.pipeline.column({ department: "Sales", column: "round-1", cursor })).rejects.toMatchObject(refused);
    await expect(trpc.hr.activity.list({ page: 2, cursor })).rejects.toMatchObject(refused);
    await expect(trpc.hr.activity.forApplication({ applicationId: application.id, cursor })).rejects.toMatchObject(refused);
  });

  it.each(Object.entries(CRAFTED))("answers 400 for %s through REST", async (_what, cursor) => {
    const application = await createApplication(db(), { department: "Sales", round: "round_1" });
    const refused = { status: 400, error: expect.stringMatching(/^Invalid page cursor/) };
    expect(await get(`/application/api/applicants/sales?round=round-1&page=2&cursor=${cursor}`)).toEqual(refused);
    expect(await get(`/api/hr/pipeline/sales?round=round-1&cursor=${cursor}`)).toEqual(refused);
    expect(await get(`/api/hr/activity?page=2&cursor=${cursor}`)).toEqual(refused);
    expect(await get(`/api/hr/activity?application_id=${application.id}&page=2&cursor=${cursor}`)).toEqual(refused);
  });

  it("still pages by a cursor the list wrote", async () => {
    for (let i = 0; i < 3; i += 1) await createApplication(db(), { department: "Finance", round: "round_2" });
    const trpc = await caller();
    const first = await trpc.hr.applicants.list({ department: "Finance", round: "round-2", limit: 1 });
    const second = await trpc.hr.applicants.list({
      department: "Finance",
      round: "round-2",
      limit: 1,
      page: 2,
      cursor: first.pagination.nextCursor ?? "",
    });
    expect(second.data[0]?.applicantId).toBeLessThan(first.data[0]?.applicantId ?? 0);
  });
});
