// Scorecards (issue #30 item 5) through both doors: the criteria's defaults and HR's edits; an
// interviewer's submission (exactly the interview's criteria, 1–4, a recommendation, notes); privacy
// before submitting (an interviewer sees only their own until theirs is in, then everyone's); HR sees
// all on the applicant and a summary on the board card; the candidate sees none; changes until HR
// decides; erasure removes them with the person; bad input is a clear 400.
import { describe, expect, it } from "vitest";
import { eraseRows } from "../../src/infra/privacy/erase-rows.js";
import { moveApplicant } from "../../src/server/services/applicants/move-applicant.js";
import { scheduleInterview } from "../../src/server/services/interviews/schedule-interview.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import {
  restApplicationScorecardsAnswer,
  restCriteriaAnswer,
  restInterviewScorecardsAnswer,
  restSubmitScorecardAnswer,
  toRestApplicationScorecards,
} from "../../src/server/rest/interview-bodies.js";
import {
  CRITERIA_LIMITS,
  DEFAULT_SCORECARD_CRITERIA,
  describeScorecardSummary,
  SCORECARD_TEXTS,
  type Recommendation,
} from "../../src/shared/scorecards.js";
import type { Department } from "../../src/shared/departments.js";
import { createApplication } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;

const DAY = 24 * 60 * 60 * 1000;
let dayOffset = 20;

