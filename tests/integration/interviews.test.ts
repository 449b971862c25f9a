// Interview scheduling (issue #30 items 2, 3, 6, 7) through both doors, with the real worker mailing
// into an SMTP sink: HR schedules (201, invites with a text/calendar part and an .ics attachment to
// the candidate and every interviewer, read back with ical.js), reschedules (same UID, SEQUENCE
// raised) and cancels (METHOD:CANCEL); the database refuses one interviewer in two interviews at
// once (two racing requests: one 201, one 409), back-to-back is fine; reminders are delayed jobs that
// a reschedule replaces and a cancel removes, and their processor mails only the current version;
// bad input is a 400; nobody sees interviews that are not theirs; every step is an audit row.
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderJobId } from "../../src/infra/interviews/reminder-queue.js";
import { REMINDER_LEADS } from "../../src/shared/interview-terms.js";
import { restInterviewsAnswerSchema, restMyInterviewsAnswerSchema } from "../../src/server/rest/interview-bodies.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { processInterviewReminder } from "../../src/worker/processors/interview-reminder.js";
import { createApplication } from "../helpers/application-factory.js";
import { createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";
import type { SinkMail } from "../helpers/smtp-sink.js";

type User = Awaited<ReturnType<typeof createUser>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Whole minutes some weeks ahead, 3 hours apart, so tests never collide on an interviewer's time by accident. */
let nextSlot = Math.floor((Date.now() + 40 * DAY) / 60_000) * 60_000;
function futureStart(): Date {
  nextSlot += 3 * HOUR;
  return new Date(nextSlot);
}

describe("interviews", () => {
  let pipeline: MailPipeline;
  let hr: User;
  let meera: User;
  let ravi: User;
  const db = () => pipeline.testApp.deps.db;
  const deps = () => pipeline.testApp.deps;

  async function rest(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, user: User | null, payload?: object) {
    const headers = user ? { authorization: `Bearer ${await tokenFor(user)}` } : undefined;
    const res = await pipeline.testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    const body = res.headers["content-type"]?.toString().startsWith("application/json") ? (res.json() as Record<string, unknown>) : {};
    return { status: res.statusCode, body, text: res.body, headers: res.headers };
  }
  const caller = (user: User) =>
    createCallerFactory(appRouter)(createContextInner(deps(), { id: user.id, name: user.name, email: user.email, role: user.role }));

  async function applicant(overrides: { round?: "round_1" | "round_2"; withdrawnAt?: Date } = {}) {
    const candidate = await createUser(db(), { name: `Asha Candidate ${uniqueSuffix()}`, email: `asha.${uniqueSuffix()}@example.com` });
    const application = await createApplication(db(), {
      userId: candidate.id,
      email: candidate.email,
      fullName: candidate.name,
      round: overrides.round ?? "round_1",
      department: "Engineering",
      jobTitle: "Frontend Developer",
      ...(overrides.withdrawnAt ? { withdrawnAt: overrides.withdrawnAt } : {}),
    });
    return { candidate, application };
  }

  const schedule = (applicationId: number, user: User, body: Record<string, unknown>) =>
    rest("POST", `/application/api/applicants/${applicationId}/interviews`, user, body);

  const body = (startsAt: Date, interviewers: User[], extra: Record<string, unknown> = {}) => ({
    starts_at: startsAt.toISOString(),
    duration_minutes: 45,
    interviewer_ids: interviewers.map((person) => person.id),
    meeting_url: "https://meet.example.com/rft-round-1",
    ...extra,
  });

  /** The mail's calendar: its text/calendar part (with the METHOD parameter) and its .ics attachment, parsed by ical.js. */
  async function calendarOf(mail: SinkMail) {
    const parsed = await simpleParser(mail.raw);
    const part = parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
    const file = parsed.attachments.find((attachment) => attachment.contentType === "application/ics");
    expect(part, "a text/calendar part").toBeDefined();
    expect(file?.filename).toMatch(/\.ics$/);
    const text = part?.content.toString("utf8") ?? "";
    expect(file?.content.toString("utf8")).toBe(text);
    const contentType = part?.headers.get("content-type") as { params?: Record<string, string> } | undefined;
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = calendar.getFirstSubcomponent("vevent");
    if (!event) throw new Error("no VEVENT");
    const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
    return {
      text,
      partMethod: contentType?.params?.method,
      method: calendar.getFirstPropertyValue("method"),
      uid: event.getFirstPropertyValue("uid"),
      sequence: event.getFirstPropertyValue("sequence"),
      status: event.getFirstPropertyValue("status"),
      start: time("dtstart"),
      end: time("dtend"),
      attendees: event
        .getAllProperties("attendee")
        .map((property) =>
          String(property.getFirstValue())
            .replace(/^mailto:/i, "")
            .toLowerCase(),
        )
        .sort(),
      organizer: String(event.getFirstPropertyValue("organizer")),
      description: String(event.getFirstPropertyValue("description")),
      summary: String(event.getFirstPropertyValue("summary")),
    };
  }

  const mailTo = (user: { email: string }, subject: RegExp, after = 0) =>
    pipeline.sink.waitForMail(
      (mail) => mail.to.includes(user.email) && subject.test(mail.subject) && pipeline.sink.mails.indexOf(mail) >= after,
    );

  const auditOf = (id: number) =>
    db().auditEvent.findMany({ where: { targetType: "interview", targetId: String(id) }, orderBy: { id: "asc" } });

  const host = () => new URL(deps().env.PUBLIC_ORIGIN).hostname;

  beforeAll(async () => {
    pipeline = await startMailPipeline("interviews");
    hr = await createUser(db(), { role: "hr", name: `Nisha HR ${uniqueSuffix()}` });
    meera = await createUser(db(), {
      role: "interviewer",
      name: `Meera Iyer ${uniqueSuffix()}`,
      email: `meera.${uniqueSuffix()}@example.com`,
    });
    ravi = await createUser(db(), {
      role: "interviewer",
      name: `Ravi Kumar ${uniqueSuffix()}`,
      email: `ravi.${uniqueSuffix()}@example.com`,
    });
  });
  afterAll(async () => {
    await deps().interviewReminders.obliterate({ force: true });
    await pipeline.close();
  });

  it("schedules (201), invites everyone with a REQUEST calendar, reschedules (same UID, SEQUENCE raised) and cancels (METHOD:CANCEL), each step audited", async () => {
    const { candidate, application } = await applicant();
    const startsAt = futureStart();
    const created = await schedule(application.id, hr, body(startsAt, [meera, ravi], { location: "Room 4, Tech Park" }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(typeof id).toBe("number");

    // The candidate and both interviewers each get the invite with its calendar.
    const invites = await Promise.all([
      mailTo(candidate, /^Interview for Frontend Developer at RFT Technologies$/),
      mailTo(meera, /^Interview for/),
      mailTo(ravi, /^Interview for/),
    ]);
    for (const invite of invites) {
      const calendar = await calendarOf(invite);
      expect(calendar).toMatchObject({ partMethod: "REQUEST", method: "REQUEST", uid: `interview-${id}@${host()}`, sequence: 0 });
      expect(calendar.start.toJSDate().toISOString()).toBe(startsAt.toISOString());
      expect(calendar.end.toJSDate().toISOString()).toBe(new Date(startsAt.getTime() + 45 * 60_000).toISOString());
      // UTC, written with Z: DTSTART:20300107T…Z.
      expect(calendar.start.zone?.tzid).toBe("UTC");
      expect(calendar.text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
      expect(calendar.attendees).toEqual([candidate.email, meera.email, ravi.email].sort());
      expect(calendar.organizer.toLowerCase()).toContain("mailto:");
      expect(calendar.summary).toContain("Frontend Developer");
      expect(calendar.summary).toContain("Round 1");
      expect(calendar.description).toContain("Asia/Kolkata");
      expect(calendar.description).toContain("IST");
    }
    expect(invites[0]?.text).toContain("Room 4, Tech Park");
    expect(invites[0]?.text).toContain("IST (Asia/Kolkata)");
    expect(invites[1]?.text).toContain(candidate.name);

    const stored = await db().interview.findUniqueOrThrow({ where: { id }, include: { participants: true } });
    expect(stored).toMatchObject({
      applicationId: application.id,
      round: "round_1",
      status: "scheduled",
      sequence: 0,
      durationMinutes: 45,
    });
    expect(stored.participants.map((p) => [p.interviewerId, p.endsAt.getTime() - p.startsAt.getTime(), p.canceled]).sort()).toEqual(
      [meera.id, ravi.id].sort().map((who) => [who, 45 * 60_000, false]),
    );

    // Reschedule: an hour later, 60 minutes, Ravi taken off.
    const movedTo = new Date(startsAt.getTime() + HOUR);
    const seen = pipeline.sink.mails.length;
    const patched = await rest("PATCH", `/api/interviews/${id}`, hr, {
      starts_at: movedTo.toISOString(),
      duration_minutes: 60,
      interviewer_ids: [meera.id],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const updated = await calendarOf(await mailTo(candidate, /^Interview for/, seen));
    expect(updated).toMatchObject({ method: "REQUEST", uid: `interview-${id}@${host()}`, sequence: 1 });
    expect(updated.start.toJSDate().toISOString()).toBe(movedTo.toISOString());
    expect(updated.end.toJSDate().toISOString()).toBe(new Date(movedTo.getTime() + HOUR).toISOString());
    expect(updated.attendees).toEqual([candidate.email, meera.email].sort());
    // Ravi, taken off, is told with a CANCEL of the same event.
    const raviCancel = await calendarOf(await mailTo(ravi, /^Interview canceled/, seen));
    expect(raviCancel).toMatchObject({ method: "CANCEL", partMethod: "CANCEL", uid: `interview-${id}@${host()}`, sequence: 1 });

    const seenBeforeCancel = pipeline.sink.mails.length;
    const canceled = await rest("DELETE", `/api/interviews/${id}`, hr);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    for (const person of [candidate, meera]) {
      const cancel = await calendarOf(
        await mailTo(person, /^Interview canceled: Frontend Developer at RFT Technologies$/, seenBeforeCancel),
      );
      expect(cancel).toMatchObject({
        method: "CANCEL",
        partMethod: "CANCEL",
        status: "CANCELLED",
        uid: `interview-${id}@${host()}`,
        sequence: 2,
      });
    }
    const after = await db().interview.findUniqueOrThrow({ where: { id }, include: { participants: true } });
    expect(after).toMatchObject({ status: "canceled", sequence: 2 });
    expect(after.canceledAt).toBeInstanceOf(Date);
    expect(after.participants.every((p) => p.canceled)).toBe(true);
    expect((await rest("DELETE", `/api/interviews/${id}`, hr)).status).toBe(409);

    const audit = await auditOf(id);
    expect(audit.map((row) => [row.action, row.actorId, row.applicationId])).toEqual([
      ["interview_scheduled", hr.id, application.id],
      ["interview_rescheduled", hr.id, application.id],
      ["interview_canceled", hr.id, application.id],
    ]);
    expect(audit[1]?.after).toMatchObject({ starts_at: movedTo.toISOString(), duration_minutes: 60, interviewers: 1, sequence: 1 });
    expect(audit[2]?.after).toEqual({ status: "canceled", sequence: 2 });
    // Ids and states only: no name or address in the audit trail.
    expect(JSON.stringify(audit)).not.toContain(candidate.email);
    expect(JSON.stringify(audit)).not.toContain("Asha");
  });

  it("refuses one interviewer in two overlapping interviews: of two racing requests exactly one is 201, the other a 409 naming who is busy; back-to-back is fine", async () => {
    const first = await applicant();
    const second = await applicant();
    const startsAt = futureStart();
    const [a, b] = await Promise.all([
      schedule(first.application.id, hr, body(startsAt, [meera])),
      schedule(second.application.id, hr, body(new Date(startsAt.getTime() + 15 * 60_000), [ravi, meera])),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toEqual({ error: `${meera.name} already has an interview at that time.`, reason: "INTERVIEWER_BUSY" });
    const booked = await db().interviewParticipant.count({
      where: { interviewerId: meera.id, startsAt: { gte: startsAt, lt: new Date(startsAt.getTime() + HOUR) } },
    });
    expect(booked).toBe(1);

    // The same interviewer right after the first ends (45 minutes), and right before it starts.
    const winner = a.status === 201 ? first : second;
    const winnerStart = a.status === 201 ? startsAt : new Date(startsAt.getTime() + 15 * 60_000);
    const other = winner === first ? second : first;
    const backToBack = await schedule(other.application.id, hr, body(new Date(winnerStart.getTime() + 45 * 60_000), [meera]));
    expect(backToBack.status, JSON.stringify(backToBack.body)).toBe(201);
    const third = await applicant();
    const before = await schedule(third.application.id, hr, body(new Date(winnerStart.getTime() - 45 * 60_000), [meera]));
    expect(before.status, JSON.stringify(before.body)).toBe(201);

    // A reschedule onto a busy time is refused the same way, and the interview stays as it was.
    const moveOnto = await rest("PATCH", `/api/interviews/${before.body.id as number}`, hr, { starts_at: winnerStart.toISOString() });
    expect(moveOnto).toMatchObject({ status: 409, body: { reason: "INTERVIEWER_BUSY" } });
    expect((await db().interview.findUniqueOrThrow({ where: { id: before.body.id as number } })).sequence).toBe(0);
  });

  it("sets reminders 24 h and 1 h before as delayed jobs, replaces them on reschedule, removes them on cancel, and mails only the current version", async () => {
    const { candidate, application } = await applicant();
    const queue = deps().interviewReminders;
    const startsAt = new Date(Date.now() + 3 * DAY);
    const scheduledAt = Date.now();
    const created = await schedule(application.id, hr, body(startsAt, [meera]));
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    const firesAt = async (lead: "24h" | "1h") => {
      const job = await queue.getJob(reminderJobId(id, lead));
      if (!job) return undefined;
      expect(await job.getState()).toBe("delayed");
      return { at: job.timestamp + job.delay, data: job.data };
    };
    for (const lead of ["24h", "1h"] as const) {
      const job = await firesAt(lead);
      // The job is due exactly `lead` before the start (its delay counted from when it was added).
      expect(job?.at).toBe(startsAt.getTime() - REMINDER_LEADS[lead]);
      expect(job?.data).toEqual({ interviewId: id, sequence: 0, lead });
      expect(job && job.at - scheduledAt).toBeGreaterThan(0);
    }

    // Rescheduled to 20 hours ahead: the 24 h reminder's time has passed, so only the 1 h one is set, for sequence 1.
    const movedTo = new Date(Date.now() + 20 * HOUR);
    expect((await rest("PATCH", `/api/interviews/${id}`, hr, { starts_at: movedTo.toISOString() })).status).toBe(200);
    expect(await firesAt("24h")).toBeUndefined();
    const oneHour = await firesAt("1h");
    expect(oneHour?.at).toBe(movedTo.getTime() - HOUR);
    expect(oneHour?.data).toEqual({ interviewId: id, sequence: 1, lead: "1h" });

    // The processor: an outdated job (sequence 0) sends nothing; the current one mails everyone once.
    const reminderDeps = { db: db(), mailQueue: deps().mailQueue, env: deps().env };
    expect(await processInterviewReminder(reminderDeps, { interviewId: id, sequence: 0, lead: "24h" })).toEqual({ skipped: "changed" });
    expect(await processInterviewReminder(reminderDeps, { interviewId: id, sequence: 1, lead: "1h" })).toEqual({ sent: 2 });
    expect(await processInterviewReminder(reminderDeps, { interviewId: id, sequence: 1, lead: "1h" })).toEqual({ sent: 2 });
    expect(await db().mailLog.count({ where: { kind: "interview_reminder", recipient: { in: [candidate.email, meera.email] } } })).toBe(2);
    const reminder = await mailTo(candidate, /^Reminder: interview for Frontend Developer at RFT Technologies$/);
    expect(reminder.text).toContain("in about an hour");
    expect(reminder.text).toContain("IST (Asia/Kolkata)");
    // After the interview has begun nothing is sent.
    expect(
      await processInterviewReminder(reminderDeps, { interviewId: id, sequence: 1, lead: "1h" }, new Date(movedTo.getTime() + 1)),
    ).toEqual({
      skipped: "started",
    });

    expect((await rest("DELETE", `/api/interviews/${id}`, hr)).status).toBe(200);
    expect(await firesAt("1h")).toBeUndefined();
    expect(await firesAt("24h")).toBeUndefined();
    expect(await processInterviewReminder(reminderDeps, { interviewId: id, sequence: 2, lead: "1h" })).toEqual({ skipped: "canceled" });

    // An interview within the hour gets no reminder at all.
    const soon = await schedule(application.id, hr, body(new Date(Date.now() + 30 * 60_000), [ravi]));
    expect(soon.status).toBe(201);
    expect(await queue.getJob(reminderJobId(soon.body.id as number, "1h"))).toBeUndefined();
    expect(await queue.getJob(reminderJobId(soon.body.id as number, "24h"))).toBeUndefined();
  });

  it("answers bad input with a clear 400 and refuses applicants not in progress", async () => {
    const { application } = await applicant();
    const candidate = await createUser(db(), {});
    const deactivated = await createUser(db(), { role: "interviewer", name: "Former Interviewer" });
    await db().user.update({ where: { id: deactivated.id }, data: { deactivatedAt: new Date() } });
    const startsAt = futureStart();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [body(new Date(Date.now() - HOUR), [meera]), "starts_at", /must start in the future/],
      [{ ...body(startsAt, [meera]), starts_at: "tomorrow at ten" }, "starts_at", /date and time/],
      [{ ...body(startsAt, [meera]), starts_at: "2026-01-07T10:00:00" }, "starts_at", /date and time/],
      [{ ...body(startsAt, [meera]), duration_minutes: 10 }, "duration_minutes", /15 to 240/],
      [{ ...body(startsAt, [meera]), duration_minutes: 300 }, "duration_minutes", /15 to 240/],
      [{ ...body(startsAt, [meera]), meeting_url: undefined }, "location", /location or a meeting link/],
      [{ ...body(startsAt, [meera]), meeting_url: "javascript:alert(1)" }, "meeting_url", /http\(s\) link/],
      [{ ...body(startsAt, [meera]), location: "x".repeat(201) }, "location", /at most 200/],
      [{ ...body(startsAt, []) }, "interviewer_ids", /1 to 5 interviewers/],
      [{ ...body(startsAt, [meera]), interviewer_ids: [1, 2, 3, 4, 5, 6] }, "interviewer_ids", /1 to 5 interviewers/],
      [{ ...body(startsAt, [meera, meera]) }, "interviewer_ids", /once/],
      [body(startsAt, [candidate]), "interviewer_ids", /HR user or an active interviewer/],
      [body(startsAt, [deactivated]), "interviewer_ids", /HR user or an active interviewer/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await schedule(application.id, hr, payload);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error, field).toMatch(message);
      expect(res.body.field, JSON.stringify(res.body)).toBe(field);
    }
    expect((await schedule(2_000_000_000, hr, body(startsAt, [meera]))).status).toBe(404);
    const withdrawn = await applicant({ withdrawnAt: new Date() });
    expect((await schedule(withdrawn.application.id, hr, body(startsAt, [meera]))).body.reason).toBe("APPLICATION_WITHDRAWN");
    const rejected = await applicant();
    await db().application.update({ where: { id: rejected.application.id }, data: { roundStatus: "rejected" } });
    expect((await schedule(rejected.application.id, hr, body(startsAt, [meera]))).body.reason).toBe("APPLICANT_NOT_IN_PROGRESS");
    expect((await rest("PATCH", "/api/interviews/2000000000", hr, { duration_minutes: 30 })).status).toBe(404);
    expect((await rest("PATCH", "/api/interviews/1", hr, {})).status).toBe(400);
    expect(await db().interview.count({ where: { applicationId: application.id } })).toBe(0);
  });

  it("lets HR see every interview and filter them, an interviewer only their own, and a candidate only theirs (with an .ics to add)", async () => {
    const mine = await applicant({ round: "round_2" });
    const other = await applicant();
    const startsAt = futureStart();
    const withMeera = await schedule(mine.application.id, hr, body(startsAt, [meera], { location: "Room 2" }));
    const withRavi = await schedule(other.application.id, hr, body(new Date(startsAt.getTime() + HOUR), [ravi]));
    expect([withMeera.status, withRavi.status]).toEqual([201, 201]);
    const range = `from=${encodeURIComponent(new Date(startsAt.getTime() - HOUR).toISOString())}&to=${encodeURIComponent(new Date(startsAt.getTime() + 3 * HOUR).toISOString())}`;
    const ids = async (user: User, query: string) => {
      const res = await rest("GET", `/api/interviews?${query}`, user);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return restInterviewsAnswerSchema.parse(res.body).interviews.map((interview) => interview.id);
    };
    const both = [withMeera.body.id, withRavi.body.id];
    expect(await ids(hr, range)).toEqual(both);
    expect(await ids(hr, `${range}&interviewer_id=${ravi.id}`)).toEqual([withRavi.body.id]);
    expect(await ids(hr, `${range}&department=Design`)).toEqual([]);
    expect(await ids(meera, range)).toEqual([withMeera.body.id]);
    // An interviewer asking for a colleague's interviews still gets only their own.
    expect(await ids(meera, `${range}&interviewer_id=${ravi.id}`)).toEqual([withMeera.body.id]);
    const listed = restInterviewsAnswerSchema.parse((await rest("GET", `/api/interviews?${range}`, meera)).body).interviews[0];
    expect(listed).toMatchObject({ candidate_name: mine.candidate.name, round: "round_2", round_label: "Round 2", location: "Room 2" });
    expect(
      (await rest("GET", `/api/interviews?from=${encodeURIComponent(startsAt.toISOString())}&to=2000-01-01T00:00:00Z`, hr)).status,
    ).toBe(400);

    // Through tRPC too: interviews.list narrows an interviewer, hr.interviews.* refuses one.
    const viaTrpc = await caller(ravi).interviews.list({ from: new Date(startsAt.getTime() - HOUR).toISOString() });
    expect(viaTrpc.interviews.map((interview) => interview.id)).toContain(withRavi.body.id);
    expect(viaTrpc.interviews.map((interview) => interview.id)).not.toContain(withMeera.body.id);
    await expect(caller(meera).hr.interviews.cancel({ id: withMeera.body.id as number })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const forApplicant = await caller(hr).hr.interviews.forApplicant({ applicationId: mine.application.id });
    expect(forApplicant.interviews.map((interview) => interview.id)).toEqual([withMeera.body.id]);
    const options = await caller(hr).hr.interviews.interviewerOptions();
    expect(options.map((option) => option.id)).toEqual(expect.arrayContaining([hr.id, meera.id, ravi.id]));

    // Interviewers and candidates cannot write; candidates cannot list staff interviews.
    expect((await rest("PATCH", `/api/interviews/${withMeera.body.id as number}`, meera, { duration_minutes: 30 })).status).toBe(403);
    expect((await rest("DELETE", `/api/interviews/${withMeera.body.id as number}`, meera)).status).toBe(403);
    expect((await schedule(mine.application.id, meera, body(futureStart(), [meera]))).status).toBe(403);
    expect((await rest("GET", "/api/interviews", mine.candidate)).status).toBe(403);
    expect((await rest("GET", "/api/me/interviews", hr)).status).toBe(403);
    expect((await rest("GET", "/api/me/interviews", meera)).status).toBe(403);

    const myList = await rest("GET", "/api/me/interviews", mine.candidate);
    expect(myList.status).toBe(200);
    const answer = restMyInterviewsAnswerSchema.parse(myList.body);
    expect(answer.slots).toEqual([]);
    expect(answer.interviews).toEqual([
      {
        id: withMeera.body.id,
        application_id: mine.application.id,
        job_title: "Frontend Developer",
        round: "round_2",
        round_label: "Round 2",
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
        duration_minutes: 45,
        location: "Room 2",
        meeting_url: "https://meet.example.com/rft-round-1",
        interviewers: ["Meera"],
        ics_path: `/api/me/interviews/${withMeera.body.id as number}.ics`,
      },
    ]);
    expect((await caller(mine.candidate).me.interviews()).interviews.map((interview) => interview.id)).toEqual([withMeera.body.id]);

    const ics = await rest("GET", `/api/me/interviews/${withMeera.body.id as number}.ics`, mine.candidate);
    expect(ics.status).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(ics.headers["content-disposition"]).toBe(`attachment; filename="interview-${withMeera.body.id as number}.ics"`);
    const event = new ICAL.Component(ICAL.parse(ics.text)).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("uid")).toBe(`interview-${withMeera.body.id as number}@${host()}`);
    expect((event?.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(startsAt.toISOString());
    // Another candidate's interview is not found, whichever door.
    expect((await rest("GET", `/api/me/interviews/${withMeera.body.id as number}.ics`, other.candidate)).status).toBe(404);
    expect(
      restMyInterviewsAnswerSchema.parse((await rest("GET", "/api/me/interviews", other.candidate)).body).interviews.map((i) => i.id),
    ).toEqual([withRavi.body.id]);
  });
});
