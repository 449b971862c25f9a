// The SQL layer (src/infra/db/sql.ts): one statement gives the same zod-parsed rows on the pg pool
// (the client) and inside a transaction (a transaction client), timestamptz as the instant it is and
// DATE as UTC midnight, whatever the process's time zone; a timestamp without a time zone is refused;
// a read inside db.$transaction sees what the transaction wrote; and one check tells a unique
// violation from either path.
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { execute, isUniqueViolation, selectRow, selectRows, sql } from "../../src/infra/db/sql.js";
import { createUser, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

const rowSchema = z.object({
  at: z.date(),
  sent: z.date(),
  day: z.date(),
  n: z.number().int(),
  ids: z.array(z.number().int()),
  flag: z.boolean(),
  label: z.string(),
  nothing: z.string().nullable(),
});

const SENT = new Date("2026-03-01T04:00:00.456Z");

const statement = () =>
  sql`SELECT '2026-02-28 23:30:00.123+00'::timestamptz AS at, ${SENT}::timestamptz AS sent, '2026-03-01'::date AS day,
    ${7}::int AS n, ARRAY[1, 2]::int[] AS ids, true AS flag, ${"x"}::text AS label, NULL::text AS nothing`;

const userRowSchema = z.object({ id: z.number().int(), name: z.string() });

describe("the SQL layer", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const zone = process.env.TZ;

  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(["UTC", "America/New_York", "Asia/Kolkata"])(
    "gives the same typed rows on the pool and in a transaction in time zone %s",
    async (timeZone) => {
      process.env.TZ = timeZone;
      const onPool = await selectRows(db(), statement(), rowSchema);
      const named = await selectRow(db(), statement(), rowSchema, { name: "sql_layer_test_row" });
      const inTransaction = await db().$transaction((tx) => selectRows(tx, statement(), rowSchema));
      expect(inTransaction).toEqual(onPool);
      expect(named).toEqual(onPool[0]);
      expect(onPool).toEqual([
        {
          at: new Date("2026-02-28T23:30:00.123Z"),
          sent: SENT,
          day: new Date("2026-03-01T00:00:00.000Z"),
          n: 7,
          ids: [1, 2],
          flag: true,
          label: "x",
          nothing: null,
        },
      ]);
    },
  );

  it("refuses a row that does not match its schema", async () => {
    await expect(selectRows(db(), sql`SELECT 'seven'::text AS n`, z.object({ n: z.number().int() }))).rejects.toThrow();
  });

  it("refuses a timestamp without time zone, whose instant would depend on the session", async () => {
    const local = sql`SELECT '2026-02-28 23:30:00'::timestamp AS at`;
    await expect(selectRows(db(), local, z.object({ at: z.date() }))).rejects.toThrow(/timestamp without time zone/);
  });

  it("reads inside db.$transaction what the transaction wrote and has not committed", async () => {
    const email = `sql-layer-${uniqueSuffix()}@example.com`;
    const seen = await db().$transaction(async (tx) => {
      const user = await tx.user.create({ data: { name: "Written", email, passwordHash: "-" }, select: { id: true } });
      const written = await selectRow(tx, sql`SELECT id, name FROM users WHERE id = ${user.id}`, userRowSchema);
      const outside = await selectRow(db(), sql`SELECT id, name FROM users WHERE id = ${user.id}`, userRowSchema);
      const renamed = await execute(
        tx,
        sql`UPDATE users SET name = 'Renamed', updated_at = ${new Date()}::timestamptz WHERE id = ${user.id}`,
      );
      const afterRename = await tx.user.findUnique({ where: { id: user.id }, select: { name: true } });
      return { id: user.id, written, outside, renamed, afterRename };
    });
    expect(seen.written).toEqual({ id: seen.id, name: "Written" });
    expect(seen.outside).toBeUndefined();
    expect(seen.renamed).toBe(1);
    expect(seen.afterRename).toEqual({ name: "Renamed" });
  });

  describe("isUniqueViolation", () => {
    const insertUser = (email: string) =>
      sql`INSERT INTO users (name, email, password_hash, updated_at) VALUES ('Twin', ${email}, '-', ${new Date()}::timestamptz)`;
    const errorOf = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );

    it("is true for Prisma's P2002 from the model API", async () => {
      const user = await createUser(db());
      const error = await errorOf(db().user.create({ data: { name: "Twin", email: user.email, passwordHash: "-" } }));
      expect(error).toMatchObject({ code: "P2002" });
      expect(isUniqueViolation(error)).toBe(true);
    });

    it("is true for Postgres's 23505 on the pool", async () => {
      const user = await createUser(db());
      const error = await errorOf(execute(db(), insertUser(user.email)));
      expect(error).toMatchObject({ code: "23505" });
      expect(isUniqueViolation(error)).toBe(true);
    });

    it("is true for Prisma's P2010 from a statement inside a transaction", async () => {
      const user = await createUser(db());
      const error = await errorOf(db().$transaction((tx) => execute(tx, insertUser(user.email))));
      expect(error).toMatchObject({ code: "P2010" });
      expect(isUniqueViolation(error)).toBe(true);
    });

    it("is false for another constraint's violation on either path", async () => {
      const nameless = sql`INSERT INTO users (name, email, password_hash, updated_at)
        VALUES (NULL, ${`nameless-${uniqueSuffix()}@example.com`}, '-', ${new Date()}::timestamptz)`;
      const onPool = await errorOf(execute(db(), nameless));
      const inTransaction = await errorOf(db().$transaction((tx) => execute(tx, nameless)));
      expect(onPool).toMatchObject({ code: "23502" });
      expect(inTransaction).toMatchObject({ code: "P2010" });
      expect(isUniqueViolation(onPool)).toBe(false);
      expect(isUniqueViolation(inTransaction)).toBe(false);
    });
  });
});
