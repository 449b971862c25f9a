// The tRPC instance, its error mapping and the procedure builders every router uses.
import { initTRPC, TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { SIGN_IN_REQUIRED } from "../../shared/session.js";
import { HR_ONLY, isStaff } from "../../shared/staff.js";
import { AppError, genericReason, isAppError } from "../../infra/errors.js";
import { isOutage, SERVICE_UNAVAILABLE } from "../outage.js";
import type { Context } from "./context.js";

const t = initTRPC.context<Context>().create({
  // The reason (src/shared/error-reasons.ts) is what clients branch on: an AppError's own, else the
  // generic one of the status.
  errorFormatter({ shape, error }) {
    const cause = isAppError(error.cause) ? error.cause : undefined;
    const reason = cause?.reason ?? genericReason(shape.data.httpStatus);
    const data = { ...shape.data, stack: undefined, reason, retryAfterSeconds: cause?.retryAfterSeconds };
    if (error.cause instanceof ZodError) {
      const message = error.cause.issues[0]?.message ?? "Invalid input";
      // HR's forms show a refused field's message beside it (fieldErrorOf on the client).
      return { ...shape, message, data: { ...data, fieldErrors: z.flattenError(error.cause).fieldErrors } };
    }
    if (error.code === "INTERNAL_SERVER_ERROR") {
      return { ...shape, message: "Something went wrong", data };
    }
    return { ...shape, data };
  },
});

/**
 * The tRPC side of the error mapping: an AppError becomes the TRPCError of the same code, and a
 * database or Redis that does not answer a 503 with a message of ours (never the driver's).
 */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && isOutage(result.error.cause)) {
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: SERVICE_UNAVAILABLE, cause: result.error.cause });
  }
  return result;
});

/** Times every call for /metrics, by procedure path and result: "ok" or the error code the caller got. */
const recordDuration = t.middleware(async ({ ctx, path, next }) => {
  const started = performance.now();
  const result = await next();
  const labels = { procedure: path, result: result.ok ? "ok" : result.error.code };
  ctx.deps.metrics.trpcProcedureDuration.observe(labels, (performance.now() - started) / 1000);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
// recordDuration is outermost, so it sees the code mapAppErrors gives an AppError.
export const publicProcedure = t.procedure.use(recordDuration).use(mapAppErrors);

/** Signed-in users only; `ctx.user` is non-null inside. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.getUser();
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED, { reason: "SIGN_IN_REQUIRED" });
  return next({ ctx: { ...ctx, user } });
});

/** Signed-in HR users only (an interviewer is not HR). */
export const hrProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "hr") throw new AppError("FORBIDDEN", HR_ONLY);
  return next();
});

/** HR or an interviewer: the interview procedures, which then narrow an interviewer to their own interviews. */
export const staffProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isStaff(ctx.user)) throw new AppError("FORBIDDEN", HR_ONLY);
  return next();
});
