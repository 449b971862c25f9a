// HR's CSV exports (GET /api/hr/export/enquiries.csv and applicants.csv): the list's filters and
// nothing else, a BOM and a header row, CRLF records, RFC 4180 quoting, formula cells neutralised,
// a 3,000-row export equal to the database in order (across keyset batches), 400/401/403.
import { describe, expect, it } from "vitest";
import { PROFILE_SELECT } from "../../src/infra/application-profile.js";
import { csvLine } from "../../src/server/services/hr-export/csv-encoder.js";
import { EXPORT_BATCH_SIZE } from "../../src/server/services/hr-export/keyset-batches.js";
import { exportProfile, profileColumns } from "../../src/server/services/hr-export/profile-columns.js";
import { HR_EXPORT_PATHS } from "../../src/shared/hr/export.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { csvRows } from "../helpers/csv-rows.js";
import { createJob, createUser, tokenFor, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

const BOM = "\uFEFF";

describe("HR CSV export", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  let hrAuth: Promise<{ authorization: string }> | undefined;
  const hr = () =>
    (hrAuth ??= createUser(db(), { role: "hr" }).then(async (user) => ({ authorization: `Bearer ${await tokenFor(user)}` })));

  const download = async (url: string, headers?: { authorization: string }) => {
    const res = await testApp.app.inject({ method: "GET", url, headers: headers ?? (await hr()) });
    return res;
  };
  /** The export's records, header first, after checking it is a CSV attachment with a BOM. */
  const exported = async (url: string) => {
    const res = await download(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.body.startsWith(BOM)).toBe(true);
    const [header = [], ...records] = csvRows(res.body.slice(BOM.length));
    return { res, header, records, column: (name: string) => records.map((record) => record[header.indexOf(name)]) };
  };

  it("exports the enquiries matching the list's filters, with a header row, as a dated attachment", async () => {
    const tag = uniqueSuffix();
    const ada = await createEnquiry(db(), {
      fullName: `Ada ${tag}`,
      email: `ada.${tag}@math.example`,
      createdAt: new Date("2021-03-01T09:00:00Z"),
    });
    const bob = await createEnquiry(db(), {
      fullName: `Bob ${tag}`,
      email: `bob.${tag}@example.com`,
      createdAt: new Date("2021-03-10T23:30:00Z"),
    });
    await createEnquiry(db(), { fullName: `Cy ${tag}`, email: `cy.${tag}@example.com`, createdAt: new Date("2021-03-11T00:00:01Z") });
    await createApplication(db(), { fullName: `Applicant ${tag}`, createdAt: new Date("2021-03-05T00:00:00Z") });

    const all = await exported(`${HR_EXPORT_PATHS.enquiries}?name=${tag}&createdAt_gte=2021-03-01&createdAt_lte=2021-03-10`);
    expect(all.res.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(all.header.slice(0, 5)).toEqual(["Candidate ID", "Enquired At (UTC)", "Rejected", "Full Name", "Email"]);
    expect(all.column("Candidate ID")).toEqual([String(bob.id), String(ada.id)]);
    expect(all.records[1]).toEqual(
      expect.arrayContaining([`Ada ${tag}`, `ada.${tag}@math.example`, "2021-03-01T09:00:00.000Z", "Python; JavaScript"]),
    );
    expect(all.res.body).toMatch(/\r\n$/);
    expect(all.res.body.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);

    const byEmail = await exported(`${HR_EXPORT_PATHS.enquiries}?email=ADA.${tag}%40MATH`);
    expect(byEmail.column("Candidate ID")).toEqual([String(ada.id)]);
    const none = await exported(`${HR_EXPORT_PATHS.enquiries}?name=${tag}-nobody`);
    expect(none.records).toEqual([]);
    expect(none.header.length).toBeGreaterThan(30);
  });

  it("exports a department's applicants in a step and no one else", async () => {
    const tag = uniqueSuffix();
    const inStep = await createApplication(db(), { fullName: `In ${tag}`, department: "Design", round: "round_2" });
    const older = await createApplication(db(), {
      fullName: `Older ${tag}`,
      department: "Design",
      round: "round_2",
      createdAt: new Date(inStep.createdAt.getTime() - 60_000),
    });
    const otherRound = await createApplication(db(), { fullName: `Round1 ${tag}`, department: "Design", round: "round_1" });
    const otherDepartment = await createApplication(db(), { fullName: `Sales ${tag}`, department: "Sales", round: "round_2" });

    const round2 = await exported(`${HR_EXPORT_PATHS.applicants}?department=design&round=round-2`);
    expect(round2.res.headers["content-disposition"]).toMatch(/^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(new Set(round2.column("Department"))).toEqual(new Set(["Design"]));
    expect(new Set(round2.column("Round"))).toEqual(new Set(["Round 2"]));
    const ids = round2.column("Applicant ID");
    expect(ids).toEqual(expect.arrayContaining([String(inStep.id), String(older.id)]));
    expect(ids.indexOf(String(inStep.id))).toBeLessThan(ids.indexOf(String(older.id)));
    expect(ids).not.toContain(String(otherRound.id));
    expect(ids).not.toContain(String(otherDepartment.id));
    const row = round2.records[ids.indexOf(String(inStep.id))] ?? [];
    expect(row[round2.header.indexOf("Status")]).toBe("In Progress");
    expect(row[round2.header.indexOf("Full Name")]).toBe(`In ${tag}`);

    const everyRound = await exported(`${HR_EXPORT_PATHS.applicants}?department=Design`);
    expect(everyRound.column("Applicant ID")).toEqual(expect.arrayContaining([String(inStep.id), String(otherRound.id)]));
    expect(everyRound.column("Applicant ID")).not.toContain(String(otherDepartment.id));
  });

  it("exports exactly the rows the department page's filtered list shows, and the audit row holds those filters", async () => {
    const tag = uniqueSuffix();
    const job = await createJob(db(), { department: "Marketing", jobType: "Internship" });
    const jobTitle = `Growth ${tag}`;
    for (const [i, gender] of ["Female", "Male", "Female", "Other", "Female", "Male", "Female", "Male"].entries()) {
      await createApplication(db(), { fullName: `P${i} ${tag}`, department: "Marketing", jobId: job.id, jobTitle, gender });
    }
    const filters = `round=applied&job_title=${encodeURIComponent(jobTitle)}&job_type=Internship&gender=Female`;
    const listed = await download(`/application/api/applicants/marketing?${filters}&limit=100`);
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = (listed.json() as { data: { applicant_id: number; gender: string }[] }).data;
    expect(shown).toHaveLength(4);
    expect(new Set(shown.map((row) => row.gender))).toEqual(new Set(["Female"]));

    const hrUser = await db().user.findFirstOrThrow({ where: { role: "hr" }, orderBy: { id: "desc" } });
    const { column } = await exported(`${HR_EXPORT_PATHS.applicants}?department=marketing&${filters}`);
    expect(column("Applicant ID")).toEqual(shown.map((row) => String(row.applicant_id)));

    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "list_exported" }, orderBy: { id: "desc" } });
    expect(audit.actorId).toBe(hrUser.id);
    expect(audit.after).toEqual({
      list: "applicants",
      department: "Marketing",
      round: "applied",
      job_title: jobTitle,
      job_type: "Internship",
      gender: "Female",
    });

    // The day filter matches the list's Applied At day, and a bad value is the list's own 400.
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await exported(
      `${HR_EXPORT_PATHS.applicants}?department=marketing&job_title=${encodeURIComponent(jobTitle)}&applied_on=${today}`,
    );
    expect(byDay.records).toHaveLength(8);
    for (const url of [`${HR_EXPORT_PATHS.applicants}?job_type=Remote`, "/application/api/applicants/marketing?job_type=Remote"]) {
      const refused = await download(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: "Job type must be one of Full-time, Part-time, Contract, Internship, Freelance" });
    }
  });

  it("words an applicant's status once (a withdrawn one is Withdrawn) and shows no date of birth once erased", async () => {
    const tag = uniqueSuffix();
    const withdrawn = await createApplication(db(), { fullName: `Gone ${tag}`, department: "Operations", withdrawnAt: new Date() });
    const erased = await createApplication(db(), {
      fullName: "Erased",
      department: "Operations",
      jobTitle: `Erased ${tag}`,
      dateOfBirth: new Date("1900-01-01T00:00:00Z"),
      erasedAt: new Date(),
    });
    const { header, records } = await exported(`${HR_EXPORT_PATHS.applicants}?department=operations`);
    expect(header).not.toContain("Active");
    const rowOf = (id: number) => records.find((record) => record[0] === String(id)) ?? [];
    expect(rowOf(withdrawn.id)[header.indexOf("Status")]).toBe("Withdrawn");
    expect(rowOf(erased.id)[header.indexOf("Status")]).toBe("In Progress");
    expect(rowOf(erased.id)[header.indexOf("Date of Birth")]).toBe("");

    const listed = (await download(`/application/api/applicants/operations?job_title=${encodeURIComponent(`Erased ${tag}`)}`)).json() as {
      data: { date_of_birth: string | null }[];
    };
    expect(listed.data.map((row) => row.date_of_birth)).toEqual([null]);
    const detail = (await download(`/application/api/applicants/${erased.id}`)).json() as { date_of_birth: string | null };
    expect(detail.date_of_birth).toBeNull();
    const gone = (
      await download(`/application/api/applicants/operations?job_title=${encodeURIComponent("Software Engineer")}&limit=100`)
    ).json() as {
      data: { applicant_id: number; status: number }[];
    };
    expect(gone.data.find((row) => row.applicant_id === withdrawn.id)?.status).toBe(0);
  });

  it("writes every profile column as HR's detail view reads it (the export reads raw rows, the view reads through Prisma)", async () => {
    const tag = uniqueSuffix();
    const job = await createJob(db(), { department: "Finance", jobType: "Contract" });
    const applicant = await createApplication(db(), {
      fullName: `Profile ${tag}`,
      department: "Finance",
      jobId: job.id,
      jobTitle: job.jobTitle,
      alternateNumber: "9123456780",
      aggregateMarks: "87.25",
      dateOfBirth: new Date("1999-12-31T00:00:00Z"),
      techSkills: ["Python", "Others"],
      otherTechSkills: "Rust, Go",
      identifiers: { aadhar: "234567890124", pan: "ABCDE1234F", passport: "P1234567" },
      expectedCtc: 650000,
    });
    const viaPrisma = await db().application.findUniqueOrThrow({ where: { id: applicant.id }, select: PROFILE_SELECT });
    const expected = profileColumns<{ profile: ReturnType<typeof exportProfile> }>().map(
      (column) =>
        csvRows(
          csvLine([column.value({ profile: exportProfile({ ...viaPrisma, aggregateMarks: viaPrisma.aggregateMarks.toNumber() }) })]),
        )[0]?.[0],
    );

    const { header, records } = await exported(`${HR_EXPORT_PATHS.applicants}?department=Finance`);
    const row = records.find((record) => record[0] === String(applicant.id)) ?? [];
    const profileStart = header.indexOf("Full Name");
    expect(row.slice(profileStart)).toEqual(expected);
    expect(row[header.indexOf("Job Type")]).toBe("Contract");
    expect(row[header.indexOf("Aggregate Marks (%)")]).toBe("87.25");
    expect(row[header.indexOf("Date of Birth")]).toBe("1999-12-31");
    expect(row[header.indexOf("Skills")]).toBe("Python; Rust; Go");
    expect(row[header.indexOf("Alternate Contact Number")]).toBe("9123456780");
    // The identity numbers only masked, as the detail view shows them.
    expect(row[header.indexOf("Aadhar Number")]).toBe("XXXX XXXX 0124");
    expect(row[header.indexOf("PAN")]).toBe("XXXXXX234F");
    expect(row[header.indexOf("Passport Available")]).toBe("Yes");
    expect(row[header.indexOf("Passport Number")]).toBe("XXXX4567");
    expect(row.join(",")).not.toMatch(/234567890124|ABCDE1234F|P1234567/);
  });

  it("quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run as formulas", async () => {
    const tag = uniqueSuffix();
    const formula = '=HYPERLINK("https://evil.example/?x=1","Click, me")';
    const description = 'Built a "CRM", then\r\nshipped it\nin a week';
    await createEnquiry(db(), {
      email: `esc.${tag}@example.com`,
      fullName: formula,
      currentCity: "+1",
      homeTown: "-2",
      courseName: "@x",
      preferredRole: "\tTabbed",
      projectDescription: description,
      affiliatedUniversity: "Plain, with comma",
    });
    const { res, column } = await exported(`${HR_EXPORT_PATHS.enquiries}?email=esc.${tag}`);
    expect(res.body).toContain(`"'=HYPERLINK(""https://evil.example/?x=1"",""Click, me"")"`);
    expect(column("Full Name")).toEqual([`'${formula}`]);
    expect(column("Current City")).toEqual(["'+1"]);
    expect(column("Home Town")).toEqual(["'-2"]);
    expect(column("Course")).toEqual(["'@x"]);
    expect(column("Preferred Role")).toEqual(["'\tTabbed"]);
    expect(column("Project Description")).toEqual([description]);
    expect(column("Affiliated University")).toEqual(["Plain, with comma"]);
  });

  it("streams a large export in keyset batches: every matching row once, in the list's order", async () => {
    const tag = `Bulk${uniqueSuffix()}`;
    const total = 3 * EXPORT_BATCH_SIZE;
    const base = Date.now() - 86_400_000;
    // Seven rows share each moment, so batch edges fall inside runs of equal created_at.
    const template = await createEnquiry(db(), { fullName: `${tag} template`, createdAt: new Date(base - 3_600_000) });
    const { id: _id, createdAt: _createdAt, fullName: _fullName, email: _email, ...fields } = template;
    await db().application.createMany({
      data: Array.from({ length: total - 1 }, (_, i) => ({
        ...fields,
        aggregateMarks: fields.aggregateMarks.toNumber(),
        fullName: `${tag} ${i}`,
        email: `bulk${i}.${tag}@example.com`,
        createdAt: new Date(base + Math.floor(i / 7) * 1000),
      })),
    });
    const expected = await db().application.findMany({
      where: { source: "enquiry", fullName: { startsWith: tag } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(expected).toHaveLength(total);

    const { column } = await exported(`${HR_EXPORT_PATHS.enquiries}?name=${tag}`);
    expect(column("Candidate ID")).toEqual(expected.map((row) => String(row.id)));
  });

  it("refuses bad filters with a clear 400", async () => {
    const refusal = async (url: string) => {
      const res = await download(url);
      return { status: res.statusCode, error: (res.json() as { error?: string }).error };
    };
    expect(await refusal(`${HR_EXPORT_PATHS.enquiries}?createdAt_gte=yesterday`)).toEqual({
      status: 400,
      error: "Start date must be an ISO date such as 2025-01-31",
    });
    expect(await refusal(`${HR_EXPORT_PATHS.enquiries}?createdAt_gte=2025-02-01&createdAt_lte=2025-01-01`)).toEqual({
      status: 400,
      error: "Start date cannot be after end date.",
    });
    expect(await refusal(`${HR_EXPORT_PATHS.applicants}?department=Nowhere`)).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^Unknown department/),
    });
    expect(await refusal(`${HR_EXPORT_PATHS.applicants}?round=round-9`)).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^Unknown step/),
    });
  });

  it("is documented in the OpenAPI description as a CSV answer with the list's filters", async () => {
    type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, unknown> }> };
    const spec = (await testApp.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, { get?: Operation }>;
    };
    const enquiries = spec.paths[HR_EXPORT_PATHS.enquiries]?.get;
    const applicants = spec.paths[HR_EXPORT_PATHS.applicants]?.get;
    expect(Object.keys(enquiries?.responses["200"]?.content ?? {})).toEqual(["text/csv"]);
    expect(enquiries?.parameters?.map((parameter) => parameter.name)).toEqual(["name", "email", "createdAt_gte", "createdAt_lte"]);
    expect(applicants?.parameters?.map((parameter) => parameter.name)).toEqual([
      "department",
      "round",
      "job_title",
      "job_type",
      "gender",
      "applied_on",
    ]);
    expect(Object.keys(applicants?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "403", "429"]));
  });

  it("refuses a signed-out caller (401) and a candidate (403)", async () => {
    const candidate = await createUser(db());
    for (const path of Object.values(HR_EXPORT_PATHS)) {
      expect((await testApp.app.inject({ method: "GET", url: path })).statusCode).toBe(401);
      expect((await download(path, { authorization: `Bearer ${await tokenFor(candidate)}` })).statusCode).toBe(403);
    }
  });
});
