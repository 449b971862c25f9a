// The hiring team (issue #30 item 1) through both doors, with the real worker mailing into an SMTP
// sink: HR invites a colleague, the mail carries the code, the code sets the password through the
// documented reset-password (still after 60 hours), and the employer login answers role interviewer.
// Invitations are limited per address; a candidate's or HR's address is a 409; an active
// interviewer is sent a new code and a deactivated one is reactivated with a fresh password.
// Deactivation ends every session at once and refuses the sign-in; the scheduler's helper refuses
// them. Interviewers read only the applicants of interviews they are on, masked; everything of the
// team is HR's.
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { INVITATION_LIMITS } from "../../src/server/limits/policies.js";
import { issueEmailCode } from "../../src/server/services/auth/issue-email-code.js";
import { assertActiveInterviewers } from "../../src/server/services/team/assert-active-interviewers.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { AUTH_ERRORS, INVITE_CODE_TTL_HOURS } from "../../src/shared/auth.js";
import { restApplicantDetailSchema } from "../../src/server/rest/applicant-bodies.js";
import { TEAM_TEXTS, teamListSchema, teamMemberAnswer } from "../../src/shared/team.js";
import { createApplication } from "../helpers/application-factory.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { createUser, TEST_PASSWORD, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";
import { advanceClock, randomIp } from "./auth-support.js";

type User = Awaited<ReturnType<typeof createUser>>;

const NEW_PASSWORD = "violet-harbour-lantern-42";
const HOUR_MS = 3_600_000;

