// Overdue applications (issue #32): at a department and round with 20 decisions at known waits, the
// open application waiting past the 80th percentile is marked overdue on HR's board column and step
// list, and listed by hr.analytics.overdue and GET /api/hr/analytics/overdue; the others (waiting less,
// withdrawn, decided) are not. With 19 decisions nothing is overdue. The clock is set years ahead of
// every other file's rows (me-expected-decision's included), so only this file's rows fall inside the
// estimate's two-year window and stand first on the board's and the list's first pages.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Department, HiringRound } from "../../src/infra/db/generated/client.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { clearDecisionWaitCache, estimateDecisionWait } from "../../src/server/services/analytics/estimate-decision-wait.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { snakeCaseKeys } from "../../src/shared/snake-case.js";
import { overdueRestSchema } from "../../src/server/rest/analytics.js";
import { createApplication } from "../helpers/application-factory.js";
import { createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

const NOW = new Date("2035-06-01T12:00:00.000Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
type User = Awaited<ReturnType<typeof createUser>>;

describe("overdue applications", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  let hr: User;
  let candidate: User;
  const mine = new Set<number>();
  const ids: Record<string, number> = {};
  const caller = (user: User) => {
    const auth: AuthUser = { id: user.id, name: user.name, email: user.email, role: user.role };
    return createCallerFactory(appRouter)(createContextInner(testApp.deps, auth));
  };

  /** An application that entered Round 2 (from Round 1) `enteredDaysAgo` days before NOW. */
  async function entered(department: Department, enteredDaysAgo: number, outcome: { decidedAfter?: number; withdrawnAfter?: number } = {}) {
    const round: HiringRound = "round_2";
    const enteredAt = daysAgo(enteredDaysAgo);
    const decidedAt = outcome.decidedAfter === undefined ? null : new Date(enteredAt.getTime() + outcome.decidedAfter * DAY);
    const rejected = enteredDaysAgo % 2 === 0;
    const application = await createApplication(db(), {
      department,
      round: decidedAt && !rejected ? "final_round" : round,
      roundStatus: decidedAt && rejected ? "rejected" : "in_progress",
      fullName: `Overdue test ${department} ${enteredDaysAgo}`,
      createdAt: new Date(enteredAt.getTime() - DAY),
      withdrawnAt: outcome.withdrawnAfter === undefined ? null : new Date(enteredAt.getTime() + outcome.withdrawnAfter * DAY),
    });
    mine.add(application.id);
    await db().roundChange.create({
      data: { applicationId: application.id, fromRound: "round_1", toRound: round, status: "in_progress", createdAt: enteredAt },
    });
    if (decidedAt) {
      await db().roundChange.create({
        data: {
          applicationId: application.id,
          fromRound: round,
          toRound: rejected ? round : "final_round",
          status: rejected ? "rejected" : "in_progress",
          createdAt: decidedAt,
        },
      });
    }
    return application;
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    hr = await createUser(db(), { role: "hr" });
    candidate = await createUser(db());
    // Marketing, Round 2: 20 decisions after 1…20 days.
    for (let wait = 1; wait <= 20; wait += 1) await entered("Marketing", 100 + wait, { decidedAfter: wait });
    // Open: 2 and 5 days in (not overdue), 40 days in (overdue); withdrawn 60 days ago (never overdue).
    ids.fresh = (await entered("Marketing", 2)).id;
    ids.waiting = (await entered("Marketing", 5)).id;
    ids.overdue = (await entered("Marketing", 40)).id;
    ids.withdrawn = (await entered("Marketing", 60, { withdrawnAfter: 1 })).id;
    // Sales, Round 2: 19 decisions only, and an application 90 days in.
    for (let wait = 1; wait <= 19; wait += 1) await entered("Sales", 100 + wait, { decidedAfter: 1 });
    ids.sales = (await entered("Sales", 90)).id;
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  beforeEach(() => clearDecisionWaitCache());

  const overdueOf = (rows: { applicantId: number; overdue?: boolean | undefined }[]) =>
    rows.filter((row) => mine.has(row.applicantId) && row.overdue).map((row) => row.applicantId);

  it("marks only the application waiting past the 80th percentile on the board column", async () => {
    const page = await caller(hr).hr.pipeline.column({ department: "Marketing", column: "round-2" });
    const shown = page.data.filter((card) => mine.has(card.applicantId)).map((card) => card.applicantId);
    expect(shown).toEqual(expect.arrayContaining([ids.fresh, ids.waiting, ids.overdue]));
    expect(overdueOf(page.data)).toEqual([ids.overdue]);
    expect(page.data.find((card) => card.applicantId === ids.fresh)?.overdue).toBe(false);
  });

  it("marks only that application on the step list", async () => {
    const page = await caller(hr).hr.applicants.list({ department: "Marketing", round: "round-2" });
    const shown = page.data.filter((row) => mine.has(row.applicantId)).map((row) => row.applicantId);
    expect(shown).toEqual(expect.arrayContaining([ids.fresh, ids.waiting, ids.overdue, ids.withdrawn]));
    expect(overdueOf(page.data)).toEqual([ids.overdue]);
  });

  it("lists it, through tRPC and REST, with its wait and the 80th percentile", async () => {
    const estimate = await estimateDecisionWait(db(), "Marketing", "round_2");
    expect(estimate).not.toBeNull();
    expect(estimate!.p80Days).toBeGreaterThan(5);
    expect(estimate!.p80Days).toBeLessThan(40);
    const expected = {
      applicantId: ids.overdue,
      fullName: "Overdue test Marketing 40",
      department: "Marketing",
      round: "Round 2",
      roundValue: "round_2",
      daysWaiting: 40,
      p80Days: estimate!.p80Days,
    };
    const viaTrpc = await caller(hr).hr.analytics.overdue({ department: "Marketing" });
    expect(viaTrpc.applications.filter((row) => mine.has(row.applicantId))).toEqual([expected]);

    const res = await testApp.app.inject({
      method: "GET",
      url: "/api/hr/analytics/overdue?department=Marketing",
      headers: { authorization: `Bearer ${await tokenFor(hr)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const viaRest = overdueRestSchema.parse(res.json()).applications;
    expect(viaRest.filter((row) => mine.has(row.applicant_id))).toEqual([snakeCaseKeys(expected)]);
    expect(viaRest.length).toBeLessThanOrEqual(100);
    // Longest waiting first.
    const waits = viaRest.map((row) => row.days_waiting);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));

    const all = await caller(hr).hr.analytics.overdue({});
    expect(all.applications.filter((row) => mine.has(row.applicantId)).map((row) => row.applicantId)).toEqual([ids.overdue]);
  });

  it("marks nothing below 20 decisions", async () => {
    const board = await caller(hr).hr.pipeline.column({ department: "Sales", column: "round-2" });
    expect(board.data.some((card) => card.applicantId === ids.sales)).toBe(true);
    expect(overdueOf(board.data)).toEqual([]);
    const list = await caller(hr).hr.applicants.list({ department: "Sales", round: "round-2" });
    expect(overdueOf(list.data)).toEqual([]);
    const overdue = await caller(hr).hr.analytics.overdue({ department: "Sales" });
    expect(overdue.applications.some((row) => row.applicantId === ids.sales)).toBe(false);
  });

  it("is for HR only", async () => {
    await expect(caller(candidate).hr.analytics.overdue({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    const res = await testApp.app.inject({
      method: "GET",
      url: "/api/hr/analytics/overdue",
      headers: { authorization: `Bearer ${await tokenFor(candidate)}` },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: "GET", url: "/api/hr/analytics/overdue" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("is described in the OpenAPI document", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("/api/hr/analytics/overdue");
  });
});
