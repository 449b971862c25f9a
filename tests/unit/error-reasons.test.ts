// The machine reason beside each refusal: an AppError's own or its status's generic one, in the
// tRPC error shape (`data.reason`) and in the REST body (`reason` beside `error` and `field`).
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sendAppErrorAnswer, sendErrorAnswer } from "../../src/server/error-answer.js";
import { AppError, genericReason } from "../../src/infra/errors.js";
import type { Context } from "../../src/server/trpc/context.js";
import { publicProcedure, router } from "../../src/server/trpc/init.js";
import { ERROR_REASONS, isErrorReason } from "../../src/shared/error-reasons.js";

describe("error reasons", () => {
  it("an AppError carries its own reason, or the generic one of its code", () => {
    expect(new AppError("BAD_REQUEST", "Invalid or expired OTP", { reason: "OTP_INVALID" })).toMatchObject({
      status: 400,
      reason: "OTP_INVALID",
    });
    expect(new AppError("BAD_REQUEST", "Invalid page cursor").reason).toBe("VALIDATION");
    expect(new AppError("NOT_FOUND", "Not here").reason).toBe("NOT_FOUND");
    expect(new AppError("TOO_MANY_REQUESTS", "Slow down").reason).toBe("RATE_LIMITED");
    expect(new AppError("SERVICE_UNAVAILABLE", "Down").reason).toBe("SERVICE_UNAVAILABLE");
    expect("cause" in new AppError("NOT_FOUND", "Not here")).toBe(false);
  });

  it("every status has a generic reason from the list", () => {
    expect([400, 401, 403, 404, 405, 408, 409, 413, 414, 415, 429, 500, 502, 503].map(genericReason)).toEqual([
      "VALIDATION",
      "UNAUTHORIZED",
      "FORBIDDEN",
      "NOT_FOUND",
      "VALIDATION",
      "TIMEOUT",
      "CONFLICT",
      "PAYLOAD_TOO_LARGE",
      "URI_TOO_LONG",
      "UNSUPPORTED_MEDIA_TYPE",
      "RATE_LIMITED",
      "INTERNAL",
      "INTERNAL",
      "SERVICE_UNAVAILABLE",
    ]);
    expect(ERROR_REASONS.every(isErrorReason)).toBe(true);
    expect(isErrorReason("Invalid or expired OTP")).toBe(false);
  });
});

describe("answers outside a procedure (error-answer.ts)", () => {
  async function answer(url: string, send: "app-error" | "status") {
    const app = Fastify();
    app.get("/*", (request, reply) =>
      send === "app-error"
        ? sendAppErrorAnswer(
            request,
            reply,
            new AppError("BAD_REQUEST", "Please enter a valid link", { reason: "VALIDATION", field: "link" }),
          )
        : sendErrorAnswer(request, reply, 429, "Too many requests. Please try again in 1 minute."),
    );
    const res = await app.inject({ method: "GET", url });
    await app.close();
    return { status: res.statusCode, body: res.json() };
  }

  it("REST: the reason beside the message and the field", async () => {
    expect(await answer("/api/x", "app-error")).toEqual({
      status: 400,
      body: { error: "Please enter a valid link", field: "link", reason: "VALIDATION" },
    });
    expect(await answer("/api/x", "status")).toEqual({
      status: 429,
      body: { error: "Too many requests. Please try again in 1 minute.", reason: "RATE_LIMITED" },
    });
  });

  it("tRPC: the reason in the error shape's data", async () => {
    expect(await answer("/trpc/jobs.list", "status")).toEqual({
      status: 429,
      body: {
        error: {
          message: "Too many requests. Please try again in 1 minute.",
          code: -32029,
          data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, reason: "RATE_LIMITED" },
        },
      },
    });
  });
});

describe("the tRPC error formatter", () => {
  const testRouter = router({
    otp: publicProcedure.query(() => {
      throw new AppError("BAD_REQUEST", "Invalid or expired OTP", { reason: "OTP_INVALID" });
    }),
    resend: publicProcedure.query(() => {
      throw new AppError("TOO_MANY_REQUESTS", "Please wait 9 seconds before requesting a new code.", {
        reason: "RESEND_TOO_SOON",
        retryAfterSeconds: 9,
      });
    }),
    input: publicProcedure.input(z.object({ link: z.url("Please enter a valid link") })).query(() => "never"),
    crash: publicProcedure.query(() => {
      throw new Error("secret driver text");
    }),
  });
  const ctx = {
    deps: { metrics: { trpcProcedureDuration: { observe: () => undefined } } },
    getUser: () => Promise.resolve(null),
    ip: null,
  };

  async function call(path: string, input?: unknown) {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await fetchRequestHandler({
      endpoint: "/trpc",
      req: new Request(`http://localhost/trpc/${path}${query}`),
      router: testRouter,
      createContext: () => ctx as unknown as Context,
    });
    const body = (await res.json()) as { error: { message: string; data: Record<string, unknown> } };
    return { status: res.status, message: body.error.message, data: body.error.data };
  }

  it("puts an AppError's reason (and wait) into data", async () => {
    expect(await call("otp")).toMatchObject({
      status: 400,
      message: "Invalid or expired OTP",
      data: { code: "BAD_REQUEST", reason: "OTP_INVALID" },
    });
    expect(await call("resend")).toMatchObject({ status: 429, data: { reason: "RESEND_TOO_SOON", retryAfterSeconds: 9 } });
  });

  it("gives refused input VALIDATION with its field errors, and a crash INTERNAL without its text", async () => {
    expect(await call("input", { link: "nope" })).toMatchObject({
      status: 400,
      message: "Please enter a valid link",
      data: { reason: "VALIDATION", fieldErrors: { link: ["Please enter a valid link"] } },
    });
    expect(await call("crash")).toMatchObject({ status: 500, message: "Something went wrong", data: { reason: "INTERNAL" } });
  });
});
