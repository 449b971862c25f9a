// HR search through both doors (tRPC hr.search.query, REST GET /api/hr/search): ranking (a name
// above a college or skill match), typos, partial e-mails and phone numbers, enquiries and
// applicants alike, erased rows never, "what matched", and bad input (1 character → nothing, over
// 100 → 400). Each test's rows carry made-up words of its own, so other tests' rows never match.
import { describe, expect, it } from "vitest";
import { erasePersonalData } from "../../src/infra/privacy/erase-personal-data.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { SEARCH_MAX_LENGTH } from "../../src/shared/hr/search.js";
import { searchResultsSchema } from "../../src/shared/hr/search-schemas.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

type User = Awaited<ReturnType<typeof createUser>>;

/** A made-up word no other row holds: letters only (digits would make it look like an address). */
function rareWord(): string {
  const letters = uniqueSuffix()
    .replace(/[^0-9a-z]/gi, "")
    .split("")
    .map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26)))
    .join("");
  return `Zq${letters.slice(-8)}`;
}

/** Ten digits no other row holds. */
function rareMobile(): string {
  return `7${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

describe("HR search", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const asAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
  const search = async (user: User, q: string) =>
    createCallerFactory(appRouter)(createContextInner(testApp.deps, asAuthUser(user))).hr.search.query({ q });
  const rest = async (q: string, user: User | null) => {
    const res = await testApp.app.inject({
      method: "GET",
      url: `/api/hr/search?q=${encodeURIComponent(q)}`,
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const hrUser = () => createUser(db(), { role: "hr", name: `Hema Recruiter ${uniqueSuffix()}` });

  it("ranks an exact name match above a college and a skill match, and says what matched", async () => {
    const hr = await hrUser();
    const word = rareWord();
    const bySkill = await createApplication(db(), { techSkills: [word, "SQL"] });
    const byCollege = await createEnquiry(db(), { collegeUniversity: `${word} Institute of Technology` });
    const byName = await createApplication(db(), { fullName: `${word} Kumar` });

    const { data } = await search(hr, word.toLowerCase());
    expect(data.map((row) => row.id)).toEqual([byName.id, byCollege.id, bySkill.id]);
    expect(data[0]).toMatchObject({ source: "job_application", name: `${word} Kumar`, matched: ["name"], department: "Engineering" });
    expect(data[1]).toMatchObject({ source: "enquiry", matched: ["college"], department: null, jobTitle: null });
    expect(data[2]?.matched).toEqual(["skills"]);
  });

  it("finds a name by the start of its last word and by a typo", async () => {
    const hr = await hrUser();
    const first = rareWord();
    const last = rareWord();
    const applicant = await createApplication(db(), { fullName: `${first} ${last}` });

    const byPrefix = await search(hr, `${first} ${last.slice(0, 4)}`);
    expect(byPrefix.data.map((row) => row.id)).toEqual([applicant.id]);
    // One letter doubled and one changed in the first name; the last name whole.
    const typo = `${first.slice(0, 4)}${first[3]}${first.slice(4, -1)}x ${last}`;
    const byTypo = await search(hr, typo);
    expect(byTypo.data.map((row) => row.id)).toContain(applicant.id);
    expect(byTypo.data.find((row) => row.id === applicant.id)?.matched).toContain("name");
  });

  it("finds a row by part of its e-mail address and by part of its mobile number", async () => {
    const hr = await hrUser();
    const local = rareWord().toLowerCase();
    const mobile = rareMobile();
    const enquiry = await createEnquiry(db(), { email: `${local}.dev@Mailhost.example`, mobileNumber: mobile });

    const byEmail = await search(hr, `${local}.dev@mail`);
    expect(byEmail.data.map((row) => row.id)).toEqual([enquiry.id]);
    expect(byEmail.data[0]?.matched).toContain("email");

    const byPhone = await search(hr, mobile.slice(2, 8));
    expect(byPhone.data.map((row) => row.id)).toContain(enquiry.id);
    expect(byPhone.data.find((row) => row.id === enquiry.id)?.matched).toEqual(["mobile"]);

    const byWholePhone = await search(hr, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(byWholePhone.data[0]).toMatchObject({ id: enquiry.id, source: "enquiry" });
  });

  it("finds enquiries and applicants alike, and never an erased row", async () => {
    const hr = await hrUser();
    const word = rareWord();
    const enquiry = await createEnquiry(db(), { fullName: `${word} Enquirer` });
    const applicant = await createApplication(db(), { fullName: `${word} Applicant`, round: "round_1" });
    const erased = await createApplication(db(), { fullName: `${word} Erased`, techSkills: [word] });
    await erasePersonalData(testApp.deps, { applicationIds: [erased.id] });

    const { data } = await search(hr, word);
    expect(new Set(data.map((row) => row.id))).toEqual(new Set([enquiry.id, applicant.id]));
    expect(data.find((row) => row.id === applicant.id)).toMatchObject({ source: "job_application", round: "round_1" });
    expect(data.find((row) => row.id === enquiry.id)).toMatchObject({ source: "enquiry" });
    // Its placeholders do not match either.
    expect((await search(hr, "Erased")).data.map((row) => row.id)).not.toContain(erased.id);
  });

  it("answers the same over REST, and nothing for one character", async () => {
    const hr = await hrUser();
    const word = rareWord();
    const applicant = await createApplication(db(), { fullName: `${word} Rest` });

    const answer = await rest(word, hr);
    expect(answer.status).toBe(200);
    const results = searchResultsSchema.parse(answer.body);
    expect(results.data).toEqual((await search(hr, word)).data);
    expect(results.data[0]).toMatchObject({ id: applicant.id, email: applicant.email, createdAt: applicant.createdAt.toISOString() });

    expect(await rest("a", hr)).toEqual({ status: 200, body: { data: [] } });
    expect(await rest("   z  ", hr)).toEqual({ status: 200, body: { data: [] } });
    expect((await search(hr, "a")).data).toEqual([]);
  });

  it("refuses a query over 100 characters (400), operators and quotes are plain text", async () => {
    const hr = await hrUser();
    const long = "x".repeat(SEARCH_MAX_LENGTH + 1);
    const refused = await rest(long, hr);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ reason: "VALIDATION" });
    await expect(search(hr, long)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await rest("x".repeat(SEARCH_MAX_LENGTH), hr)).status).toBe(200);

    for (const q of ["'); DROP TABLE x; --", "a & b | !c", "o'brien:*", "100%_", "(( ))", "\\\\"]) {
      const answer = await rest(q, hr);
      expect(answer.status, q).toBe(200);
    }
  });

  it("documents GET /api/hr/search in the OpenAPI description", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const get = spec.paths["/api/hr/search"]?.get;
    expect(get).toMatchObject({ tags: ["hr"], responses: { 200: expect.anything(), 400: expect.anything(), 401: expect.anything() } });
    expect(JSON.stringify(get?.parameters)).toContain('"maxLength":100');
    expect(JSON.stringify(get?.responses)).toContain("matched");
  });

  it("refuses anonymous (401) and candidate (403) callers", async () => {
    const candidate = await createUser(db(), { role: "user" });
    expect((await rest("asha", null)).status).toBe(401);
    expect((await rest("asha", candidate)).status).toBe(403);
  });
});
