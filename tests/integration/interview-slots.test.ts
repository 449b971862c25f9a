// Self-booking (issue #30 item 4) through both doors, with the real worker mailing into an SMTP
// sink: HR offers times to one applicant (REST) or the same times to several of a round (tRPC), each
// applicant is mailed the times in IST with the link to book; twenty candidates pressing one time in
// parallel get one 200 and nineteen 409s; a double click books once; another candidate's time is a
// 404; a time whose interviewer became busy, or has passed, is refused and left off the list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { scheduleInterview } from "../../src/server/services/interviews/schedule-interview.js";
import { restBookSlotAnswer, restSlotOfferAnswer } from "../../src/server/rest/interview-bodies.js";
import { SLOT_TEXTS } from "../../src/shared/interview-slots.js";
import type { HiringRound } from "../../src/shared/hr/rounds.js";
import { createApplication } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";

type User = Awaited<ReturnType<typeof createUser>>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A whole hour some days ahead, so every test's times are in the future and apart from the others'. */
const at = (days: number, hour: number) => {
  const base = new Date(Date.now() + days * DAY);
  base.setUTCHours(hour, 0, 0, 0);
  return base;
};

describe("interview slots", () => {
  let pipeline: MailPipeline;
  let hr: User;
  const db = () => pipeline.testApp.deps.db;

  async function rest(method: "GET" | "POST", url: string, user: User | null, payload?: object) {
    const headers = user ? { authorization: `Bearer ${await tokenFor(user)}` } : undefined;
    const res = await pipeline.testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }
  const caller = (user: User) =>
    createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }),
    );

  /** A candidate account with an application in progress in `round`. */
  async function applicant(round: HiringRound = "round_1", jobTitle = `Slot Engineer ${uniqueSuffix()}`) {
    const user = await createUser(db(), { name: `Asha Slot ${uniqueSuffix()}`, email: `asha.slot.${uniqueSuffix()}@example.com` });
    const job = await createJob(db(), { jobTitle });
    const application = await createApplication(db(), {
      userId: user.id,
      jobId: job.id,
      jobTitle,
      email: user.email,
      fullName: user.name,
      round,
      roundStatus: "in_progress",
    });
    return { user, application };
  }
  const interviewer = () => createUser(db(), { role: "interviewer", name: `Ira Interviewer ${uniqueSuffix()}` });

  beforeAll(async () => {
    pipeline = await startMailPipeline("interview-slots");
    hr = await createUser(db(), { role: "hr", name: `Meera HR ${uniqueSuffix()}` });
  });
  afterAll(async () => {
    await pipeline.close();
  });

  it("offers times to one applicant: rows, an audit row, the mail with the times in IST and the link to book, and the open times listed", async () => {
    const { user, application } = await applicant("round_1", `Frontend Developer ${uniqueSuffix()}`);
    const ira = await interviewer();
    const first = at(3, 4); // 04:30 UTC is 10:00 IST: the mail names 10:00 am.
    first.setUTCMinutes(30);
    const second = new Date(first.getTime() + HOUR);
    const res = await rest("POST", `/application/api/applicants/${application.id}/interview-slots`, hr, {
      slots: [
        { starts_at: second.toISOString(), duration_minutes: 45 },
        { starts_at: first.toISOString().replace("Z", "+00:00"), duration_minutes: 45 },
      ],
      interviewer_ids: [ira.id],
      meeting_url: "https://meet.example.com/round-1",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const offer = restSlotOfferAnswer.parse(res.body);
    expect(offer.application_ids).toEqual([application.id]);
    expect(offer.slot_ids).toHaveLength(2);

    const slots = await db().interviewSlot.findMany({ where: { offerId: offer.offer_id }, orderBy: { startsAt: "asc" } });
    expect(slots.map((slot) => [slot.id, slot.startsAt.toISOString(), slot.interviewId])).toEqual([
      [offer.slot_ids[0], first.toISOString(), null],
      [offer.slot_ids[1], second.toISOString(), null],
    ]);
    expect(await db().interviewSlotOffer.findUniqueOrThrow({ where: { id: offer.offer_id } })).toMatchObject({
      round: "round_1",
      interviewerIds: [ira.id],
      meetingUrl: "https://meet.example.com/round-1",
      createdById: hr.id,
    });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "interview_slots_offered", applicationId: application.id } });
    expect(audit).toMatchObject({ actorId: hr.id, after: { round: "round_1", offer: offer.offer_id, slots: 2, interviewers: 1 } });

    const mail = await pipeline.sink.waitForMail((m) => m.to.includes(user.email) && /^Pick a time for your interview/.test(m.subject));
    expect(mail.subject).toContain(application.jobTitle!);
    expect(mail.text).toContain("10:00 am – 10:45 am IST");
    expect(mail.text).toContain("11:00 am – 11:45 am IST");
    expect(mail.text).toContain("https://meet.example.com/round-1");
    expect(mail.text).toContain(`/applications?book=${offer.offer_id}`);

    const open = await caller(user).me.interviews();
    expect(open.slots.map((slot) => slot.id)).toEqual(offer.slot_ids);
    expect(open.slots[0]).toMatchObject({
      offerId: offer.offer_id,
      applicationId: application.id,
      round: "round_1",
      roundLabel: "Round 1",
      startsAt: first.toISOString(),
      durationMinutes: 45,
      meetingUrl: "https://meet.example.com/round-1",
    });
    const mine = await rest("GET", "/api/me/interviews", user);
    expect(mine.status).toBe(200);
    expect((mine.body.slots as { id: number }[]).map((slot) => slot.id)).toEqual(offer.slot_ids);
  });

  it("offers the same times to several applicants of one round, mailing each, and refuses applicants of different rounds", async () => {
    const ira = await interviewer();
    const people = [await applicant(), await applicant(), await applicant()];
    const offer = await caller(hr).hr.interviews.offerSlots({
      applicationIds: people.map((person) => person.application.id),
      slots: [{ startsAt: at(4, 6).toISOString(), durationMinutes: 30 }],
      interviewerIds: [ira.id],
      location: "Manipal office, room 2",
    });
    expect(offer.applicationIds).toEqual(people.map((person) => person.application.id));
    for (const { user } of people) {
      const mail = await pipeline.sink.waitForMail((m) => m.to.includes(user.email) && /^Pick a time/.test(m.subject));
      expect(mail.text).toContain("Manipal office, room 2");
      expect(mail.text).toContain(`/applications?book=${offer.offerId}`);
    }
    expect(
      await db().auditEvent.count({ where: { action: "interview_slots_offered", after: { path: ["offer"], equals: offer.offerId } } }),
    ).toBe(3);

    const later = await applicant("round_2");
    await expect(
      caller(hr).hr.interviews.offerSlots({
        applicationIds: [people[0]!.application.id, later.application.id],
        slots: [{ startsAt: at(4, 8).toISOString(), durationMinutes: 30 }],
        interviewerIds: [ira.id],
        location: "Manipal",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: SLOT_TEXTS.notSameRound });
  });

  it("refuses bad offers with a clear 400 (or 404/409), writing nothing", async () => {
    const { application } = await applicant();
    const ira = await interviewer();
    const candidate = await createUser(db());
    const url = `/application/api/applicants/${application.id}/interview-slots`;
    const slot = (days: number, hour: number, minutes = 30) => ({ starts_at: at(days, hour).toISOString(), duration_minutes: minutes });
    const body = (overrides: object) => ({ slots: [slot(5, 5)], interviewer_ids: [ira.id], location: "Manipal", ...overrides });
    const cases: [object, number, string | RegExp][] = [
      [body({ slots: [] }), 400, SLOT_TEXTS.tooFewSlots],
      [body({ slots: Array.from({ length: 21 }, (_, i) => slot(5, 0, 15 + i)) }), 400, SLOT_TEXTS.tooManySlots],
      [body({ slots: [{ starts_at: new Date(Date.now() - HOUR).toISOString(), duration_minutes: 30 }] }), 400, SLOT_TEXTS.slotInPast],
      [
        body({ slots: [slot(5, 5, 60), { starts_at: new Date(at(5, 5).getTime() + 30 * 60_000).toISOString(), duration_minutes: 30 }] }),
        400,
        SLOT_TEXTS.slotsOverlap,
      ],
      [body({ slots: [slot(5, 5, 10)] }), 400, /minutes from 15 to 240/],
      [body({ slots: [slot(5, 5, 241)] }), 400, /minutes from 15 to 240/],
      [body({ slots: [{ starts_at: "tomorrow at ten", duration_minutes: 30 }] }), 400, /2026-12-01T10:00:00\+05:30/],
      [body({ location: undefined }), 400, SLOT_TEXTS.placeRequired],
      [body({ interviewer_ids: [] }), 400, /interviewers/],
      [body({ interviewer_ids: [candidate.id] }), 400, /./],
      [body({ meeting_url: "javascript:alert(1)" }), 400, /http\(s\) link/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await rest("POST", url, hr, payload);
      expect(res.status, JSON.stringify({ payload, body: res.body })).toBe(status);
      expect(String(res.body.error)).toMatch(message);
    }
    expect((await rest("POST", "/application/api/applicants/999999999/interview-slots", hr, body({}))).status).toBe(404);
    const decided = await createApplication(db(), { round: "round_1", roundStatus: "rejected" });
    expect((await rest("POST", `/application/api/applicants/${decided.id}/interview-slots`, hr, body({}))).status).toBe(409);
    expect(await db().interviewSlotOffer.count({ where: { applicants: { some: { applicationId: application.id } } } })).toBe(0);
    // Only HR offers times.
    expect((await rest("POST", url, candidate, body({}))).status).toBe(403);
    expect((await rest("POST", url, ira, body({}))).status).toBe(403);
    expect((await rest("POST", url, null, body({}))).status).toBe(401);
  });

  it("twenty candidates pressing the same time in parallel: exactly one 200, nineteen 409s, one interview", async () => {
    const ira = await interviewer();
    const people = await Promise.all(Array.from({ length: 20 }, () => applicant()));
    const offer = await caller(hr).hr.interviews.offerSlots({
      applicationIds: people.map((person) => person.application.id),
      slots: [{ startsAt: at(6, 5).toISOString(), durationMinutes: 45 }],
      interviewerIds: [ira.id],
      meetingUrl: "https://meet.example.com/busy",
    });
    const slotId = offer.slotIds[0]!;
    const results = await Promise.all(people.map(({ user }) => rest("POST", `/api/me/interview-slots/${slotId}/book`, user)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.error).toBe(SLOT_TEXTS.slotTaken);

    const winner = restBookSlotAnswer.parse(results.find((result) => result.status === 200)!.body);
    const slot = await db().interviewSlot.findUniqueOrThrow({ where: { id: slotId } });
    expect(slot.interviewId).toBe(winner.interview.id);
    const interviews = await db().interview.findMany({ where: { applicationId: { in: people.map((person) => person.application.id) } } });
    expect(interviews).toHaveLength(1);
    expect(interviews[0]).toMatchObject({
      startsAt: at(6, 5),
      durationMinutes: 45,
      meetingUrl: "https://meet.example.com/busy",
      status: "scheduled",
    });
    expect(
      await db().interviewParticipant.findMany({ where: { interviewId: winner.interview.id }, select: { interviewerId: true } }),
    ).toEqual([{ interviewerId: ira.id }]);
    const booked = people.find((person) => person.application.id === winner.interview.application_id)!;
    expect(
      await db().auditEvent.findFirst({ where: { action: "interview_slot_booked", targetId: String(winner.interview.id) } }),
    ).toMatchObject({
      actorId: booked.user.id,
      applicationId: booked.application.id,
      after: { offer: offer.offerId, slot: slotId, round: "round_1" },
    });
    // The winner gets the interview's invitation; the time is gone from everyone's list.
    await pipeline.sink.waitForMail((m) => m.to.includes(booked.user.email) && /^Interview for/.test(m.subject));
    for (const { user } of people.slice(0, 3)) expect((await caller(user).me.interviews()).slots.some((s) => s.id === slotId)).toBe(false);
  });

  it("a double click books once: the second press answers the same interview; another time of the same offer is a 409", async () => {
    const { user, application } = await applicant();
    const ira = await interviewer();
    const offer = await caller(hr).hr.interviews.offerSlots({
      applicationIds: [application.id],
      slots: [
        { startsAt: at(7, 5).toISOString(), durationMinutes: 30 },
        { startsAt: at(7, 6).toISOString(), durationMinutes: 30 },
      ],
      interviewerIds: [ira.id],
      location: "Manipal",
    });
    const [first, second] = await Promise.all([
      rest("POST", `/api/me/interview-slots/${offer.slotIds[0]}/book`, user),
      caller(user).me.bookSlot({ slotId: offer.slotIds[0]! }),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(restBookSlotAnswer.parse(first.body).interview.id).toBe(second.interview.id);
    expect(await db().interview.count({ where: { applicationId: application.id } })).toBe(1);
    expect(await db().auditEvent.count({ where: { action: "interview_slot_booked", applicationId: application.id } })).toBe(1);

    const other = await rest("POST", `/api/me/interview-slots/${offer.slotIds[1]}/book`, user);
    expect(other).toMatchObject({ status: 409, body: { error: SLOT_TEXTS.alreadyBooked } });
    expect((await caller(user).me.interviews()).slots.filter((slot) => slot.offerId === offer.offerId)).toEqual([]);
  });

  it("another candidate's time is a 404; HR and interviewers cannot book; a bad id is a 400", async () => {
    const { application } = await applicant();
    const stranger = await applicant();
    const ira = await interviewer();
    const offer = await caller(hr).hr.interviews.offerSlots({
      applicationIds: [application.id],
      slots: [{ startsAt: at(8, 5).toISOString(), durationMinutes: 30 }],
      interviewerIds: [ira.id],
      location: "Manipal",
    });
    const url = `/api/me/interview-slots/${offer.slotIds[0]}/book`;
    expect(await rest("POST", url, stranger.user)).toMatchObject({ status: 404, body: { error: SLOT_TEXTS.slotNotFound } });
    expect((await rest("POST", "/api/me/interview-slots/999999999/book", stranger.user)).status).toBe(404);
    expect((await rest("POST", url, hr)).status).toBe(403);
    expect((await rest("POST", url, ira)).status).toBe(403);
    expect((await rest("POST", url, null)).status).toBe(401);
    expect((await rest("POST", "/api/me/interview-slots/abc/book", stranger.user)).status).toBe(400);
    expect(await db().interviewSlot.findUniqueOrThrow({ where: { id: offer.slotIds[0]! } })).toMatchObject({ interviewId: null });
  });

  it("a time whose interviewer became busy is left off the list and refused; a time that has passed is refused", async () => {
    const { user, application } = await applicant();
    const other = await applicant();
    const ira = await interviewer();
    const offer = await caller(hr).hr.interviews.offerSlots({
      applicationIds: [application.id],
      slots: [
        { startsAt: at(9, 5).toISOString(), durationMinutes: 60 },
        { startsAt: at(9, 7).toISOString(), durationMinutes: 60 },
      ],
      interviewerIds: [ira.id],
      location: "Manipal",
    });
    // HR puts the interviewer into another interview overlapping the first time.
    await scheduleInterview(pipeline.testApp.deps, {
      applicationId: other.application.id,
      startsAt: new Date(at(9, 5).getTime() + 30 * 60_000),
      durationMinutes: 60,
      interviewerIds: [ira.id],
      location: "Manipal",
      actorId: hr.id,
    });
    const open = (await caller(user).me.interviews()).slots.map((slot) => slot.id);
    expect(open).toEqual([offer.slotIds[1]]);
    const busy = await rest("POST", `/api/me/interview-slots/${offer.slotIds[0]}/book`, user);
    expect(busy).toMatchObject({ status: 409, body: { error: SLOT_TEXTS.slotTaken } });
    expect(await db().interview.count({ where: { applicationId: application.id } })).toBe(0);

    // The clock past the second time.
    await db().interviewSlot.update({ where: { id: offer.slotIds[1]! }, data: { startsAt: new Date(Date.now() - 60_000) } });
    expect((await caller(user).me.interviews()).slots.some((slot) => slot.offerId === offer.offerId)).toBe(false);
    const passed = await rest("POST", `/api/me/interview-slots/${offer.slotIds[1]}/book`, user);
    expect(passed).toMatchObject({ status: 409, body: { error: SLOT_TEXTS.slotPassed } });
  });

  it("an application that moved on closes its offer", async () => {
    const { user, application } = await applicant();
    const ira = await interviewer();
    const offer = await caller(hr).hr.interviews.offerSlots({
      applicationIds: [application.id],
      slots: [{ startsAt: at(10, 5).toISOString(), durationMinutes: 30 }],
      interviewerIds: [ira.id],
      location: "Manipal",
    });
    await db().application.update({ where: { id: application.id }, data: { round: "round_2" } });
    expect((await caller(user).me.interviews()).slots).toEqual([]);
    const res = await rest("POST", `/api/me/interview-slots/${offer.slotIds[0]}/book`, user);
    expect(res).toMatchObject({ status: 409, body: { error: SLOT_TEXTS.offerClosed } });
  });
});
