// queryRows (the pg pool under Prisma) reads TIMESTAMP and DATE columns as Prisma's $queryRaw does,
// whatever the process's time zone: the HR lists and the token check moved to it from Prisma.
import { afterEach, describe, expect, it } from "vitest";
import { Prisma } from "../../src/server/db/generated/client.js";
import { queryRows } from "../../src/server/db/query-rows.js";
import { useTestApp } from "../helpers/test-app.js";

type Row = { at: Date; day: Date; n: number; ids: number[]; flag: boolean; label: string };

const statement = () =>
  Prisma.sql`SELECT '2026-02-28 23:30:00.123'::timestamp(3) AS at, '2026-03-01'::date AS day, ${7}::int AS n,
    ARRAY[1, 2]::int[] AS ids, true AS flag, ${"x"}::text AS label`;

describe("queryRows", () => {
  const testApp = useTestApp();
  const zone = process.env.TZ;

  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(["UTC", "America/New_York", "Asia/Kolkata"])("gives Prisma's values in time zone %s", async (timeZone) => {
    process.env.TZ = timeZone;
    const db = testApp.deps.db;
    const [ours] = await queryRows<Row>(db, statement());
    const [prisma] = await db.$queryRaw<Row[]>(statement());
    expect(ours).toEqual(prisma);
    expect(ours?.at.toISOString()).toBe("2026-02-28T23:30:00.123Z");
    expect(ours?.day.toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});
