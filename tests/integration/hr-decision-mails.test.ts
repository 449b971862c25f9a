// Issue #33: HR's decision mails through the real worker and an SMTP sink. HR Round → Selected sends
// the Selected mail (REST move, tRPC move as the board and its keyboard call it, and bulk), and the
// candidate's status says Selected; every decision mail names the job and links to Tracking
// Application, where the candidate reads back what HR wrote (message and link), never anything else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseRows } from "../../src/infra/privacy/erase-rows.js";
import { readMyData } from "../../src/server/services/me/my-data-json.js";
import type { Role } from "../../src/infra/db/generated/client.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { MAIL_SUBJECTS } from "../../src/shared/mail-subjects.js";
import { myApplicationsRestSchema } from "../../src/server/rest/me.js";
import { createApplication } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor } from "../helpers/factories.js";
import { startMailPipeline, type MailPipeline } from "../helpers/mail-pipeline.js";

type User = { id: number; name: string; email: string; role: Role; tokenVersion: number };

const JOB_TITLE = "Supply Chain Analyst";
const SELECTED_SUBJECT = MAIL_SUBJECTS.applicant_selected({ jobTitle: JOB_TITLE });

describe("HR decision mails (issue #33)", () => {
  let pipeline: MailPipeline;
  let hr: User;
  let jobId: number;
  const db = () => pipeline.testApp.deps.db;
  const trackingUrl = () => `${pipeline.testApp.deps.env.PUBLIC_ORIGIN}/applications`;
  const caller = (user: User) =>
    createCallerFactory(appRouter)(
      createContextInner(pipeline.testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }),
    );
  const rest = async (method: "GET" | "POST", url: string, user: User, payload?: object) =>
    pipeline.testApp.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await tokenFor(user)}` },
      ...(payload ? { payload } : {}),
    });
  const move = (id: number, body: object) => rest("POST", `/application/api/applicants/operations/${id}/move`, hr, body);
  /** A candidate with one application for the job, in `round`. */
  async function candidate(round: "round_1" | "hr_round") {
    const user = await createUser(db());
    const application = await createApplication(db(), {
      userId: user.id,
      email: user.email,
      department: "Operations",
      jobId,
      jobTitle: JOB_TITLE,
      round,
    });
    return { user, application };
  }
  const mailTo = (email: string, subject?: string) =>
    pipeline.sink.waitForMail((mail) => mail.to.includes(email) && (subject === undefined || mail.subject === subject));
  const kindsOf = async (applicationId: number) =>
    (await db().mailLog.findMany({ where: { applicationId }, select: { kind: true } })).map((row) => row.kind);

  beforeAll(async () => {
    pipeline = await startMailPipeline("hr-decision-mails");
    hr = await createUser(db(), { role: "hr" });
    jobId = (await createJob(db(), { department: "Operations", jobTitle: JOB_TITLE })).id;
  });

  afterAll(async () => {
    await pipeline.close();
  });

  it("mails 'you have been selected' for HR Round → Selected by a single move (REST and tRPC) and by bulk, and the candidate's status says Selected", async () => {
    const byRest = await candidate("hr_round");
    const byBoard = await candidate("hr_round");
    const byBulk = await candidate("hr_round");

    expect((await move(byRest.application.id, { toRound: "HR Round", status: "cleared" })).statusCode).toBe(200);
    await caller(hr).hr.applicants.move({
      department: "Operations",
      applicantId: byBoard.application.id,
      toRound: "hr_round",
      status: "cleared",
    });
    const bulk = await caller(hr).hr.bulk.run({
      department: "Operations",
      applicantIds: [byBulk.application.id],
      action: "move",
      toRound: "hr_round",
    });
    expect(bulk.done).toEqual([byBulk.application.id]);

    for (const { user, application } of [byRest, byBoard, byBulk]) {
      const mail = await mailTo(user.email);
      expect(mail.subject).toBe(SELECTED_SUBJECT);
      expect(mail.subject).not.toMatch(/moved to HR Round/);
      expect(mail.text).toContain("You have cleared the HR Round");
      expect(await kindsOf(application.id)).toEqual(["applicant_selected"]);

      const [mine] = (await caller(user).me.applications()).applications;
      expect(mine).toMatchObject({ status: "selected", statusText: "Selected" });
      expect(mine?.mails.map((entry) => entry.subject)).toEqual([SELECTED_SUBJECT]);
    }
  });

  it("sends HR's own words with the Selected mail when HR wrote some, and the candidate reads them on Tracking Application", async () => {
    const { user, application } = await candidate("hr_round");
    const res = await move(application.id, {
      toRound: "hr_round",
      status: "cleared",
      message: "Welcome aboard!",
      link: "meet.example.com/offer",
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe(SELECTED_SUBJECT);
    expect(mail.text).toContain("Welcome aboard!");
    expect(mail.html).toContain('href="https://meet.example.com/offer"');

    const listed = await rest("GET", "/api/me/applications", user);
    const [mine] = myApplicationsRestSchema.parse(listed.json()).applications;
    expect(mine?.mails).toEqual([
      expect.objectContaining({ subject: SELECTED_SUBJECT, message: "Welcome aboard!", link: "https://meet.example.com/offer" }),
    ]);
    // "Download my data" holds them too.
    const { data } = await readMyData(pipeline.testApp.deps, user.id);
    expect(data.applications[0]?.mails).toEqual([
      expect.objectContaining({ kind: "applicant_selected", message: "Welcome aboard!", link: "https://meet.example.com/offer" }),
    ]);
  });

  it("names the job and links to Tracking Application in every decision mail: round move, HR's message, rejection, send-email", async () => {
    const moved = await candidate("round_1");
    expect((await move(moved.application.id, { toRound: "Round 2", status: "cleared" })).statusCode).toBe(200);
    const messaged = await candidate("round_1");
    expect(
      (await move(messaged.application.id, { toRound: "Final Round", status: "cleared", message: "See you Friday." })).statusCode,
    ).toBe(200);
    const rejected = await candidate("round_1");
    expect((await move(rejected.application.id, { status: "rejected" })).statusCode).toBe(200);
    const written = await candidate("round_1");
    const sent = await rest("POST", "/application/api/send-email", hr, {
      email: written.user.email,
      message: "A question for you.",
      link: "",
      status: "accept",
    });
    expect(sent.statusCode, sent.body).toBe(200);

    for (const { user } of [moved, messaged, rejected, written]) {
      const mail = await mailTo(user.email);
      expect(mail.text, mail.subject).toContain(`for the ${JOB_TITLE} position`);
      expect(mail.html, mail.subject).toContain(`href="${trackingUrl()}"`);
    }
    // The mail of an address with a single application is listed on it, with what HR wrote.
    const [mine] = (await caller(written.user).me.applications()).applications;
    expect(mine?.mails).toEqual([expect.objectContaining({ message: "A question for you.", link: null })]);
    // The standard mails carry no words of HR's.
    const [rejectedMine] = (await caller(rejected.user).me.applications()).applications;
    expect(rejectedMine?.mails).toEqual([expect.objectContaining({ message: null, link: null })]);
  });

  it("forgets HR's words when the candidate's data are erased", async () => {
    const { user, application } = await candidate("round_1");
    await move(application.id, { toRound: "Round 2", status: "cleared", message: "Bring your ID.", link: "meet.example.com/r2" });
    await mailTo(user.email);
    await db().$transaction((tx) => eraseRows(tx, { applicationIds: [application.id] }));
    expect(await db().mailLog.findMany({ where: { applicationId: application.id }, select: { hrMessage: true, hrLink: true } })).toEqual([
      { hrMessage: null, hrLink: null },
    ]);
  });

  it("documents the mails' message and link in GET /api/me/applications' OpenAPI response", async () => {
    const res = await pipeline.testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const spec = res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const answer = JSON.stringify(spec.paths["/api/me/applications"]?.get?.responses[200]);
    for (const field of ['"message"', '"link"', '"selected"']) expect(answer).toContain(field);
  });
});