describe("the hiring team", () => {
  let pipeline: MailPipeline;
  let hr: User;
  const db = () => pipeline.testApp.deps.db;
  const app = () => pipeline.testApp.app;

  async function rest(method: "GET" | "POST" | "DELETE", url: string, token: string | null, payload?: object) {
    const res = await app().inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload }),
    });
    const json = String(res.headers["content-type"] ?? "").startsWith("application/json");
    return { status: res.statusCode, body: json ? (res.json() as Record<string, unknown>) : {}, res };
  }
  const asHr = async () => tokenFor(hr);
  const invite = async (email: string, name = "Vikram Iyer") => rest("POST", "/api/hr/team", await asHr(), { email, name });
  const login = (email: string, password: string, role: "user" | "hr") => rest("POST", "/api/auth/login", null, { email, password, role });
  const resetWith = (email: string, otp: string, newPassword = NEW_PASSWORD) =>
    rest("POST", "/api/auth/reset-password", null, { email, otp, newPassword });
  const newAddress = (label = "interviewer") => `${label}.${uniqueSuffix()}@example.com`;
  /** The code of the newest invitation mail to `email`. */
  async function invitationCode(email: string, after: Set<string> = new Set()): Promise<{ code: string; text: string }> {
    const mail = await pipeline.sink.waitForMail(
      (candidate) => candidate.to.includes(email) && /invited to interview/.test(candidate.subject) && !after.has(candidate.messageId),
    );
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the mail: ${mail.text}`);
    return { code, text: mail.text };
  }
  const seenMails = () => new Set(pipeline.sink.mails.map((mail) => mail.messageId));
  const memberOf = async (id: number) => {
    const list = await rest("GET", "/api/hr/team", await asHr());
    expect(list.status).toBe(200);
    return teamListSchema.parse(list.body).data.find((member) => member.id === id);
  };
  /** An interviewer who has set a password, with a token. */
  async function activeInterviewer(name = `Interviewer ${uniqueSuffix()}`) {
    const user = await createUser(db(), { role: "interviewer", name });
    return { user, token: await tokenFor(user) };
  }

  beforeAll(async () => {
    pipeline = await startMailPipeline("hr-team");
    hr = await createUser(db(), { role: "hr", name: `Meera Nair ${uniqueSuffix()}` });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await pipeline.close();
  });

  it("invites by mail; the code sets the password after 60 hours; the employer login answers role interviewer", async () => {
    const email = newAddress();
    const invited = await invite(`  ${email.toUpperCase()} `, "Vikram Iyer");
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const { member, message } = teamMemberAnswer.parse(invited.body);
    expect(message).toBe(TEAM_TEXTS.invited("Vikram Iyer"));
    expect(member).toMatchObject({ email, name: "Vikram Iyer", status: "active", passwordSet: false, deactivatedAt: null });

    const { code, text } = await invitationCode(email);
    for (const words of ["Dear Vikram Iyer", `${hr.name} invited you`, "Forgot password", `${INVITE_CODE_TTL_HOURS} hours`]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(`${pipeline.testApp.deps.env.PUBLIC_ORIGIN}/employers-login`);
    expect(text).toContain(`${pipeline.testApp.deps.env.PUBLIC_ORIGIN}/employer-forgot-password`);

    // The account exists, but nobody knows its password: nothing signs in before the code is used.
    const account = await db().user.findUniqueOrThrow({ where: { email } });
    expect(account).toMatchObject({ role: "interviewer", verified: false, deactivatedAt: null });
    expect((await login(email, TEST_PASSWORD, "hr")).status).toBe(401);

    // Valid far longer than a reset code: a colleague reads the mail after a weekend.
    advanceClock(60 * HOUR_MS);
    const reset = await resetWith(email, code);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // Once.
    expect((await resetWith(email, code, "another-long-passphrase-77")).body).toMatchObject({ reason: "OTP_INVALID" });

    const signedIn = await login(email, NEW_PASSWORD, "hr");
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user).toEqual({ id: account.id, name: "Vikram Iyer", email, role: "interviewer" });
    // The candidate login refuses the account, as it refuses HR's.
    expect(await login(email, NEW_PASSWORD, "user")).toMatchObject({ status: 403, body: { reason: "WRONG_ROLE" } });

    expect(await memberOf(account.id)).toMatchObject({ status: "active", passwordSet: true });
    const audit = await db().auditEvent.findMany({ where: { action: "interviewer_invited", targetId: String(account.id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: hr.id, targetType: "interviewer", after: { status: "invited" } });
    // Ids and states only.
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it("accepts an invitation code only for an interviewer account, and a code past 72 hours not at all", async () => {
    const candidate = await createUser(db(), { role: "user" });
    let candidateCode = "";
    await issueEmailCode(pipeline.testApp.deps, { email: candidate.email, purpose: "invite" }, async (code) => {
      candidateCode = code;
    });
    expect(await resetWith(candidate.email, candidateCode)).toMatchObject({ status: 400, body: { reason: "OTP_INVALID" } });

    const email = newAddress("late");
    expect((await invite(email)).status).toBe(200);
    const { code } = await invitationCode(email);
    advanceClock(INVITE_CODE_TTL_HOURS * HOUR_MS + 60_000);
    expect(await resetWith(email, code)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.invalidOtp } });
  });

  it("refuses a candidate's or HR's address (409) and bad input (400), through both doors", async () => {
    const candidate = await createUser(db(), { role: "user" });
    expect(await invite(candidate.email)).toMatchObject({ status: 409, body: { error: TEAM_TEXTS.candidateAccount } });
    const otherHr = await createUser(db(), { role: "hr" });
    expect(await invite(otherHr.email)).toMatchObject({ status: 409, body: { error: TEAM_TEXTS.hrAccount } });
    expect(await db().user.findUniqueOrThrow({ where: { id: candidate.id } })).toMatchObject({ role: "user" });

    expect((await invite("not-an-address")).status).toBe(400);
    expect((await rest("POST", "/api/hr/team", await asHr(), { email: newAddress() })).status).toBe(400);

    const caller = createCallerFactory(appRouter)(createContextInner(pipeline.testApp.deps, hr));
    await expect(caller.hr.team.invite({ email: candidate.email, name: "Asha" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it(`sends at most ${INVITATION_LIMITS.perAddressPerDay} invitations a day to one address (429); an active interviewer gets a new code`, async () => {
    const email = newAddress("limit");
    const first = await invite(email);
    expect(first.status).toBe(200);
    const codes = [(await invitationCode(email)).code];
    for (let n = 2; n <= INVITATION_LIMITS.perAddressPerDay; n += 1) {
      const before = seenMails();
      const again = await invite(email);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.message).toBe(TEAM_TEXTS.resent("Vikram Iyer"));
      codes.push((await invitationCode(email, before)).code);
    }
    const refused = await invite(email);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ reason: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) });
    expect(refused.body.error).toMatch(/^Too many invitations for now\. Please try again in \d+ minutes?\.$/);
    // Still one account, and only the newest code is left to use.
    expect(await db().user.count({ where: { email } })).toBe(1);
    expect(await db().emailCode.count({ where: { email, purpose: "invite", usedAt: null } })).toBe(1);
    const newest = codes.at(-1) ?? "";
    const older = codes.find((code) => code !== newest);
    if (older) expect((await resetWith(email, older)).status).toBe(400);
    expect((await resetWith(email, newest)).status).toBe(200);
  });

  it("deactivates: the old token is refused at once, sign-in is refused, the scheduler refuses them; invited again, they are back", async () => {
    const email = newAddress("leaver");
    expect((await invite(email, "Ravi Kumar")).status).toBe(200);
    await resetWith(email, (await invitationCode(email)).code);
    const signedIn = await login(email, NEW_PASSWORD, "hr");
    const token = String(signedIn.body.token);
    const id = (signedIn.body.user as { id: number }).id;
    expect((await rest("GET", "/api/me/profile", token)).status).not.toBe(401);
    await expect(assertActiveInterviewers(db(), [id, hr.id])).resolves.toBeUndefined();

    const deactivated = await rest("DELETE", `/api/hr/team/${id}`, await asHr());
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect(teamMemberAnswer.parse(deactivated.body)).toMatchObject({
      message: TEAM_TEXTS.deactivated("Ravi Kumar"),
      member: { id, status: "deactivated", passwordSet: true },
    });
    expect((await rest("GET", "/api/me/profile", token)).status).toBe(401);
    expect(await login(email, NEW_PASSWORD, "hr")).toMatchObject({
      status: 403,
      body: { error: AUTH_ERRORS.accountDeactivated, reason: "ACCOUNT_DEACTIVATED" },
    });
    await expect(assertActiveInterviewers(db(), [hr.id, id])).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: TEAM_TEXTS.notActive(id),
    });
    // A reset code is not mailed to a deactivated account.
    await rest("POST", "/api/auth/forgot-password", null, { email });
    expect(await db().mailLog.count({ where: { recipient: email, kind: "reset_code" } })).toBe(0);

    // Twice changes nothing: one audit row.
    expect((await rest("DELETE", `/api/hr/team/${id}`, await asHr())).status).toBe(200);
    const rows = await db().auditEvent.findMany({ where: { action: "interviewer_deactivated", targetId: String(id) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: hr.id, before: { status: "active" }, after: { status: "deactivated" } });
    // Not an interviewer, or nobody: 404.
    expect((await rest("DELETE", `/api/hr/team/${hr.id}`, await asHr())).status).toBe(404);
    expect((await rest("DELETE", "/api/hr/team/2147483647", await asHr())).status).toBe(404);

    // Invited again: reactivated with a fresh password (the old one no longer signs in) and a new code.
    const before = seenMails();
    const back = await invite(email);
    expect(back.body).toMatchObject({ message: TEAM_TEXTS.reactivated("Ravi Kumar"), member: { status: "active", passwordSet: false } });
    const { code } = await invitationCode(email, before);
    expect((await login(email, NEW_PASSWORD, "hr")).status).toBe(401);
    expect((await resetWith(email, code, "second-life-passphrase-19")).status).toBe(200);
    expect((await login(email, "second-life-passphrase-19", "hr")).status).toBe(200);
  });

  it("keeps the team's paths to HR: 401 signed out, 403 for a candidate and an interviewer", async () => {
    const candidate = await tokenFor(await createUser(db(), { role: "user" }));
    const { user: interviewer, token } = await activeInterviewer();
    for (const [method, url, payload] of [
      ["GET", "/api/hr/team", undefined],
      ["POST", "/api/hr/team", { email: newAddress(), name: "Someone" }],
      ["DELETE", `/api/hr/team/${interviewer.id}`, undefined],
    ] as const) {
      expect((await rest(method, url, null, payload)).status, `${method} ${url}`).toBe(401);
      expect((await rest(method, url, candidate, payload)).status, `${method} ${url}`).toBe(403);
      expect((await rest(method, url, token, payload)).status, `${method} ${url}`).toBe(403);
    }
    expect(await db().user.findUniqueOrThrow({ where: { id: interviewer.id } })).toMatchObject({ deactivatedAt: null });
  });

  describe("an applicant's profile and resume", () => {
    async function applicantWithInterview(interviewerIds: number[], status: "scheduled" | "canceled" = "scheduled") {
      const resumePath = `${uniqueSuffix()}.pdf`;
      await pipeline.testApp.deps.storage.write(resumePath, Readable.from(tinyPdf()));
      const application = await createApplication(db(), { resumePath, identifiers: { aadhar: "234567890124" } });
      const startsAt = new Date(Date.now() + (24 + Math.floor(Math.random() * 1000)) * HOUR_MS);
      const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
      await db().interview.create({
        data: {
          applicationId: application.id,
          round: "round_1",
          startsAt,
          durationMinutes: 45,
          status,
          createdById: hr.id,
          participants: {
            create: interviewerIds.map((interviewerId) => ({ interviewerId, startsAt, endsAt, canceled: status === "canceled" })),
          },
        },
      });
      return application;
    }

    it("answers the interviewer on the interview, masked and without the reveal; another interviewer gets 403", async () => {
      const on = await activeInterviewer();
      const other = await activeInterviewer();
      const application = await applicantWithInterview([on.user.id]);

      const profile = await rest("GET", `/api/interviews/applicants/${application.id}`, on.token);
      expect(profile.status, JSON.stringify(profile.body)).toBe(200);
      const detail = restApplicantDetailSchema.parse(profile.body);
      expect(detail).toMatchObject({
        applicant_id: application.id,
        full_name: application.fullName,
        aadhar_number: "XXXX XXXX 0124",
        resume_path: `/api/interviews/applicants/${application.id}/resume`,
        academic_docs_path: null,
      });
      const resume = await rest("GET", `/api/interviews/applicants/${application.id}/resume`, on.token);
      expect(resume.status).toBe(200);
      expect(resume.res.headers["content-type"]).toBe("application/pdf");
      expect(resume.res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

      // The HR paths stay HR's: no HR profile, resume or reveal for an interviewer.
      for (const url of [`/application/api/applicants/${application.id}`, `/application/api/applicants/${application.id}/resume`]) {
        expect((await rest("GET", url, on.token)).status, url).toBe(403);
      }
      expect((await rest("POST", `/application/api/applicants/${application.id}/reveal`, on.token, { field: "aadhar" })).status).toBe(403);

      // Another interviewer: the same 403 as for an id that does not exist.
      for (const id of [application.id, 2147483647]) {
        for (const url of [`/api/interviews/applicants/${id}`, `/api/interviews/applicants/${id}/resume`]) {
          const refused = await rest("GET", url, other.token);
          expect(refused.status, url).toBe(403);
          expect(refused.body.error).toBe(TEAM_TEXTS.notOnInterview);
        }
      }
      const otherCaller = createCallerFactory(appRouter)(createContextInner(pipeline.testApp.deps, other.user));
      await expect(otherCaller.interviewApplicants.byId({ id: application.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      const onCaller = createCallerFactory(appRouter)(createContextInner(pipeline.testApp.deps, on.user));
      await expect(onCaller.interviewApplicants.byId({ id: application.id })).resolves.toMatchObject({ applicantId: application.id });
    });

    it("refuses an interviewer once the interview is canceled; HR reads any (404 when there is none); a candidate gets 403", async () => {
      const { user, token } = await activeInterviewer();
      const canceled = await applicantWithInterview([user.id], "canceled");
      expect((await rest("GET", `/api/interviews/applicants/${canceled.id}`, token)).status).toBe(403);

      expect((await rest("GET", `/api/interviews/applicants/${canceled.id}`, await asHr())).status).toBe(200);
      expect((await rest("GET", "/api/interviews/applicants/2147483647", await asHr())).status).toBe(404);
      const candidate = await tokenFor(await createUser(db(), { role: "user" }));
      expect((await rest("GET", `/api/interviews/applicants/${canceled.id}`, candidate)).status).toBe(403);
      expect((await rest("GET", `/api/interviews/applicants/${canceled.id}`, null)).status).toBe(401);
    });
  });
});
