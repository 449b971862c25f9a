// Bulk decisions through both doors (tRPC hr.bulk.*, REST POST /application/api/applicants/bulk):
// 500 applicants moved with 500 mails, 500 history rows, their audit rows and one bulk_run row;
// skipped applicants with their reasons; the 500-id limit; "select all matching"; a run that stops
// when the mail queue is down; 401/403 for anonymous and candidate callers.
import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { BULK_MAX_IDS } from "../../src/shared/hr/bulk.js";
import { createApplication, type ApplicationOverrides } from "../helpers/application-factory.js";
import { createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp, useTestAppWithRedisDown, type TestApp } from "../helpers/test-app.js";
import { snakeCaseKeys } from "../../src/shared/snake-case.js";
import { bulkRestSummarySchema } from "../../src/server/rest/bulk.js";

type User = Awaited<ReturnType<typeof createUser>>;

const UNKNOWN_ID = 2_147_483_000;

function helpers(testApp: TestApp) {
  const db = () => testApp.deps.db;
  const asAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
  const caller = (user: User | null) => createCallerFactory(appRouter)(createContextInner(testApp.deps, user && asAuthUser(user)));
  const rest = async (user: User | null, payload: unknown) => {
    const res = await testApp.app.inject({
      method: "POST",
      url: "/application/api/applicants/bulk",
      payload: payload as Record<string, unknown>,
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  /** `count` applicants, created 50 at a time. */
  const applicants = async (count: number, overrides: ApplicationOverrides = {}) => {
    const rows = [];
    for (let start = 0; start < count; start += 50) {
      rows.push(...(await Promise.all(Array.from({ length: Math.min(50, count - start) }, () => createApplication(db(), overrides)))));
    }
    return rows;
  };
  return { db, caller, rest, applicants, hr: () => createUser(db(), { role: "hr" }) };
}

describe("HR bulk decisions", () => {
  const testApp = useTestApp();
  const { db, caller, rest, applicants, hr: hrUser } = helpers(testApp);

  it("moves 500 applicants in one REST request: 500 mails queued, 500 history rows, their audit rows, one bulk_run row", async () => {
    const hr = await hrUser();
    const rows = await applicants(BULK_MAX_IDS, { department: "Finance", round: "round_1" });
    const ids = rows.map((row) => row.id);

    const res = await rest(hr, { applicant_ids: ids, action: "move", toRound: "Round 2", message: "  See you in Round 2.  " });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const summary = bulkRestSummarySchema.parse(res.body);
    expect(summary.done).toEqual(ids);
    expect(summary).toMatchObject({ action: "move", skipped: [], not_run: [], stopped: null });

    const moved = await db().application.findMany({ where: { id: { in: ids } }, select: { round: true, roundStatus: true } });
    expect(moved.every((row) => row.round === "round_2" && row.roundStatus === "in_progress")).toBe(true);
    const mails = await db().mailLog.findMany({ where: { applicationId: { in: ids } }, select: { applicationId: true, kind: true } });
    expect(mails).toHaveLength(500);
    expect(new Set(mails.map((mail) => mail.applicationId)).size).toBe(500);
    expect(mails.every((mail) => mail.kind === "hr_message")).toBe(true);
    const history = await db().roundChange.findMany({ where: { applicationId: { in: ids } } });
    expect(history).toHaveLength(500);
    expect(history.every((row) => row.fromRound === "round_1" && row.toRound === "round_2" && row.changedById === hr.id)).toBe(true);
    expect(await db().auditEvent.count({ where: { applicationId: { in: ids }, action: "applicant_moved" } })).toBe(500);

    const runs = await db().auditEvent.findMany({ where: { actorId: hr.id, action: "bulk_run" } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      targetType: "bulk",
      applicationId: null,
      after: { action: "move", to_round: "round_2", requested: 500, done: 500, skipped: 0, not_run: 0, stopped: false },
    });
    // Counts and states only: no name or address of the 500 in the run's row.
    expect(JSON.stringify(runs[0])).not.toContain("@example.com");
  }, 120_000);

  it("rejects through tRPC and skips, with reasons, the withdrawn, the already rejected, unknown ids and other departments", async () => {
    const hr = await hrUser();
    const [open, withdrawn, rejected, otherDepartment] = await Promise.all([
      createApplication(db(), { department: "Sales" }),
      createApplication(db(), { department: "Sales", withdrawnAt: new Date() }),
      createApplication(db(), { department: "Sales", roundStatus: "rejected" }),
      createApplication(db(), { department: "Design" }),
    ]);
    const summary = await caller(hr).hr.bulk.run({
      applicantIds: [open.id, withdrawn.id, rejected.id, UNKNOWN_ID, otherDepartment.id, open.id],
      action: "reject",
      department: "Sales",
    });
    expect(summary.done).toEqual([open.id]);
    expect(summary.skipped).toEqual([
      { id: withdrawn.id, reason: "APPLICATION_WITHDRAWN", message: expect.stringContaining("withdrawn") },
      { id: rejected.id, reason: "APPLICANT_NOT_IN_PROGRESS", message: expect.any(String) },
      { id: UNKNOWN_ID, reason: "APPLICANT_NOT_FOUND", message: "Applicant not found" },
      { id: otherDepartment.id, reason: "APPLICANT_NOT_FOUND", message: "Applicant not found" },
    ]);
    expect(await db().application.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({ roundStatus: "rejected" });
    expect(await db().application.findUniqueOrThrow({ where: { id: otherDepartment.id } })).toMatchObject({ roundStatus: "in_progress" });
    // The standard rejection mail, once (the repeated id is handled once), and none for the skipped.
    expect(
      await db().mailLog.findMany({ where: { applicationId: { in: [open.id, withdrawn.id, rejected.id, otherDepartment.id] } } }),
    ).toEqual([expect.objectContaining({ applicationId: open.id, kind: "applicant_rejected" })]);
    const [run] = await db().auditEvent.findMany({ where: { actorId: hr.id, action: "bulk_run" } });
    expect(run?.after).toMatchObject({ action: "reject", requested: 5, done: 1, skipped: 4 });
  });

  it("skips a move to a round that is not later than the applicant's", async () => {
    const hr = await hrUser();
    const [early, late] = await Promise.all([
      createApplication(db(), { round: "resume_screening" }),
      createApplication(db(), { round: "final_round" }),
    ]);
    const { body } = await rest(hr, { applicant_ids: [early.id, late.id], action: "move", toRound: "round-2" });
    expect(body).toMatchObject({ done: [early.id], skipped: [{ id: late.id, reason: "ROUND_NOT_LATER" }] });
  });

  it("refuses more than 500 ids, no ids and a move without a round with 400, through both doors, changing nothing", async () => {
    const hr = await hrUser();
    const row = await createApplication(db());
    const tooMany = [row.id, ...Array.from({ length: BULK_MAX_IDS }, (_, index) => UNKNOWN_ID - index)];
    const over = await rest(hr, { applicant_ids: tooMany, action: "reject" });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ reason: "VALIDATION", error: expect.stringContaining("At most 500") });
    await expect(caller(hr).hr.bulk.run({ applicantIds: tooMany, action: "reject" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await rest(hr, { applicant_ids: [], action: "reject" })).status).toBe(400);
    const noRound = await rest(hr, { applicant_ids: [row.id], action: "move" });
    expect(noRound).toMatchObject({ status: 400, body: { field: "toRound" } });
    expect((await rest(hr, { applicant_ids: [row.id], action: "archive" })).status).toBe(400);
    expect(await db().application.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ roundStatus: "in_progress" });
    expect(await db().auditEvent.count({ where: { actorId: hr.id } })).toBe(0);
  });

  it("refuses anonymous (401) and candidate (403) callers on both doors, changing nothing", async () => {
    const candidate = await createUser(db(), { role: "user" });
    const row = await createApplication(db());
    const payload = { applicantIds: [row.id], action: "reject" as const };
    expect((await rest(null, snakeCaseKeys(payload))).status).toBe(401);
    expect((await rest(candidate, snakeCaseKeys(payload))).status).toBe(403);
    await expect(caller(null).hr.bulk.run(payload)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller(candidate).hr.bulk.run(payload)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller(candidate).hr.bulk.matchingIds({ department: "Engineering", round: "round-1" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await db().application.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ roundStatus: "in_progress" });
  });

  it("documents POST /application/api/applicants/bulk in the OpenAPI description", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const post = spec.paths["/application/api/applicants/bulk"]?.post;
    expect(post).toMatchObject({ tags: ["hr"], responses: { 200: expect.anything(), 400: expect.anything(), 401: expect.anything() } });
    const body = JSON.stringify(post?.requestBody);
    for (const field of ["applicant_ids", "action", "toRound", "message", '"maxItems":500']) expect(body).toContain(field);
  });

  it("lists the movable applicants of a step for 'select all matching', newest first", async () => {
    const hr = await hrUser();
    const open = await Promise.all(
      [3, 2, 1].map((minutesAgo) =>
        createApplication(db(), { department: "Operations", round: "round_2", createdAt: new Date(Date.now() - minutesAgo * 60_000) }),
      ),
    );
    const [withdrawn, rejected, elsewhere] = await Promise.all([
      createApplication(db(), { department: "Operations", round: "round_2", withdrawnAt: new Date() }),
      createApplication(db(), { department: "Operations", round: "round_2", roundStatus: "rejected" }),
      createApplication(db(), { department: "Operations", round: "round_1" }),
    ]);
    const matching = await caller(hr).hr.bulk.matchingIds({ department: "Operations", round: "round-2" });
    expect(matching.capped).toBe(false);
    expect(matching.ids).toEqual(expect.arrayContaining(open.map((row) => row.id)));
    expect(matching.ids).not.toContain(withdrawn.id);
    expect(matching.ids).not.toContain(rejected.id);
    expect(matching.ids).not.toContain(elsewhere.id);
    expect(matching.total).toBe(matching.ids.length);
    const mine = matching.ids.filter((id) => open.some((row) => row.id === id));
    expect(mine, "newest first").toEqual(open.map((row) => row.id).reverse());
  });
});

describe("HR bulk decisions with the mail queue down", () => {
  const testApp = useTestAppWithRedisDown();
  const { db, rest, applicants, hr: hrUser } = helpers(testApp);

  it("stops the run, leaves every applicant as it was and reports them as not run", async () => {
    const hr = await hrUser();
    const rows = await applicants(3, { department: "Marketing" });
    const ids = rows.map((row) => row.id);
    const res = await rest(hr, { applicant_ids: [...ids, UNKNOWN_ID], action: "reject" });
    expect(res.status).toBe(200);
    const summary = bulkRestSummarySchema.parse(res.body);
    expect(summary).toMatchObject({ done: [], skipped: [{ id: UNKNOWN_ID }], not_run: ids, stopped: { reason: "SERVICE_UNAVAILABLE" } });
    const after = await db().application.findMany({ where: { id: { in: ids } } });
    expect(after.every((row) => row.roundStatus === "in_progress" && row.round === "resume_screening")).toBe(true);
    expect(await db().roundChange.count({ where: { applicationId: { in: ids } } })).toBe(0);
    expect(await db().mailLog.count({ where: { applicationId: { in: ids } } })).toBe(0);
    const [run] = await db().auditEvent.findMany({ where: { actorId: hr.id, action: "bulk_run" } });
    expect(run?.after).toMatchObject({ done: 0, not_run: 3, stopped: true });
  });
});
