// POST /api/me/resume/parse (issue #31): a signed-in candidate's resume PDF read into the wizard's
// fields; who may call it, and each refusal with its status and a message a person can act on.
import { describe, expect, it } from "vitest";
import { RESUME_PARSE_LIMITS } from "../../src/server/limits/policies.js";
import { resumeParseResponseSchema } from "../../src/shared/application/resume-fields.js";
import { PNG_BYTES } from "../helpers/application-fixtures.js";
import { createUser, tokenFor } from "../helpers/factories.js";
import { simpleTextPdf } from "../helpers/hostile-pdfs.js";
import { makeResumePdf } from "../helpers/resume-pdf.js";
import { useTestApp } from "../helpers/test-app.js";

const URL = "/api/me/resume/parse";

describe("POST /api/me/resume/parse", () => {
  const testApp = useTestApp();

  async function candidateHeaders(role: "user" | "hr" | "interviewer" = "user") {
    const user = await createUser(testApp.deps.db, { role });
    return { authorization: `Bearer ${await tokenFor(user)}` };
  }

  async function post(headers: Record<string, string>, resume: Uint8Array | undefined, field = "resume") {
    const form = new FormData();
    if (resume) form.append(field, new Blob([new Uint8Array(resume)], { type: "application/pdf" }), "resume.pdf");
    const encoded = new Response(form);
    return testApp.app.inject({
      method: "POST",
      url: URL,
      headers: { ...headers, "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it("answers the fields found in a candidate's resume, in the wizard's names", async () => {
    const pdf = await makeResumePdf({
      fullName: "Kavya Menon",
      email: "kavya.menon@example.in",
      mobile: "9876501234",
      graduationYear: "2024",
    });
    const res = await post(await candidateHeaders(), pdf);
    expect(res.statusCode, res.body).toBe(200);
    const body = resumeParseResponseSchema.parse(res.json());
    // Only fields the reader found, each valid for the wizard (the reader is issue #31's other half).
    for (const value of Object.values(body.fields)) expect(value).not.toBe("");
  }, 30_000);

  it("answers 401 signed out, before reading the upload", async () => {
    const res = await post({}, simpleTextPdf([["Asha Rao"]]));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ reason: "SIGN_IN_REQUIRED" });
  });

  it("answers 403 to HR and interviewers", async () => {
    for (const role of ["hr", "interviewer"] as const) {
      const res = await post(await candidateHeaders(role), simpleTextPdf([["Asha Rao"]]));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ error: "Only candidates can fill in an application from a resume.", reason: "FORBIDDEN" });
    }
  });

  it("answers 400 without a `resume` file, for a JSON body, or for a broken form", async () => {
    const headers = await candidateHeaders();
    const noFile = await post(headers, undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatch(/^Choose your resume/);

    const otherField = await post(headers, simpleTextPdf([["Asha Rao"]]), "academics");
    expect(otherField.statusCode).toBe(400);

    const json = await testApp.app.inject({ method: "POST", url: URL, headers, payload: { resume: "x" } });
    expect(json.statusCode).toBe(400);

    const broken = await testApp.app.inject({
      method: "POST",
      url: URL,
      headers: { ...headers, "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="resume"; filename="r.pdf"\r\n\r\n%PDF-1.7',
    });
    expect(broken.statusCode).toBe(400);
  });

  it("answers 413 for a file over the upload limit", async () => {
    const limit = testApp.deps.env.UPLOAD_MAX_MB * 1024 * 1024;
    const res = await post(await candidateHeaders(), Buffer.concat([simpleTextPdf([["Asha Rao"]]), Buffer.alloc(limit)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      reason: "PAYLOAD_TOO_LARGE",
      error: `Each file must be at most ${testApp.deps.env.UPLOAD_MAX_MB} MB.`,
    });
  });

  it("answers 422 for a file that is not a PDF, saying so", async () => {
    const res = await post(await candidateHeaders(), PNG_BYTES);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: "We could not read this PDF. The file is not a valid PDF. Please fill in the form yourself.",
      reason: "UNPROCESSABLE_CONTENT",
    });
  });

  it(`answers 429 past ${RESUME_PARSE_LIMITS.perUserPerHour} parses an hour, saying when to try again`, async () => {
    const headers = await candidateHeaders();
    // Not PDFs: refused in a moment, and counted all the same.
    for (let parse = 0; parse < RESUME_PARSE_LIMITS.perUserPerHour; parse += 1)
      expect((await post(headers, PNG_BYTES)).statusCode).toBe(422);
    const res = await post(headers, simpleTextPdf([["Asha Rao"]]));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ reason: "RATE_LIMITED", error: expect.stringMatching(/try again in \d+ minutes/) });
    // Another candidate is not held back.
    expect((await post(await candidateHeaders(), PNG_BYTES)).statusCode).toBe(422);
  });

  it("is in the OpenAPI document as a multipart route of the candidate's area", async () => {
    const doc = (await testApp.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = doc.paths[URL]?.post;
    expect(operation).toMatchObject({ tags: ["me"], security: [{ bearerAuth: [] }] });
    expect(operation.description).toContain("multipart/form-data");
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "413", "422", "429", "503"]));
  });
});
