// Delete my account through both doors (tRPC me.deleteAccount over HTTP, REST DELETE /api/me): a
// wrong password or an HR token changes nothing; success leaves no personal field on the account's
// applications, enquiries, contact messages or mail log, no user row, no file in the upload store
// and no session, while HR's counts stay the same and the erasure mail is queued. With Redis down
// nothing is erased (503).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/infra/db/client.js";
import { ERASED_NAME } from "../../src/infra/privacy/erase-rows.js";
import { countApplicantSteps } from "../../src/server/services/applicants/count-applicant-steps.js";
import { afterReplyTasksSettled } from "../../src/server/services/auth/after-reply.js";
import { ACCOUNT_DATA_TEXTS } from "../../src/shared/me/account-data.js";
import { MY_APPLICATION_MESSAGES } from "../../src/shared/me/applications.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { tinyPdf } from "../helpers/application-fixtures.js";
import { createJob, createUser, TEST_PASSWORD, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { STORAGE_DRIVERS, type TestStore } from "../helpers/storage-drivers.js";
import { createTestApp, useTestAppWithRedisDown, type TestApp } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;
type Door = "rest" | "trpc";

// Only this file puts applicants into the HR department's Round 2 and Final Round, so the step
// counts read before and after an erasure are exact.
const DEPARTMENT = "HR" as const;

/** Everything one candidate left with us, with the values that must not survive the erasure. */
async function seedAccount(db: Db, store: TestStore) {
  const tag = uniqueSuffix();
  const user = await createUser(db, { name: `Nila Erase ${tag}`, email: `nila.${tag}@example.com` });
  const stored = async (kind: string) => {
    const name = `${tag}-${kind}-${uniqueSuffix()}.pdf`;
    await store.put(name, tinyPdf());
    return name;
  };
  const personal = {
    fullName: `Nila Erase ${tag}`,
    mobileNumber: `98${String(parseInt(tag, 16)).padStart(8, "7").slice(-8)}`,
    alternateNumber: "9123456780",
    currentCity: `Mysuru-${tag}`,
    homeTown: `Hampi-${tag}`,
    collegeUniversity: `Erase University ${tag}`,
    affiliatedUniversity: `Affiliated ${tag}`,
    otherTechSkills: `Skill-${tag}`,
    certificateName: `Certificate ${tag}`,
    projectDescription: `Project ${tag}`,
    githubLink: `https://github.com/nila-${tag}`,
    linkedinLink: `https://linkedin.com/in/nila-${tag}`,
    identifiers: { aadhar: "234567890124", pan: "ABCDE1234F", passport: `P${tag}` },
    expectedCtc: 654321,
  };
  const job = await createJob(db, { department: DEPARTMENT, jobTitle: "People Partner" });
  const open = await createApplication(db, {
    ...personal,
    userId: user.id,
    jobId: job.id,
    jobTitle: job.jobTitle,
    department: DEPARTMENT,
    round: "round_2",
    email: user.email,
    resumePath: await stored("resume"),
    academicDocsPath: await stored("academics"),
  });
  const rejected = await createApplication(db, {
    ...personal,
    userId: user.id,
    department: DEPARTMENT,
    round: "final_round",
    roundStatus: "rejected",
    email: user.email,
    resumePath: await stored("resume"),
  });
  // Sent from the /enquiry form without an account, from the same address in other letters.
  const enquiry = await createEnquiry(db, { ...personal, email: user.email.toUpperCase(), resumePath: await stored("enquiry") });
  await db.roundChange.create({ data: { applicationId: open.id, fromRound: "round_1", toRound: "round_2", status: "in_progress" } });
  const messages = await Promise.all([
    db.contactMessage.create({
      data: {
        userId: user.id,
        name: personal.fullName,
        email: user.email,
        phoneNumber: personal.mobileNumber,
        subject: "Support",
        message: `Hi ${tag}`,
      },
    }),
    db.contactMessage.create({
      data: { name: personal.fullName, email: user.email, subject: "Other", message: `Before signing up ${tag}` },
    }),
  ]);
  const mails = await db.mailLog.createManyAndReturn({
    data: [
      { kind: "applicant_accepted", recipient: user.email, applicationId: open.id, status: "sent", sentAt: new Date() },
      { kind: "application_received", recipient: user.email, applicationId: rejected.id, sealedPayload: `sealed-${tag}` },
      { kind: "signup_code", recipient: user.email, status: "sent", sentAt: new Date() },
    ],
  });
  await db.emailCode.create({
    data: { email: user.email, purpose: "reset", codeHash: `hash-${tag}`, expiresAt: new Date(Date.now() + 60_000) },
  });
  const files = [open, rejected, enquiry]
    .flatMap((row) => [row.resumePath, row.academicDocsPath])
    .filter((name): name is string => Boolean(name));
  const secrets = [tag, user.email, personal.mobileNumber, personal.alternateNumber, ...Object.values(personal.identifiers)];
  return { user, job, open, rejected, enquiry, messages, mailIds: mails.map((mail) => mail.id), files, secrets };
}
type Seeded = Awaited<ReturnType<typeof seedAccount>>;

describe("delete my account", () => {
  let testApp: TestApp;
  let store: TestStore;
  const db = () => testApp.deps.db;

  beforeAll(async () => {
    store = await STORAGE_DRIVERS[0].start();
    testApp = await createTestApp(store.env);
  });
  afterAll(async () => {
    await testApp.close();
    await store.close();
  });

  const bearer = async (user: User) => ({ authorization: `Bearer ${await tokenFor(user)}` });
  const deleteVia = async (door: Door, headers: Record<string, string>, payload: object) =>
    testApp.app.inject(
      door === "rest"
        ? { method: "DELETE", url: "/api/me", headers, payload }
        : { method: "POST", url: "/trpc/me.deleteAccount", headers, payload },
    );
  const errorOf = (door: Door, body: string) => {
    const json = JSON.parse(body) as { error: string | { message: string; data: { reason: string } } } & Record<string, unknown>;
    return typeof json.error === "string"
      ? { message: json.error, reason: json.reason }
      : { message: json.error.message, reason: json.error.data.reason };
  };

  /** What the erasure may change, read back in full. */
  async function snapshot(seeded: Seeded) {
    const applicationIds = [seeded.open.id, seeded.rejected.id, seeded.enquiry.id];
    return {
      user: await db().user.findUnique({ where: { id: seeded.user.id } }),
      applications: await db().application.findMany({ where: { id: { in: applicationIds } }, orderBy: { id: "asc" } }),
      messages: await db().contactMessage.findMany({ where: { id: { in: seeded.messages.map((m) => m.id) } }, orderBy: { id: "asc" } }),
      mails: await db().mailLog.findMany({ where: { id: { in: seeded.mailIds } }, orderBy: { kind: "asc" } }),
      identifiers: await db().applicationIdentifier.count({ where: { applicationId: { in: applicationIds } } }),
      codes: await db().emailCode.count({ where: { email: seeded.user.email } }),
      files: await Promise.all(seeded.files.map(async (name) => (await store.read(name)) !== undefined)),
    };
  }

  for (const door of ["rest", "trpc"] as const) {
    it(`${door}: a wrong or missing password answers 400 and changes nothing`, async () => {
      const seeded = await seedAccount(db(), store);
      const before = await snapshot(seeded);
      const headers = await bearer(seeded.user);

      const wrong = await deleteVia(door, headers, { password: "not-my-password" });
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(errorOf(door, wrong.body)).toEqual({ message: ACCOUNT_DATA_TEXTS.wrongPassword, reason: "WRONG_CURRENT_PASSWORD" });
      if (door === "rest") expect(wrong.json()).toMatchObject({ field: "password" });

      const missing = await deleteVia(door, headers, {});
      expect(missing.statusCode).toBe(400);
      expect(errorOf(door, missing.body).message).toContain(ACCOUNT_DATA_TEXTS.passwordRequired);

      expect(await snapshot(seeded)).toEqual(before);
      expect((await testApp.app.inject({ method: "GET", url: "/api/me/applications", headers })).statusCode).toBe(200);
    });

    it(`${door}: refuses HR (403) and callers without a token (401)`, async () => {
      const hr = await createUser(db(), { role: "hr" });
      const refused = await deleteVia(door, await bearer(hr), { password: TEST_PASSWORD });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(door, refused.body)).toEqual({ message: MY_APPLICATION_MESSAGES.candidatesOnly, reason: "FORBIDDEN" });
      expect(await db().user.count({ where: { id: hr.id } })).toBe(1);
      expect((await deleteVia(door, {}, { password: TEST_PASSWORD })).statusCode).toBe(401);
    });

    it(`${door}: erases every personal field, file and session, keeps HR's figures, and queues the erasure mail`, async () => {
      const seeded = await seedAccount(db(), store);
      const other = await seedAccount(db(), store);
      const otherBefore = await snapshot(other);
      const before = await snapshot(seeded);
      const countsBefore = await countApplicantSteps(db(), DEPARTMENT);
      // Two sessions of the account (two devices).
      const sessions = [await bearer(seeded.user), await bearer(seeded.user)];

      const res = await deleteVia(door, sessions[0] ?? {}, { password: TEST_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const answer = door === "rest" ? res.json() : (res.json() as { result: { data: unknown } }).result.data;
      expect(answer).toEqual({ message: ACCOUNT_DATA_TEXTS.deleted });
      await afterReplyTasksSettled();

      const after = await snapshot(seeded);
      expect(after.user).toBeNull();
      // The rows stay for HR's figures: what they count is unchanged, everything about the person is gone.
      const erasedAt = expect.any(Date);
      after.applications.forEach((row, index) => {
        const was = before.applications[index];
        expect(row).toMatchObject({
          id: was?.id,
          source: was?.source,
          department: was?.department,
          jobId: was?.jobId,
          jobTitle: was?.jobTitle,
          round: was?.round,
          roundStatus: was?.roundStatus,
          createdAt: was?.createdAt,
          userId: null,
          fullName: ERASED_NAME,
          email: "",
          mobileNumber: "",
          alternateNumber: null,
          dateOfBirth: new Date("1900-01-01T00:00:00Z"),
          gender: "",
          currentCity: "",
          homeTown: "",
          collegeUniversity: "",
          affiliatedUniversity: null,
          techSkills: [],
          otherTechSkills: null,
          certificateName: null,
          projectDescription: null,
          githubLink: null,
          linkedinLink: null,
          expectedCtc: null,
          languages: [],
          resumePath: "",
          academicDocsPath: null,
          erasedAt,
        });
      });
      // The open job application is withdrawn with the account (HR can no longer move it, nor mail an
      // erased address); the decided one and the enquiry keep their state.
      expect(after.applications.map((row) => row.withdrawnAt !== null)).toEqual([true, false, false]);
      expect(after.messages).toEqual(
        before.messages.map((message) => ({
          ...message,
          userId: null,
          name: ERASED_NAME,
          email: "",
          phoneNumber: null,
          message: "",
          erasedAt,
        })),
      );
      expect(after.mails.map(({ kind, status, recipient, sealedPayload }) => ({ kind, status, recipient, sealedPayload }))).toEqual(
        before.mails.map(({ kind, status }) => ({ kind, status, recipient: "", sealedPayload: null })),
      );
      expect(after.codes).toBe(0);
      // The identity numbers go with the rest (sealed, they were still the person's).
      expect([before.identifiers, after.identifiers]).toEqual([9, 0]);
      // No value the candidate gave is left anywhere in those rows.
      const left = JSON.stringify(after);
      for (const secret of seeded.secrets) expect(left).not.toContain(secret);
      // The upload store no longer holds the account's documents.
      expect(before.files).toEqual([true, true, true, true]);
      expect(after.files).toEqual([false, false, false, false]);
      expect((await store.list()).filter((name) => seeded.files.includes(name))).toEqual([]);
      expect(await db().roundChange.count({ where: { applicationId: seeded.open.id } })).toBe(1);
      expect(await countApplicantSteps(db(), DEPARTMENT)).toEqual(countsBefore);

      // Another candidate's data is untouched.
      expect(await snapshot(other)).toEqual(otherBefore);

      for (const headers of sessions) {
        expect((await testApp.app.inject({ method: "GET", url: "/api/me/applications", headers })).statusCode).toBe(401);
        expect((await testApp.app.inject({ method: "GET", url: "/trpc/me.applications", headers })).statusCode).toBe(401);
        expect((await deleteVia(door, headers, { password: TEST_PASSWORD })).statusCode).toBe(401);
      }
      const signIn = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: seeded.user.email, password: TEST_PASSWORD, role: "user" },
      });
      expect(signIn.statusCode).toBe(401);

      const farewell = await db().mailLog.findMany({ where: { kind: "account_erased", recipient: seeded.user.email } });
      expect(farewell).toEqual([expect.objectContaining({ status: "queued", applicationId: null, sealedPayload: expect.any(String) })]);
    });
  }

  it("is documented in the OpenAPI description with its JSON body", async () => {
    const spec = (await testApp.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const operation = spec.paths["/api/me"]?.delete;
    expect(operation?.requestBody).toMatchObject({ content: { "application/json": { schema: { required: ["password"] } } } });
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "403", "503"]));
  });

  it("HR sees the erased application as withdrawn, without documents, and can no longer move it", async () => {
    const seeded = await seedAccount(db(), store);
    const hr = await createUser(db(), { role: "hr" });
    expect((await deleteVia("rest", await bearer(seeded.user), { password: TEST_PASSWORD })).statusCode).toBe(200);
    await afterReplyTasksSettled();

    const headers = await bearer(hr);
    const detail = await testApp.app.inject({ method: "GET", url: `/application/api/applicants/${seeded.open.id}`, headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      full_name: ERASED_NAME,
      email: "",
      resume_path: null,
      academic_docs_path: null,
      withdrawn_at: expect.any(String),
    });
    const move = await testApp.app.inject({
      method: "POST",
      url: `/application/api/applicants/${DEPARTMENT.toLowerCase()}/${seeded.open.id}/move`,
      headers,
      payload: { toRound: "Final Round", status: "cleared" },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json()).toMatchObject({ reason: "APPLICATION_WITHDRAWN" });
  });
});

describe("delete my account with Redis down", () => {
  const testApp = useTestAppWithRedisDown();

  it("answers 503 before anything is erased", async () => {
    const user = await createUser(testApp.deps.db);
    const application = await createApplication(testApp.deps.db, { userId: user.id, email: user.email });
    const res = await testApp.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { authorization: `Bearer ${await tokenFor(user)}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ reason: "SERVICE_UNAVAILABLE" });
    expect(await testApp.deps.db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await testApp.deps.db.application.findUnique({ where: { id: application.id } })).toMatchObject({
      fullName: application.fullName,
      email: user.email,
      erasedAt: null,
    });
  });
});
