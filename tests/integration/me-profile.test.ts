// The candidate's details on /profile through both doors (tRPC me.profile, REST GET /api/me/profile):
// read from their own most recent job application that is not erased, never another candidate's,
// never HR's notes or rating nor identity numbers; and the documents it links, downloadable by their
// owner only (GET /api/me/applications/:id/resume|academics).
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Role } from "../../src/infra/db/generated/client.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { MY_APPLICATION_MESSAGES } from "../../src/shared/me/applications.js";
import { myDocumentPath, myProfileAnswerSchema } from "../../src/shared/me/profile.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

type User = { id: number; name: string; email: string; role: Role; tokenVersion: number };

/** Every key of a JSON value, nested ones included. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe("my profile", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const caller = (user: User) =>
    createCallerFactory(appRouter)(createContextInner(testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }));
  const get = async (url: string, user?: User) =>
    testApp.app.inject({ method: "GET", url, headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {} });
  const profileRest = async (user: User) => {
    const res = await get("/api/me/profile", user);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, answer: myProfileAnswerSchema.parse(res.json()) };
  };

  async function storePdf(): Promise<{ name: string; bytes: Buffer }> {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), crypto.randomBytes(2_000)]);
    const name = `${crypto.randomUUID()}.pdf`;
    await testApp.deps.storage.write(name, Readable.from([bytes]));
    return { name, bytes };
  }

  async function candidateWithApplications() {
    const user = await createUser(db(), { name: `Meera Candidate ${uniqueSuffix()}` });
    const hr = await createUser(db(), { role: "hr" });
    const job = await createJob(db(), { department: "Engineering", jobTitle: "Data Engineer" });
    const resume = await storePdf();
    const academics = await storePdf();
    const older = await createApplication(db(), {
      userId: user.id,
      fullName: "Meera Older",
      email: user.email,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newest = await createApplication(db(), {
      userId: user.id,
      jobId: job.id,
      jobTitle: null,
      fullName: "Meera Iyer",
      email: user.email,
      mobileNumber: "9123456780",
      alternateNumber: "9000000001",
      currentCity: "Bengaluru",
      homeTown: "Mysuru",
      linkedinLink: "linkedin.com/in/meera",
      githubLink: "https://github.com/meera",
      highestQualification: "M.Tech",
      courseName: "Data Science",
      collegeUniversity: "IISc",
      affiliatedUniversity: "VTU",
      yearOfPassing: 2024,
      aggregateMarks: 8.75,
      allSemestersCleared: false,
      techSkills: ["Python", "Others"],
      otherTechSkills: "Rust, Go",
      certificateName: "AWS Cloud Practitioner",
      internshipProjectExperience: true,
      projectDescription: "Built a recommender",
      preferredRole: "Data Engineer",
      languages: ["English", "Hindi"],
      identifiers: { aadhar: "234567890124", pan: "ABCDE1234F", passport: "P1234567" },
      resumePath: resume.name,
      academicDocsPath: academics.name,
      rating: 4,
    });
    await db().applicationNote.create({ data: { applicationId: newest.id, authorId: hr.id, body: "HR-only: strong SQL" } });
    return { user, hr, job, older, newest, resume, academics };
  }

  it("answers no details before the candidate has applied, through both doors", async () => {
    const user = await createUser(db());
    await createEnquiry(db(), { email: user.email });
    expect((await profileRest(user)).answer).toEqual({ details: null });
    expect(await caller(user).me.profile()).toEqual({ details: null });
  });

  it("shows the candidate's most recent application, the same through both doors, without HR's or identity fields", async () => {
    const { user, newest } = await candidateWithApplications();
    const { body, answer } = await profileRest(user);
    expect(answer).toEqual({
      details: {
        application: { id: newest.id, jobTitle: "Data Engineer", appliedAt: newest.createdAt.toISOString() },
        personal: {
          fullName: "Meera Iyer",
          email: user.email,
          mobileNumber: "9123456780",
          alternateNumber: "9000000001",
          currentCity: "Bengaluru",
          homeTown: "Mysuru",
          linkedinLink: "linkedin.com/in/meera",
          githubLink: "https://github.com/meera",
          resumePath: `/api/me/applications/${newest.id}/resume`,
          academicDocsPath: `/api/me/applications/${newest.id}/academics`,
        },
        education: {
          qualification: "M.Tech",
          course: "Data Science",
          college: "IISc",
          affiliatedUniversity: "VTU",
          yearOfPassing: 2024,
          marks: 8.75,
          allSemestersCleared: false,
        },
        additionalInfo: {
          skills: ["Python", "Rust", "Go"],
          certifications: "AWS Cloud Practitioner",
          projectDescription: "Built a recommender",
          preferredRole: "Data Engineer",
          languages: ["English", "Hindi"],
        },
      },
    });
    expect(await caller(user).me.profile()).toEqual(answer);

    // Nothing HR wrote, nor the stored file names, nor identity numbers, travels in the answer.
    for (const hidden of ["HR-only: strong SQL", newest.resumePath, "234567890124", "XXXX", "ABCDE1234F", "P1234567"]) {
      expect(body).not.toContain(hidden);
    }
    const keys = keysOf(answer);
    for (const key of ["rating", "notes", "aadharNumber", "panNo", "passportNumber", "round", "roundStatus"]) {
      expect(keys).not.toContain(key);
    }
  });

  it("never shows another candidate's application, and skips an erased one", async () => {
    const { user, older, newest } = await candidateWithApplications();
    const other = await createUser(db());
    expect((await caller(other).me.profile()).details).toBeNull();
    const theirs = await createApplication(db(), { userId: other.id, fullName: "Rohan Other", email: other.email });
    expect((await profileRest(other)).answer.details).toMatchObject({
      application: { id: theirs.id },
      personal: { fullName: "Rohan Other" },
    });
    expect((await profileRest(user)).answer.details?.application.id).toBe(newest.id);

    await db().application.update({ where: { id: newest.id }, data: { erasedAt: new Date(), fullName: "Erased" } });
    const after = (await profileRest(user)).answer.details;
    expect(after).toMatchObject({
      application: { id: older.id, jobTitle: "Software Engineer" },
      personal: { fullName: "Meera Older", academicDocsPath: null },
    });
  });

  it("refuses HR tokens (403) and callers without a token (401)", async () => {
    const hr = await createUser(db(), { role: "hr" });
    const forbidden = await get("/api/me/profile", hr);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: MY_APPLICATION_MESSAGES.candidatesOnly, reason: "FORBIDDEN" });
    await expect(caller(hr).me.profile()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await get("/api/me/profile")).statusCode).toBe(401);
    await expect(createCallerFactory(appRouter)(createContextInner(testApp.deps)).me.profile()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("downloads the candidate's own documents byte for byte as attachments", async () => {
    const { user, newest, resume, academics } = await candidateWithApplications();
    for (const [kind, file] of [
      ["resume", resume],
      ["academics", academics],
    ] as const) {
      const res = await get(myDocumentPath(newest.id, kind), user);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="Meera-Iyer-${kind}.pdf"`);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload.equals(file.bytes)).toBe(true);
    }
  });

  it("never serves a document to anyone but its owner, nor one that is missing or erased", async () => {
    const { user, hr, older, newest } = await candidateWithApplications();
    const other = await createUser(db());
    const notFound = { error: MY_APPLICATION_MESSAGES.notFound, reason: "APPLICATION_NOT_FOUND" };

    for (const id of [newest.id, 2_000_000_000]) {
      const res = await get(myDocumentPath(id, "resume"), other);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await get(myDocumentPath(newest.id, "resume"), hr)).statusCode).toBe(403);
    expect((await get(myDocumentPath(newest.id, "resume"))).statusCode).toBe(401);
    expect((await get("/api/me/applications/0/resume", user)).statusCode).toBe(400);

    // The older application has no academic documents, and its resume name was never stored.
    const noAcademics = await get(myDocumentPath(older.id, "academics"), user);
    expect(noAcademics.statusCode).toBe(404);
    expect(noAcademics.json()).toMatchObject({ reason: "DOCUMENT_NOT_FOUND" });
    expect((await get(myDocumentPath(older.id, "resume"), user)).json()).toMatchObject({ reason: "DOCUMENT_NOT_FOUND" });

    await db().application.update({ where: { id: newest.id }, data: { erasedAt: new Date() } });
    const erased = await get(myDocumentPath(newest.id, "resume"), user);
    expect(erased.statusCode).toBe(404);
    expect(erased.json()).toEqual(notFound);
  });
});
