// JSON bodies nested deeper than MAX_JSON_DEPTH are refused with a 400 before they are parsed, on
// REST routes and tRPC alike, in each door's error shape; brackets inside strings do not count.
import { describe, expect, it } from "vitest";
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from "../../src/server/json-body.js";
import { useTestApp } from "../helpers/test-app.js";

const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
const post = (url: string, payload: string) =>
  testApp.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload });

const testApp = useTestApp();

describe("JSON nesting depth", () => {
  it("refuses a REST body nested too deeply with a 400 and a clear message", async () => {
    const res = await post("/api/auth/forgot-password", `{"email":${nested(MAX_JSON_DEPTH)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: JSON_TOO_DEEP, reason: "VALIDATION" });
  });

  it("refuses a megabyte of nested arrays sent to tRPC in tRPC's error shape", async () => {
    const depth = 500_000;
    const res = await post("/trpc/auth.login", nested(depth));
    expect(res.statusCode).toBe(400);
    // Refused at the first byte too deep: the rest of the megabyte is not wanted.
    expect(res.headers.connection).toBe("close");
    expect(res.json()).toMatchObject({
      error: { message: JSON_TOO_DEEP, data: { code: "BAD_REQUEST", httpStatus: 400, reason: "VALIDATION" } },
    });
  });

  it("parses bodies up to the limit, and does not count brackets inside strings", async () => {
    const atLimit = await post("/api/auth/forgot-password", `{"email":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().error).not.toBe(JSON_TOO_DEEP);
    const inString = await post("/api/auth/forgot-password", JSON.stringify({ email: `${"[{".repeat(100)}\\"` }));
    expect(inString.statusCode).toBe(400);
    expect(inString.json().error).not.toBe(JSON_TOO_DEEP);
  });

  it("ignores a nested body sent with a GET, which no route reads, and stays up", async () => {
    const res = await testApp.app.inject({
      method: "GET",
      url: "/health",
      headers: { "content-type": "application/json" },
      payload: nested(MAX_JSON_DEPTH + 10),
    });
    expect(res.statusCode).toBe(200);
    // A refusal nobody listened for would surface as an uncaught exception by the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect((await testApp.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
  });
});
