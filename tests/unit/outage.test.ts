import { describe, expect, it } from "vitest";
import { isOutage } from "../../src/server/outage.js";

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe("isOutage", () => {
  it("knows a database or Redis that does not answer, also wrapped", () => {
    expect(
      isOutage(Object.assign(new Error("Can't reach database server"), { name: "PrismaClientKnownRequestError", code: "P1001" })),
    ).toBe(true);
    expect(isOutage(Object.assign(new Error("Timed out fetching a new connection"), { code: "P2024" }))).toBe(true);
    expect(isOutage(new AggregateError([withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")]))).toBe(true);
    expect(isOutage(new Error("query failed", { cause: new Error("timeout exceeded when trying to connect") }))).toBe(true);
    expect(isOutage(new Error("Connection is closed."))).toBe(true);
    expect(
      isOutage(Object.assign(new Error("Reached the max retries per request limit (which is 1)."), { name: "MaxRetriesPerRequestError" })),
    ).toBe(true);
  });

  it("knows Postgres shutting down or starting up, from pg and through Prisma's driver adapter", () => {
    for (const sqlState of ["57P01", "57P02", "57P03"]) {
      expect(isOutage(withCode("terminating connection due to administrator command", sqlState)), sqlState).toBe(true);
      const wrapped = Object.assign(new Error("Invalid `prisma.job.findMany()` invocation"), {
        name: "PrismaClientKnownRequestError",
        code: "P2010",
        meta: { driverAdapterError: { cause: { kind: "postgres", code: sqlState, originalCode: sqlState } } },
      });
      expect(isOutage(wrapped), `${sqlState} via Prisma`).toBe(true);
    }
    expect(isOutage(withCode("syntax error", "42601"))).toBe(false);
  });

  it("leaves bugs and refusals alone (they stay 500s or 4xx)", () => {
    expect(isOutage(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isOutage(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBe(false);
    expect(isOutage(withCode("socket hang up", "ECONNRESET"))).toBe(false);
    expect(isOutage(null)).toBe(false);
  });
});
