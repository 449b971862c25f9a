// "Start from my last application" (issue #31) through both doors (REST GET /api/me/application-defaults,
// tRPC me.applicationDefaults): nothing before the first application; after two, the newer one's
// answers as the form holds them, without identity numbers, declaration or consent; never someone
// else's; an erased application is not offered; HR and anonymous callers are refused.
import { describe, expect, it } from "vitest";
import { erasePersonalData } from "../../src/infra/privacy/erase-personal-data.js";
import type { Role } from "../../src/infra/db/generated/client.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import type { ApplicationFormData } from "../../src/shared/application/form-values.js";
import { applicationDefaultsSchema, FIELDS_ASKED_AFRESH } from "../../src/shared/me/application-defaults.js";
import { multipart, tinyPdf, validApplicationData } from "../helpers/application-fixtures.js";
import { createJob, createUser, tokenFor } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

type User = { id: number; name: string; email: string; role: Role; tokenVersion: number };

function withoutAskedAfresh(data: ApplicationFormData) {
  const values: Record<string, unknown> = { ...data };
  for (const field of FIELDS_ASKED_AFRESH) delete values[field];
  return values;
}

describe("application defaults", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const caller = (user: User) =>
    createCallerFactory(appRouter)(createContextInner(testApp.deps, { id: user.id, name: user.name, email: user.email, role: user.role }));

  const getRest = async (user?: User) =>
    testApp.app.inject({
      method: "GET",
      url: "/api/me/application-defaults",
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
    });

  const readDefaults = async (user: User) => {
    const res = await getRest(user);
    expect(res.statusCode, res.body).toBe(200);
    const answer = applicationDefaultsSchema.parse(res.json());
    expect(await caller(user).me.applicationDefaults()).toEqual(answer);
    return answer.defaults;
  };

  async function apply(user: User, data: ApplicationFormData, academics: boolean): Promise<number> {
    const job = await createJob(db(), { jobTitle: `Role for ${data.fullName}` });
    const { payload, contentType } = await multipart({
      data: { ...data, user_id: user.id, jobpost_id: job.id },
      resume: { bytes: tinyPdf() },
      ...(academics ? { academics: { bytes: tinyPdf() } } : {}),
    });
    const res = await testApp.app.inject({
      method: "POST",
      url: "/application/upload",
      payload,
      headers: { "content-type": contentType, authorization: `Bearer ${await tokenFor(user)}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  it("answers null before the candidate has applied", async () => {
    const user = await createUser(db());
    expect(await readDefaults(user)).toBeNull();
  });

  it("gives the newer application's answers as the form holds them, without identity numbers, declaration or consent", async () => {
    const user = await createUser(db());
    const first = validApplicationData({ email: user.email, fullName: "Asha Rao", marks: "82.5" });
    await apply(user, first, true);
    const second = validApplicationData({
      email: user.email,
      fullName: "Asha R. Rao",
      altMobile: "9123456780",
      marks: "8.75",
      techSkills: ["Python", "Others"],
      otherTechSkills: "Rust, Elixir",
      certifications: "AWS Cloud Practitioner",
      hasInternship: "No",
      projectDesc: "",
      linkedin: "linkedin.com/in/asha",
      expectedCTC: "",
      languages: ["English", "Hindi"],
      futureOpenings: true,
    });
    const secondId = await apply(user, second, false);

    const defaults = await readDefaults(user);
    expect(defaults).toMatchObject({
      applicationId: secondId,
      jobTitle: "Role for Asha R. Rao",
      files: { resume: true, academics: false },
    });
    expect(defaults?.values).toEqual(withoutAskedAfresh(second));
    expect(Object.keys(defaults?.values ?? {})).not.toEqual(expect.arrayContaining(["aadhar"]));
    for (const field of FIELDS_ASKED_AFRESH) expect(defaults?.values).not.toHaveProperty(field);
    expect(JSON.stringify(defaults)).not.toContain(first.aadhar);
  });

  it("never gives another candidate's answers", async () => {
    const owner = await createUser(db());
    await apply(owner, validApplicationData({ email: owner.email, fullName: "Meera Iyer" }), false);
    const other = await createUser(db());
    expect(await readDefaults(other)).toBeNull();
  });

  it("does not offer an erased application: the one before it, or nothing", async () => {
    const user = await createUser(db());
    const olderId = await apply(user, validApplicationData({ email: user.email, fullName: "Ravi Kumar" }), false);
    const newerId = await apply(user, validApplicationData({ email: user.email, fullName: "Ravi K." }), false);
    await erasePersonalData(testApp.deps, { applicationIds: [newerId] });
    expect(await readDefaults(user)).toMatchObject({ applicationId: olderId, values: { fullName: "Ravi Kumar" } });
    await erasePersonalData(testApp.deps, { applicationIds: [olderId] });
    expect(await readDefaults(user)).toBeNull();
  });

  it("refuses HR (403) and callers without a token (401)", async () => {
    const hr = await createUser(db(), { role: "hr" });
    expect((await getRest(hr)).statusCode).toBe(403);
    await expect(caller(hr).me.applicationDefaults()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await getRest()).statusCode).toBe(401);
  });
});
