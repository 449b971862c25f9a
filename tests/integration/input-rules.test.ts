// The input rule at the schema layer (issue #14): NUL and lone surrogates, ids past int4, impossible
// dates, coerced booleans/null/"", javascript: links and broken multipart are 4xx answers that name
// the problem, through REST and tRPC alike, and nothing is stored.
import { beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_UPLOAD } from "../../src/server/services/applications/receive-upload.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

const NUL = "bad\u0000text";
const LONE_SURROGATE = "bad\ud800text";
const INT4_PAST_MAX = 2147483648;

type Answer = { statusCode: number; json: () => unknown };

/** A REST refusal: a 4xx whose body names the message and, for a field, the field. */
function expectRefusal(res: Answer, error: string, field?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toMatchObject(field ? { error, field } : { error });
}

/** A tRPC refusal over HTTP: a 400 whose message is the schema's. */
function expectTrpcRefusal(res: Answer, message: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toMatchObject({ error: { message, data: { code: "BAD_REQUEST" } } });
}

describe("malformed input is refused at the schema layer", () => {
  const testApp = useTestApp();
  let hrAuth: { authorization: string };
  const db = () => testApp.deps.db;
  const inject = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, headers = hrAuth) =>
    testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const trpcQuery = (path: string, input: unknown) =>
    testApp.app.inject({ method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: hrAuth });
  const trpcMutation = (path: string, input: unknown, headers = hrAuth) =>
    testApp.app.inject({ method: "POST", url: `/trpc/${path}`, headers, payload: input as object });

  beforeAll(async () => {
    const hr = await createUser(db(), { role: "hr" });
    hrAuth = { authorization: `Bearer ${await tokenFor(hr)}` };
  });

  describe("jobs", () => {
    const marker = `Salary 6-10 LPA ${uniqueSuffix()}`;
    const validJob = (overrides: object) => ({
      job_title: "Input Rules Engineer",
      department: "Engineering",
      location: "Remote",
      job_summary: "Checks inputs.",
      salary_range: marker,
      experience_level: 2,
      ...overrides,
    });

    it.each([
      [{ job_title: NUL }, "Job title contains characters that are not allowed.", "job_title"],
      [{ job_summary: LONE_SURROGATE }, "Job summary contains characters that are not allowed.", "job_summary"],
      [{ responsibilities: ["ok", NUL] }, "A list entry contains characters that are not allowed.", "responsibilities.1"],
      [{ experience_level: null }, "Experience must be a number", "experience_level"],
      [{ experience_level: true }, "Experience must be a number", "experience_level"],
      [{ experience_level: "" }, "Experience must be a number", "experience_level"],
      [{ application_deadline: "2025-02-30" }, "Application deadline must be a real date", "application_deadline"],
      [{ application_deadline: "0000-01-01" }, "Application deadline must be a real date", "application_deadline"],
    ])("POST /api/jobs refuses %j and stores nothing", async (overrides, error, field) => {
      expectRefusal(await inject("POST", "/api/jobs", validJob(overrides)), error, field);
      expect(await db().job.count({ where: { salaryRange: marker } })).toBe(0);
    });

    it("tRPC hr.jobs.create refuses the same", async () => {
      expectTrpcRefusal(await trpcMutation("hr.jobs.create", validJob({ experience_level: null })), "Experience must be a number");
      expectTrpcRefusal(
        await trpcMutation("hr.jobs.create", validJob({ location: NUL })),
        "Location contains characters that are not allowed.",
      );
      expect(await db().job.count({ where: { salaryRange: marker } })).toBe(0);
    });

    it.each([String(INT4_PAST_MAX), "0", "-1", "true", "1.5", "%00"])("GET and DELETE /api/jobs/%s are 400 Invalid job ID", async (id) => {
      expectRefusal(await inject("GET", `/api/jobs/${id}`), "Invalid job ID", "id");
      expectRefusal(await inject("DELETE", `/api/jobs/${id}`), "Invalid job ID", "id");
    });

    it("tRPC hr.jobs.delete never reads true, null or '' as an id, and jobs.byId refuses ids past int4", async () => {
      const job = await createJob(db());
      const before = await db().job.count();
      for (const id of [true, null, "", 0, INT4_PAST_MAX]) {
        expectTrpcRefusal(await trpcMutation("hr.jobs.delete", { id }), "Invalid job ID");
      }
      expect(await db().job.count()).toBe(before);
      expect(await db().job.findUnique({ where: { id: job.id }, select: { id: true } })).toEqual({ id: job.id });
      expectTrpcRefusal(await trpcQuery("jobs.byId", { id: INT4_PAST_MAX }), "Invalid job ID");
      expect((await trpcQuery("jobs.byId", { id: job.id })).statusCode).toBe(200);
    });
  });

  describe("contact messages", () => {
    it("REST and tRPC refuse NUL and lone surrogates, naming the field, and store nothing", async () => {
      const user = await createUser(db());
      const headers = { authorization: `Bearer ${await tokenFor(user)}` };
      const valid = { name: "Asha", email: "asha@example.com", subject: "Other", message: "Hello" };
      expectRefusal(
        await inject("POST", "/api/messages", { ...valid, message: NUL }, headers),
        "Your message contains characters that are not allowed.",
        "message",
      );
      expectRefusal(
        await inject("POST", "/api/messages", { ...valid, name: LONE_SURROGATE }, headers),
        "Your name contains characters that are not allowed.",
        "name",
      );
      expectTrpcRefusal(
        await trpcMutation("contact.send", { ...valid, phoneNumber: NUL }, headers),
        "Phone number contains characters that are not allowed.",
      );
      expect(await db().contactMessage.count({ where: { userId: user.id } })).toBe(0);
    });
  });

  describe("the application upload", () => {
    it.each([
      [{ fullName: NUL }, "Full Name contains characters that are not allowed.", "fullName"],
      [{ currentCity: LONE_SURROGATE }, "Current City contains characters that are not allowed.", "currentCity"],
      [{ dob: "0000-01-01" }, "Enter a valid date", "dob"],
      [{ dob: "2001-02-30" }, "Enter a valid date", "dob"],
      [{ github: "javascript://example.com/%0Aalert(1)" }, "Please enter a valid link", "github"],
      [{ linkedin: "data:text/html,<script>alert(1)</script>" }, "Please enter a valid link", "linkedin"],
      [{ expectedCTC: "12\u000034" }, "CTC must be an integer between 0 and 1,00,00,000", "expectedCTC"],
    ])("refuses the data part %j with the field named, and stores nothing", async (overrides, error, field) => {
      const user = await createUser(db());
      const { payload, contentType } = await multipart({
        data: { ...validApplicationData(overrides), jobTitle: "Any", user_id: user.id, jobpost_id: 0 },
        resume: { bytes: tinyPdf() },
      });
      const res = await testApp.app.inject({
        method: "POST",
        url: "/application/upload",
        payload,
        headers: { "content-type": contentType, authorization: `Bearer ${await tokenFor(user)}` },
      });
      expectRefusal(res, error, field);
      expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
    });

    it("refuses ids that are not whole int4 numbers in the data part", async () => {
      const user = await createUser(db());
      const token = await tokenFor(user);
      for (const [extras, error, field] of [
        [{ user_id: user.id, jobpost_id: INT4_PAST_MAX }, "No job selected. Please apply from the Job Board.", "jobpost_id"],
        [{ user_id: true, jobpost_id: 0 }, "user_id is required", "user_id"],
      ] as const) {
        const { payload, contentType } = await multipart({
          data: { ...validApplicationData(), jobTitle: "Any", ...extras },
          resume: { bytes: tinyPdf() },
        });
        const res = await testApp.app.inject({
          method: "POST",
          url: "/application/upload",
          payload,
          headers: { "content-type": contentType, authorization: `Bearer ${token}` },
        });
        expectRefusal(res, error, field);
      }
      expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
    });

    it("answers multipart without a boundary, or cut short, with a 400", async () => {
      const user = await createUser(db());
      const headers = { authorization: `Bearer ${await tokenFor(user)}` };
      const noBoundary = await testApp.app.inject({
        method: "POST",
        url: "/application/upload",
        payload: "data",
        headers: { ...headers, "content-type": "multipart/form-data" },
      });
      expectRefusal(noBoundary, MALFORMED_UPLOAD);
      const { payload, contentType } = await multipart({
        data: { ...validApplicationData(), jobTitle: "Any", user_id: user.id, jobpost_id: 0 },
        resume: { bytes: tinyPdf() },
      });
      const cut = await testApp.app.inject({
        method: "POST",
        url: "/application/upload",
        payload: payload.subarray(0, payload.length - 60),
        headers: { ...headers, "content-type": contentType },
      });
      expectRefusal(cut, MALFORMED_UPLOAD);
      expect(await db().application.count({ where: { userId: user.id } })).toBe(0);
    });
  });

  describe("HR lists, moves and candidates", () => {
    it("refuses bad paging, cursors and date filters on the lists", async () => {
      expectRefusal(
        await inject("GET", "/application/api/applicants/engineering?page=true"),
        "Page must be a whole number of 1 or more",
        "page",
      );
      expectRefusal(
        await inject("GET", "/application/api/applicants/engineering?limit="),
        "Limit must be a whole number from 1 to 100",
        "limit",
      );
      expectRefusal(
        await inject("GET", "/application/api/applicants/engineering?cursor=%00"),
        "The cursor contains characters that are not allowed.",
        "cursor",
      );
      expectRefusal(await inject("GET", "/api/candidates?name=a%00b"), "Name filter contains characters that are not allowed.", "name");
      expectRefusal(
        await inject("GET", "/api/candidates?createdAt_gte=0000-01-01"),
        "Start date must be an ISO date such as 2025-01-31",
        "createdAt_gte",
      );
      expectRefusal(
        await inject("GET", "/api/candidates?createdAt_lte=2025-02-30"),
        "End date must be an ISO date such as 2025-01-31",
        "createdAt_lte",
      );
      expectTrpcRefusal(await trpcQuery("hr.enquiries.list", { limit: null }), "Limit must be a whole number from 1 to 100");
      expectTrpcRefusal(
        await trpcQuery("hr.applicants.list", { department: "Engineering", page: true }),
        "Page must be a whole number of 1 or more",
      );
    });

    it("refuses moves with a bad id, message or link and records nothing", async () => {
      const applicant = await createApplication(db());
      const move = (id: number | string, body: object) => inject("POST", `/application/api/applicants/engineering/${id}/move`, body);
      expectRefusal(await move(INT4_PAST_MAX, { status: "rejected" }), "Invalid applicant ID", "applicantId");
      expectRefusal(
        await move(applicant.id, { status: "rejected", message: NUL }),
        "The message contains characters that are not allowed.",
        "message",
      );
      expectRefusal(
        await move(applicant.id, { status: "cleared", toRound: "Round 1", link: "javascript://example.com/%0Aalert(1)" }),
        "Please enter a valid link",
        "link",
      );
      expectTrpcRefusal(
        await trpcMutation("hr.applicants.move", { department: "Engineering", applicantId: true, status: "rejected" }),
        "Invalid applicant ID",
      );
      expect(await db().roundChange.count({ where: { applicationId: applicant.id } })).toBe(0);
      expect(await db().application.findUniqueOrThrow({ where: { id: applicant.id }, select: { roundStatus: true } })).toEqual({
        roundStatus: "in_progress",
      });
    });

    it("refuses candidate ids past int4 and a reason that cannot be stored, and sends no mail", async () => {
      const candidate = await createEnquiry(db());
      expectRefusal(await inject("GET", `/api/candidates/${INT4_PAST_MAX}`), "Invalid candidate ID", "id");
      expectRefusal(
        await inject("POST", `/api/candidates/${candidate.id}/reject`, { reason: NUL }),
        "The reason contains characters that are not allowed.",
        "reason",
      );
      expectTrpcRefusal(await trpcMutation("hr.enquiries.delete", { id: "" }), "Invalid candidate ID");
      expect(await db().application.count({ where: { id: candidate.id } })).toBe(1);
      expect(await db().mailLog.count({ where: { recipient: candidate.email } })).toBe(0);
    });
  });
});