describe("scorecards", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;

  async function rest(method: "GET" | "POST" | "PUT", url: string, user: User | null, payload?: object) {
    const headers = user ? { authorization: `Bearer ${await tokenFor(user)}` } : undefined;
    const res = await testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }
  const caller = (user: User) =>
    createCallerFactory(appRouter)(createContextInner(testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }));
  const hrUser = () => createUser(db(), { role: "hr", name: `Meera HR ${uniqueSuffix()}` });
  const interviewer = (name = "Ira") => createUser(db(), { role: "interviewer", name: `${name} Interviewer ${uniqueSuffix()}` });

  /** A candidate's Round 1 application with an interview of two interviewers (each test its own day). */
  async function interviewed(department: Department = "Operations") {
    const hr = await hrUser();
    const [anu, ben] = [await interviewer("Anu"), await interviewer("Ben")];
    const candidate = await createUser(db(), { name: `Asha Card ${uniqueSuffix()}` });
    const job = await createJob(db(), { department, jobTitle: `Scored Engineer ${uniqueSuffix()}` });
    const application = await createApplication(db(), {
      userId: candidate.id,
      jobId: job.id,
      jobTitle: job.jobTitle,
      department,
      fullName: candidate.name,
      email: candidate.email,
      round: "round_1",
      roundStatus: "in_progress",
    });
    dayOffset += 1;
    const { id } = await scheduleInterview(testApp.deps, {
      applicationId: application.id,
      startsAt: new Date(Date.now() + dayOffset * DAY),
      durationMinutes: 45,
      interviewerIds: [anu.id, ben.id],
      meetingUrl: "https://meet.example.com/scored",
      actorId: hr.id,
    });
    return { hr, anu, ben, candidate, job, application, interviewId: id };
  }
  const card = (recommendation: Recommendation, notes?: string) => ({
    ratings: { "Problem solving": 3, Coding: 4, Communication: 2 },
    recommendation,
    ...(notes === undefined ? {} : { notes }),
  });

  it("gives each round sensible default criteria, and HR edits a department's round (both doors, audited, validated)", async () => {
    const hr = await hrUser();
    const ira = await interviewer();
    const defaults = restCriteriaAnswer.parse((await rest("GET", "/api/hr/scorecard-criteria?department=Design&round=round_2", hr)).body);
    expect(defaults).toEqual({
      department: "Design",
      round: "round_2",
      criteria: ["System design", "Depth", "Collaboration"],
      is_default: true,
    });
    for (const round of ["resume_screening", "round_1", "round_2", "final_round", "hr_round"] as const) {
      expect(DEFAULT_SCORECARD_CRITERIA[round].length).toBeGreaterThanOrEqual(CRITERIA_LIMITS.min);
      expect(await caller(hr).hr.scorecardCriteria.get({ department: "Design", round })).toMatchObject({
        criteria: [...DEFAULT_SCORECARD_CRITERIA[round]],
        isDefault: true,
      });
    }

    const saved = await rest("PUT", "/api/hr/scorecard-criteria?department=Design&round=round_2", hr, {
      criteria: ["  Visual craft ", "Critique", "Prototyping"],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      criteria: ["Visual craft", "Critique", "Prototyping"],
      is_default: false,
      message: SCORECARD_TEXTS.criteriaSaved,
    });
    const reordered = await caller(hr).hr.scorecardCriteria.set({
      department: "Design",
      round: "round_2",
      criteria: ["Prototyping", "Visual craft"],
    });
    expect(reordered.criteria).toEqual(["Prototyping", "Visual craft"]);
    expect(await caller(hr).hr.scorecardCriteria.get({ department: "Design", round: "round_2" })).toMatchObject({
      criteria: ["Prototyping", "Visual craft"],
      isDefault: false,
    });
    // Other departments and rounds keep their defaults.
    expect((await caller(hr).hr.scorecardCriteria.get({ department: "Sales", round: "round_2" })).isDefault).toBe(true);
    const audit = await db().auditEvent.findMany({
      where: { action: "scorecard_criteria_changed", targetId: "Design:round_2" },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.actorId, row.before, row.after])).toEqual([
      [
        hr.id,
        { department: "Design", round: "round_2", criteria: 3, default: true },
        { department: "Design", round: "round_2", criteria: 3, default: false },
      ],
      [
        hr.id,
        { department: "Design", round: "round_2", criteria: 3, default: false },
        { department: "Design", round: "round_2", criteria: 2, default: false },
      ],
    ]);

    const url = "/api/hr/scorecard-criteria?department=Design&round=round_2";
    const refusals: [object, string][] = [
      [{ criteria: [] }, SCORECARD_TEXTS.tooFewCriteria],
      [{ criteria: Array.from({ length: 9 }, (_, i) => `Criterion ${i}`) }, SCORECARD_TEXTS.tooManyCriteria],
      [{ criteria: ["A"] }, SCORECARD_TEXTS.labelLength],
      [{ criteria: ["x".repeat(61)] }, SCORECARD_TEXTS.labelLength],
      [{ criteria: ["Coding", "coding"] }, SCORECARD_TEXTS.duplicateLabel],
      [{}, SCORECARD_TEXTS.tooFewCriteria],
    ];
    for (const [payload, message] of refusals) {
      const res = await rest("PUT", url, hr, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await rest("GET", "/api/hr/scorecard-criteria?department=Moon&round=round_2", hr)).status).toBe(400);
    expect((await rest("GET", "/api/hr/scorecard-criteria?department=Design&round=round_9", hr)).status).toBe(400);
    expect((await caller(hr).hr.scorecardCriteria.get({ department: "Design", round: "round_2" })).criteria).toEqual([
      "Prototyping",
      "Visual craft",
    ]);
    // HR only.
    expect((await rest("GET", url, ira)).status).toBe(403);
    expect((await rest("PUT", url, ira, { criteria: ["Taste"] })).status).toBe(403);
    await expect(
      caller(ira).hr.scorecardCriteria.set({ department: "Design", round: "round_2", criteria: ["Taste"] }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("keeps the others' scorecards from an interviewer until theirs is in, then shows them all; HR sees every one", async () => {
    const { hr, anu, ben, application, interviewId } = await interviewed();
    // The interview lists carry the criteria each scorecard rates (the round's defaults here).
    const listed = await rest("GET", "/api/interviews", anu);
    expect(listed.status).toBe(200);
    expect((listed.body.interviews as { id: number; criteria: string[] }[]).find((i) => i.id === interviewId)?.criteria).toEqual([
      "Problem solving",
      "Coding",
      "Communication",
    ]);

    const submitted = await rest(
      "POST",
      `/api/interviews/${interviewId}/scorecard`,
      anu,
      card("strong_yes", "  Clear thinker; solid code.  "),
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const mine = restSubmitScorecardAnswer.parse(submitted.body);
    expect(mine).toMatchObject({
      interview_id: interviewId,
      criteria: ["Problem solving", "Coding", "Communication"],
      editable: true,
      message: SCORECARD_TEXTS.submitted,
      mine: {
        interviewer: { id: anu.id, name: anu.name },
        ratings: { "Problem solving": 3, Coding: 4, Communication: 2 },
        recommendation: "strong_yes",
        notes: "Clear thinker; solid code.",
      },
      others: [],
    });

    // Ben has not submitted: he sees neither Anu's scorecard nor that of anyone else.
    const before = restInterviewScorecardsAnswer.parse((await rest("GET", `/api/interviews/${interviewId}/scorecards`, ben)).body);
    expect(before).toMatchObject({ mine: null, others: null });
    expect(JSON.stringify(before)).not.toContain("Clear thinker");
    expect(await caller(ben).interviews.scorecards({ interviewId })).toMatchObject({ mine: null, others: null });

    const bens = await caller(ben).interviews.submitScorecard({ interviewId, ...card("yes") });
    expect(bens.mine).toMatchObject({ recommendation: "yes", notes: null });
    expect(bens.others?.map((scorecard) => [scorecard.interviewer.id, scorecard.notes])).toEqual([[anu.id, "Clear thinker; solid code."]]);
    const anusView = restInterviewScorecardsAnswer.parse((await rest("GET", `/api/interviews/${interviewId}/scorecards`, anu)).body);
    expect(anusView.others?.map((scorecard) => scorecard.recommendation)).toEqual(["yes"]);

    // HR: every scorecard on the applicant, through both doors.
    const all = restApplicationScorecardsAnswer.parse(
      (await rest("GET", `/application/api/applicants/${application.id}/scorecards`, hr)).body,
    );
    expect(all.interviews).toHaveLength(1);
    expect(all.interviews[0]).toMatchObject({ id: interviewId, round: "round_1", status: "scheduled", pending: [] });
    expect(
      all.interviews[0]!.scorecards.map((scorecard) => [scorecard.interviewer.name, scorecard.recommendation, scorecard.notes]),
    ).toEqual([
      [anu.name, "strong_yes", "Clear thinker; solid code."],
      [ben.name, "yes", null],
    ]);
    expect(toRestApplicationScorecards(await caller(hr).hr.interviews.scorecards({ applicationId: application.id }))).toEqual(all);
    // HR reading the interview itself sees all too, without being on it.
    expect((await caller(hr).interviews.scorecards({ interviewId })).others).toHaveLength(2);

    // The audit rows: ids only, never the ratings or notes.
    const audit = await db().auditEvent.findMany({
      where: { action: "scorecard_submitted", applicationId: application.id },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.actorId, row.targetType, row.targetId])).toEqual([
      [anu.id, "interview", String(interviewId)],
      [ben.id, "interview", String(interviewId)],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Clear thinker|strong_yes/);
  });

  it("shows the board card a summary of the recommendations, read for the whole page at once", async () => {
    const { hr, anu, ben, job, application, interviewId } = await interviewed();
    const empty = await caller(hr).hr.pipeline.column({ department: "Operations", column: "round-1", jobId: job.id });
    expect(empty.data.find((c) => c.applicantId === application.id)?.scorecards).toBeNull();
    await caller(anu).interviews.submitScorecard({ interviewId, ...card("strong_yes") });
    await caller(ben).interviews.submitScorecard({ interviewId, ...card("yes") });
    const page = await caller(hr).hr.pipeline.column({ department: "Operations", column: "round-1", jobId: job.id });
    const summary = page.data.find((c) => c.applicantId === application.id)?.scorecards;
    expect(summary).toEqual({ total: 2, strong_no: 0, no: 0, yes: 1, strong_yes: 1 });
    expect(describeScorecardSummary(summary!)).toBe("2 scorecards: 1 strong yes, 1 yes");
    const viaRest = await rest("GET", `/api/hr/pipeline/Operations?round=round-1&job_id=${job.id}`, hr);
    expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(200);
    expect(
      (viaRest.body.data as { applicant_id: number; scorecards: unknown }[]).find((c) => c.applicant_id === application.id)?.scorecards,
    ).toEqual(summary);
  });

  it("refuses what is not a participant's scorecard, and shows the candidate none", async () => {
    const { hr, anu, candidate, application, interviewId } = await interviewed();
    const stranger = await interviewer("Cal");
    const url = `/api/interviews/${interviewId}/scorecard`;
    expect(await rest("POST", url, stranger, card("yes"))).toMatchObject({
      status: 404,
      body: { error: SCORECARD_TEXTS.interviewNotFound },
    });
    expect((await rest("GET", `/api/interviews/${interviewId}/scorecards`, stranger)).status).toBe(404);
    expect(await rest("POST", url, hr, card("yes"))).toMatchObject({ status: 403, body: { error: SCORECARD_TEXTS.notParticipant } });
    expect((await rest("POST", "/api/interviews/999999999/scorecard", anu, card("yes"))).status).toBe(404);

    await caller(anu).interviews.submitScorecard({ interviewId, ...card("no", "Secret assessment of the candidate") });
    // The candidate: 403 on every door to scorecards, and nothing of them on their own pages.
    expect((await rest("POST", url, candidate, card("yes"))).status).toBe(403);
    expect((await rest("GET", `/api/interviews/${interviewId}/scorecards`, candidate)).status).toBe(403);
    expect((await rest("GET", `/application/api/applicants/${application.id}/scorecards`, candidate)).status).toBe(403);
    await expect(caller(candidate).interviews.scorecards({ interviewId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller(candidate).hr.interviews.scorecards({ applicationId: application.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // An interviewer reads scorecards only of their interviews, never HR's applicant view.
    expect((await rest("GET", `/application/api/applicants/${application.id}/scorecards`, anu)).status).toBe(403);
    for (const path of ["/api/me/applications", "/api/me/interviews"]) {
      const res = await rest("GET", path, candidate);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/Secret assessment|recommendation|scorecard/i);
    }
    expect((await rest("GET", `/application/api/applicants/999999999/scorecards`, hr)).status).toBe(404);
  });

  it("refuses bad scorecards with a clear 400", async () => {
    const { anu, interviewId } = await interviewed();
    const url = `/api/interviews/${interviewId}/scorecard`;
    const mismatch = SCORECARD_TEXTS.ratingsMismatch(["Problem solving", "Coding", "Communication"]);
    const cases: [object, string][] = [
      [{ ...card("yes"), ratings: { "Problem solving": 3, Coding: 4 } }, mismatch],
      [{ ...card("yes"), ratings: { "Problem solving": 3, Coding: 4, Communication: 2, Taste: 4 } }, mismatch],
      [{ ...card("yes"), ratings: { "Problem solving": 3, Coding: 4, communication: 2 } }, mismatch],
      [{ ...card("yes"), ratings: { "Problem solving": 0, Coding: 4, Communication: 2 } }, SCORECARD_TEXTS.invalidRating],
      [{ ...card("yes"), ratings: { "Problem solving": 5, Coding: 4, Communication: 2 } }, SCORECARD_TEXTS.invalidRating],
      [{ ...card("yes"), ratings: { "Problem solving": 2.5, Coding: 4, Communication: 2 } }, SCORECARD_TEXTS.invalidRating],
      [{ ...card("yes"), ratings: { "Problem solving": "3", Coding: 4, Communication: 2 } }, SCORECARD_TEXTS.invalidRating],
      [{ ...card("yes"), recommendation: "maybe" }, SCORECARD_TEXTS.unknownRecommendation],
      [card("yes", "x".repeat(CRITERIA_LIMITS.notes + 1)), SCORECARD_TEXTS.notesTooLong],
      [{ recommendation: "yes" }, SCORECARD_TEXTS.invalidRating],
    ];
    for (const [payload, message] of cases) {
      const res = await rest("POST", url, anu, payload);
      expect(res.status, JSON.stringify({ payload, body: res.body })).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await rest("POST", "/api/interviews/abc/scorecard", anu, card("yes"))).status).toBe(400);
    expect(await db().scorecard.count({ where: { interviewId } })).toBe(0);
    expect((await rest("POST", url, anu, card("yes", "x".repeat(CRITERIA_LIMITS.notes)))).status).toBe(200);
  });

  it("lets an interviewer change their scorecard until HR decides the round, then keeps it; a canceled interview takes none", async () => {
    const { hr, anu, ben, application, interviewId } = await interviewed();
    await caller(anu).interviews.submitScorecard({ interviewId, ...card("no") });
    const changed = await caller(anu).interviews.submitScorecard({ interviewId, ...card("yes", "On reflection, yes.") });
    expect(changed).toMatchObject({ message: SCORECARD_TEXTS.updated, mine: { recommendation: "yes", notes: "On reflection, yes." } });
    expect(await db().scorecard.count({ where: { interviewId } })).toBe(1);

    await moveApplicant(testApp.deps, {
      department: "Operations",
      applicantId: application.id,
      status: "cleared",
      toRound: "round_2",
      changedById: hr.id,
    });
    const late = await rest("POST", `/api/interviews/${interviewId}/scorecard`, anu, card("strong_no"));
    expect(late).toMatchObject({ status: 409, body: { error: SCORECARD_TEXTS.decided } });
    expect((await db().scorecard.findFirstOrThrow({ where: { interviewId, interviewerId: anu.id } })).recommendation).toBe("yes");
    // A first scorecard after the decision is still taken.
    expect((await rest("POST", `/api/interviews/${interviewId}/scorecard`, ben, card("yes"))).status).toBe(200);

    const other = await interviewed();
    await caller(other.hr).hr.interviews.cancel({ id: other.interviewId });
    const canceled = await rest("POST", `/api/interviews/${other.interviewId}/scorecard`, other.anu, card("yes"));
    expect(canceled).toMatchObject({ status: 409, body: { error: SCORECARD_TEXTS.interviewCanceled } });
  });

  it("rates the department's own criteria once HR has set them", async () => {
    const hr = await hrUser();
    await caller(hr).hr.scorecardCriteria.set({ department: "Finance", round: "round_1", criteria: ["Accounting", "Excel"] });
    const { anu, interviewId } = await interviewed("Finance");
    const defaults = await rest("POST", `/api/interviews/${interviewId}/scorecard`, anu, card("yes"));
    expect(defaults).toMatchObject({ status: 400, body: { error: SCORECARD_TEXTS.ratingsMismatch(["Accounting", "Excel"]) } });
    const ok = await rest("POST", `/api/interviews/${interviewId}/scorecard`, anu, {
      ratings: { Excel: 4, Accounting: 3 },
      recommendation: "strong_yes",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ criteria: ["Accounting", "Excel"], mine: { ratings: { Accounting: 3, Excel: 4 } } });
  });

  it("erasure removes the scorecards with the person; the interview (its time, place, link) stays", async () => {
    const { anu, ben, application, interviewId } = await interviewed();
    await caller(anu).interviews.submitScorecard({ interviewId, ...card("yes", "Notes about the person") });
    await caller(ben).interviews.submitScorecard({ interviewId, ...card("no") });
    expect(await db().scorecard.count({ where: { interviewId } })).toBe(2);
    await db().$transaction((tx) => eraseRows(tx, { applicationIds: [application.id] }));
    expect(await db().scorecard.count({ where: { interviewId } })).toBe(0);
    expect(await db().interview.findUniqueOrThrow({ where: { id: interviewId } })).toMatchObject({
      meetingUrl: "https://meet.example.com/scored",
      durationMinutes: 45,
    });
  });
});
