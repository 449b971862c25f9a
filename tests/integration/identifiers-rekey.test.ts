// The identity numbers' move out of the plain columns and the re-key script
// (scripts/rekey-identifiers.ts, compiled, as `npm run db:migrate` runs it): a database at the
// migration before 20261127205016 with an application holding plain Aadhaar, PAN and passport
// numbers is migrated and re-keyed; the plain columns are gone, the numbers open to what they were,
// and a pg_dump holds none of them. Then a rotation: the ring "b,a" puts every row under b.
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb, type Db } from "../../src/infra/db/client.js";
import { identifierKeyRing, identifierLookupHash, openIdentifier, PLAIN_KEY_ID } from "../../src/infra/privacy/identifier-cipher.js";
import type { IdentifierKind } from "../../src/shared/application/identifiers.js";
import { nodeArgs } from "../helpers/node-build.js";
import { applyMigration, createDatabaseAtMigration, dropTestDatabase } from "../helpers/test-database.js";

const BEFORE = "20261127183000_enquiry_filter_trgm_indexes";
const IDENTIFIERS_MIGRATION = "20261127205016_identifiers_consents_data_requests";
const LOOKUP = "rekey-lookup-key-rekey-lookup-key-0123";
const KEY_A = `a:${Buffer.alloc(32, 0xa).toString("base64")}`;
const KEY_B = `b:${Buffer.alloc(32, 0xb).toString("base64")}`;
const NUMBERS: Record<IdentifierKind, string> = { aadhar: "234567890124", pan: "ABCDE1234F", passport: "K7654321" };

const ringOf = (keys: string) =>
  identifierKeyRing({ JWT_SECRET: "unused-unused-unused-unused-unused", IDENTIFIER_KEYS: keys, IDENTIFIER_LOOKUP_KEY: LOOKUP });

describe("identity numbers: legacy migration and re-key", () => {
  let url: string;
  let db: Db;
  let applicationId: number;
  let enquiryId: number;

  /** The compiled script on the test database with this key ring; its exit code and output. */
  async function rekey(keys: string) {
    const env = {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: url,
      IDENTIFIER_KEYS: keys,
      IDENTIFIER_LOOKUP_KEY: LOOKUP,
      LOG_LEVEL: "silent",
    };
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, nodeArgs(inject("nodeDist"), "rekey-identifiers"), { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  const stored = () => db.applicationIdentifier.findMany({ orderBy: [{ applicationId: "asc" }, { kind: "asc" }] });

  beforeAll(async () => {
    url = await createDatabaseAtMigration("rekey", BEFORE);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const insert = (source: string, numbers: (string | null)[]) =>
        client.query<{ id: number }>(
          `INSERT INTO applications (source, full_name, date_of_birth, gender, mobile_number, email, current_city, home_town,
             willing_to_relocate, highest_qualification, course_name, college_university, year_of_passing, aggregate_marks,
             all_semesters_cleared, internship_project_experience, preferred_role, joining, open_to_shifts, opportunity_source,
             available_for_online_tests, has_laptop_internet, resume_path, updated_at, aadhar_number, pan_no, passport_number)
           VALUES ($1, 'Asha Rao', '2000-05-17', 'Female', '9876543210', 'asha@example.com', 'Manipal', 'Udupi', true, 'B.Tech',
             'CS', 'MIT', 2022, 82.5, true, false, 'Engineer', 'Yes', true, 'LinkedIn', true, true, 'r.pdf', $2, $3, $4, $5)
           RETURNING id`,
          [source, new Date(), ...numbers],
        );
      applicationId = (await insert("job_application", [NUMBERS.aadhar, NUMBERS.pan, NUMBERS.passport])).rows[0]!.id;
      // An enquiry with only a PAN, and blanks as the old form could leave them: blanks are not carried over.
      enquiryId = (await insert("enquiry", ["", "PQRST6789Z", null])).rows[0]!.id;
    } finally {
      await client.end();
    }
    await applyMigration(url, IDENTIFIERS_MIGRATION);
    db = createDb(url);
  });

  afterAll(async () => {
    await db?.$disconnect();
    if (url) await dropTestDatabase(url);
  });

  it("encrypts the carried-over numbers, drops the plain columns, and leaves none of them in a dump", async () => {
    expect((await stored()).map((row) => [row.applicationId, row.kind, row.keyId])).toEqual([
      [applicationId, "aadhar", PLAIN_KEY_ID],
      [applicationId, "pan", PLAIN_KEY_ID],
      [applicationId, "passport", PLAIN_KEY_ID],
      [enquiryId, "pan", PLAIN_KEY_ID],
    ]);

    const first = await rekey(KEY_A);
    expect(first, first.stderr).toMatchObject({ code: 0 });
    expect(first.stdout).toContain("4 encrypted from plain text, 0 re-encrypted from older keys, now under key a");

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const columns = await client.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'applications' AND column_name IN ('aadhar_number', 'pan_no', 'passport_number')",
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.end();
    }

    const ring = ringOf(KEY_A);
    const rows = await stored();
    for (const row of rows) {
      expect(row.keyId).toBe("a");
      const value = openIdentifier(ring, row.applicationId, row.kind, row);
      expect(value).toBe(row.applicationId === enquiryId ? "PQRST6789Z" : NUMBERS[row.kind]);
      expect(row.last4).toBe(value.slice(-4));
      expect(Buffer.from(row.lookupHash ?? []).equals(Buffer.from(identifierLookupHash(ring, row.kind, value)))).toBe(true);
    }

    const dump = execFileSync("pg_dump", ["-h", "127.0.0.1", "-U", "postgres", new URL(url).pathname.slice(1)]).toString("utf8");
    expect(dump).toContain("application_identifiers");
    for (const value of [...Object.values(NUMBERS), "PQRST6789Z"]) {
      expect(dump).not.toContain(value);
      expect(dump).not.toContain(Buffer.from(value).toString("hex"));
    }

    // Idempotent: nothing left to do.
    expect((await rekey(KEY_A)).stdout).toContain("0 encrypted from plain text, 0 re-encrypted from older keys, now under key a");
  });

  it("rotates: with the ring b,a every row moves under b and opens without a; a ring without the old key fails loudly", async () => {
    const before = await stored();
    const rotated = await rekey(`${KEY_B},${KEY_A}`);
    expect(rotated, rotated.stderr).toMatchObject({ code: 0 });
    expect(rotated.stdout).toContain("0 encrypted from plain text, 4 re-encrypted from older keys, now under key b");

    const onlyB = ringOf(KEY_B);
    const after = await stored();
    expect(after.map((row) => row.keyId)).toEqual(["b", "b", "b", "b"]);
    for (const [index, row] of after.entries()) {
      const was = before[index]!;
      expect(Buffer.from(row.ciphertext).equals(Buffer.from(was.ciphertext))).toBe(false);
      expect(openIdentifier(onlyB, row.applicationId, row.kind, row)).toBe(openIdentifier(ringOf(KEY_A), was.applicationId, was.kind, was));
    }

    // Key c first without b: the rows under b cannot be opened; they are left alone and the run says so.
    const keyC = `c:${Buffer.alloc(32, 0xc).toString("base64")}`;
    const lost = await rekey(keyC);
    expect(lost.code).toBe(1);
    expect(lost.stderr).toContain("4 identity numbers could not be opened");
    expect((await stored()).map((row) => row.keyId)).toEqual(["b", "b", "b", "b"]);
  });
});
