// The reply-by estimate on Tracking Application (issue #32): at a department and round with a known
// history (entries and decisions at set times, some still waiting, one withdrawn), an open
// application's expectedDecision is the Kaplan–Meier median and 80th percentile worked by hand, through
// both doors; a decided or withdrawn application has none; fewer than 20 decisions give none; another
// department's history does not count. The clock is set to a fixed instant years ahead, so only this
// file's rows fall inside the estimate's two-year window (the test database is shared by every file).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Department, HiringRound, RoundStatus } from "../../src/infra/db/generated/client.js";
import { clearDecisionWaitCache } from "../../src/server/services/analytics/estimate-decision-wait.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { myApplicationsRestSchema } from "../../src/server/rest/me.js";
import type { MyApplication } from "../../src/shared/me/applications.js";
import { createApplication } from "../helpers/application-factory.js";
import { createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

const NOW = new Date("2031-03-10T12:00:00.000Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe("expected decision on my applications", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  let candidate: Awaited<ReturnType<typeof createUser>>;
  const ids: Record<string, number> = {};

  /** An application that entered `round` (from resume screening) `enteredDaysAgo` days before NOW. */
  async function entered(
    department: Department,
    round: HiringRound,
    enteredDaysAgo: number,
    outcome: { decidedAfter?: number; rejected?: boolean; withdrawnAfter?: number; userId?: number } = {},
  ) {
    const enteredAt = daysAgo(enteredDaysAgo);
    const decidedAt = outcome.decidedAfter === undefined ? null : new Date(enteredAt.getTime() + outcome.decidedAfter * DAY);
    const next: HiringRound = round === "round_1" ? "round_2" : "final_round";
    const current: { round: HiringRound; roundStatus: RoundStatus } =
      decidedAt === null
        ? { round, roundStatus: "in_progress" }
        : outcome.rejected
          ? { round, roundStatus: "rejected" }
          : { round: next, roundStatus: "in_progress" };
    const application = await createApplication(db(), {
      department,
      ...current,
      ...(outcome.userId ? { userId: outcome.userId, email: candidate.email } : {}),
      createdAt: new Date(enteredAt.getTime() - DAY),
      withdrawnAt: outcome.withdrawnAfter === undefined ? null : new Date(enteredAt.getTime() + outcome.withdrawnAfter * DAY),
    });
    await db().roundChange.create({
      data: { applicationId: application.id, fromRound: "resume_screening", toRound: round, status: "in_progress", createdAt: enteredAt },
    });
    if (decidedAt) {
      await db().roundChange.create({
        data: {
          applicationId: application.id,
          fromRound: round,
          toRound: outcome.rejected ? round : next,
          status: outcome.rejected ? "rejected" : "in_progress",
          createdAt: decidedAt,
        },
      });
    }
    return application;
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    candidate = await createUser(db());
    // Operations, Round 1: 20 decisions (waits in days), entered at different times.
    const waits = [1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10, 12, 14];
    for (const [i, wait] of waits.entries()) await entered("Operations", "round_1", 40 + i, { decidedAfter: wait, rejected: i % 3 === 0 });
    // The 20th decision: the candidate's own, rejected after 20 days.
    ids.rejected = (await entered("Operations", "round_1", 90, { decidedAfter: 20, rejected: true, userId: candidate.id })).id;
    // Censored: the candidate's open one (2 days in), two others still waiting (3 and 11 days), and
    // the candidate's withdrawn one (withdrew 5 days in, 60 days ago).
    ids.open = (await entered("Operations", "round_1", 2, { userId: candidate.id })).id;
    await entered("Operations", "round_1", 3);
    await entered("Operations", "round_1", 11);
    ids.withdrawn = (await entered("Operations", "round_1", 65, { withdrawnAfter: 5, userId: candidate.id })).id;
    // Finance, Round 1: 19 decisions only, and the candidate's open application there.
    for (let i = 0; i < 19; i += 1) await entered("Finance", "round_1", 30 + i, { decidedAfter: 1 + (i % 4) });
    ids.finance = (await entered("Finance", "round_1", 1, { userId: candidate.id })).id;
    // A decision two and a half years before NOW: outside the window, so it does not count.
    await entered("Finance", "round_1", 900, { decidedAfter: 1 });
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  beforeEach(() => clearDecisionWaitCache());

  const listRest = async () => {
    const res = await testApp.app.inject({
      method: "GET",
      url: "/api/me/applications",
      headers: { authorization: `Bearer ${await tokenFor(candidate)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return myApplicationsRestSchema.parse(res.json()).applications;
  };
  const listTrpc = async (): Promise<MyApplication[]> =>
    (
      await createCallerFactory(appRouter)(
        createContextInner(testApp.deps, { id: candidate.id, name: candidate.name, email: candidate.email, role: candidate.role }),
      ).me.applications()
    ).applications;
  const byId = <Application extends { id: number }>(applications: Application[], id: number) => applications.find((a) => a.id === id)!;

  it("gives an open application the Kaplan–Meier median and 80th percentile of its department and round", async () => {
    // Worked by hand. Waits (days): decided 1,1,2,2,2,3,3,4,4,5,5,6,6,7,8,9,10,12,14,20;
    // censored 2 (the open one), 3, 5 (withdrawn), 11 — 24 waits, 20 decisions.
    //   t   n  d  S(t)
    //   1  24  2  22/24                 = 0.91667
    //   2  22  3  × 19/22               = 0.79167   (the censored 2 still at risk at 2)
    //   3  18  2  × 16/18               = 0.70370
    //   4  15  2  × 13/15               = 0.60988
    //   5  13  2  × 11/13               = 0.51605
    //   6  10  2  × 8/10                = 0.41284   ≤ 0.5: the median is 6 days
    //   7   8  1  × 7/8                 = 0.36123
    //   8   7  1  × 6/7                 = 0.30963
    //   9   6  1  × 5/6                 = 0.25802
    //  10   5  1  × 4/5                 = 0.20642   > 0.2
    //  12   3  1  × 2/3                 = 0.13761   ≤ 0.2: the 80th percentile is 12 days
    // (Ignoring the censored waits would have said 5.5 and 9.)
    expect(byId(await listRest(), ids.open!).expectedDecision).toEqual({ median_days: 6, p80_days: 12, based_on: 20 });
    expect(byId(await listTrpc(), ids.open!).expectedDecision).toEqual({ medianDays: 6, p80Days: 12, basedOn: 20 });
  });

  it("gives none to a decided or a withdrawn application", async () => {
    const applications = await listRest();
    expect(byId(applications, ids.rejected!)).toMatchObject({ status: "not_selected", expectedDecision: null });
    expect(byId(applications, ids.withdrawn!)).toMatchObject({ status: "withdrawn", expectedDecision: null });
  });

  it("gives none below 20 decisions, and another department's decisions do not count", async () => {
    const finance = byId(await listRest(), ids.finance!);
    expect(finance).toMatchObject({ department: "Finance", round: "round_1", expectedDecision: null });
  });

  it("is described in the OpenAPI document", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const body = res.body;
    expect(res.statusCode).toBe(200);
    expect(body).toContain("expectedDecision");
    expect(body).toContain("How long applications at this department and round usually wait for a decision");
  });

  it("counts the 20th decision at once (a null is not cached), and an estimate stays cached for its minutes", async () => {
    expect(byId(await listRest(), ids.finance!).expectedDecision).toBeNull();
    await entered("Finance", "round_1", 20, { decidedAfter: 30 });
    expect(byId(await listRest(), ids.finance!).expectedDecision).toEqual({ median_days: 3, p80_days: 4, based_on: 20 });
    await entered("Finance", "round_1", 40, { decidedAfter: 35 });
    // Cached: this newest decision counts only once the estimate has expired.
    expect(byId(await listRest(), ids.finance!).expectedDecision).toEqual({ median_days: 3, p80_days: 4, based_on: 20 });
    vi.setSystemTime(new Date(NOW.getTime() + 11 * 60_000));
    try {
      // Worked by hand. Waits (days): decided 1×5, 2×5, 3×5, 4×4, 30 and 35 (the one 900 days ago is
      // outside the window); censored: the open one, a day and 11 minutes in — 22 waits, 21 decisions.
      //   t   n  d  S(t)
      //   1  22  5  17/22               = 0.77273
      //   2  16  5  × 11/16             = 0.53125   > 0.5 (the open one left the risk set after 1)
      //   3  11  5  × 6/11              = 0.28977   ≤ 0.5: the median is 3 days
      //   4   6  4  × 2/6               = 0.09659   ≤ 0.2: the 80th percentile is 4 days
      expect(byId(await listRest(), ids.finance!).expectedDecision).toEqual({ median_days: 3, p80_days: 4, based_on: 21 });
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});
