// POST /api/auth/{send-otp,verify-otp,register,login,forgot-password,reset-password,logout}: the
// spec's payloads over the same services as the tRPC `auth` router, with the same rate limits. The
// profile procedures have no REST route: the spec documents none, and only the SPA uses them.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  forgotPasswordInput,
  loginAnswer,
  loginInput,
  messageAnswer,
  registerInput,
  resetPasswordInput,
  sendOtpInput,
  verifyOtpInput,
} from "../../shared/auth.js";
import type { Deps } from "../deps.js";
import type { AuthAction } from "../limits/policies.js";
import { enforceAuthRateLimit } from "../services/auth/auth-rate-limit.js";
import { logIn } from "../services/auth/log-in.js";
import { logOut } from "../services/auth/log-out.js";
import { registerUser } from "../services/auth/register-user.js";
import { requestPasswordReset } from "../services/auth/request-password-reset.js";
import { resetPassword } from "../services/auth/reset-password.js";
import { sendSignupCode } from "../services/auth/send-signup-code.js";
import { verifySignupCode } from "../services/auth/verify-signup-code.js";
import { requireUser } from "./auth.js";
import { errorBody } from "./errors.js";
import { BEARER_SECURITY } from "./openapi.js";
import { AUTH_ROUTE_RATE_LIMIT } from "./rate-limit.js";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

type AuthRoute<I extends { email: string }, O> = {
  path: string;
  action: AuthAction;
  summary: string;
  body: z.ZodType<I>;
  answer: z.ZodType<O>;
  /** `ip`: the client, for the failed-attempt limits of the password and code checks. */
  run: (deps: Deps, input: I, ip: string) => Promise<O>;
};

function registerAuthRoute<I extends { email: string }, O>(app: FastifyInstance, deps: Deps, route: AuthRoute<I, O>): void {
  app.post<{ Body: I }>(
    route.path,
    {
      schema: { tags: ["auth"], summary: route.summary, body: route.body, response: { 200: route.answer, ...errors } },
      config: { rateLimit: AUTH_ROUTE_RATE_LIMIT },
    },
    async (request) => {
      // Validated (and normalised) by `route.body`; Fastify cannot resolve the generic body type.
      const input = request.body as I;
      await enforceAuthRateLimit(deps, route.action, { ip: request.ip, email: input.email });
      return route.run(deps, input, request.ip);
    },
  );
}

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  registerAuthRoute(app, deps, {
    path: "/api/auth/send-otp",
    action: "sendOtp",
    summary: "Mail a 6-digit sign-up code (valid 10 minutes; one per address per 60 s)",
    body: sendOtpInput,
    answer: messageAnswer,
    run: sendSignupCode,
  });
  registerAuthRoute(app, deps, {
    path: "/api/auth/verify-otp",
    action: "verifyOtp",
    summary: "Check a sign-up code (5 tries per code); the address stays verified for 30 minutes",
    body: verifyOtpInput,
    answer: messageAnswer,
    run: verifySignupCode,
  });
  registerAuthRoute(app, deps, {
    path: "/api/auth/register",
    action: "register",
    summary: "Create an account for a verified address",
    body: registerInput,
    answer: messageAnswer,
    run: registerUser,
  });
  registerAuthRoute(app, deps, {
    path: "/api/auth/login",
    action: "login",
    summary:
      "Sign in through a door (`role`: user, the candidate login, or hr, the employer login where HR and interviewers sign in); " +
      "answers a Bearer token and the user with the account's role (user, hr or interviewer)",
    body: loginInput,
    answer: loginAnswer,
    run: logIn,
  });
  registerAuthRoute(app, deps, {
    path: "/api/auth/forgot-password",
    action: "forgotPassword",
    summary: "Mail a reset code if the address has an account (same answer either way)",
    body: forgotPasswordInput,
    answer: messageAnswer,
    run: requestPasswordReset,
  });
  registerAuthRoute(app, deps, {
    path: "/api/auth/reset-password",
    action: "resetPassword",
    summary:
      "Set a new password with a reset code, or an interviewer's invitation code (mailed by HR's invite, valid 72 hours); " +
      "signs the account out everywhere",
    body: resetPasswordInput,
    answer: messageAnswer,
    run: resetPassword,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out this session (the Bearer token's); the user's other sessions stay signed in",
        security: BEARER_SECURITY,
        response: { 200: messageAnswer, 401: errorBody },
      },
      config: { rateLimit: AUTH_ROUTE_RATE_LIMIT },
    },
    async (request) => logOut(deps.db, await requireUser(deps, request)),
  );
}
