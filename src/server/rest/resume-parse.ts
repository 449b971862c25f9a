// POST /api/me/resume/parse (issue #31): a signed-in candidate's resume PDF, multipart field
// `resume`, read in memory (never stored) into the wizard's fields. Registered inside the signed-in
// users' guarded scope (plugin.ts); multipart parsing lives only in this route's own scope.
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../infra/errors.js";
import { resumeParseResponseSchema } from "../../shared/application/resume-fields.js";
import { tooLargeMessage } from "../../shared/application/files.js";
import type { Deps } from "../deps.js";
import { parseMyResume } from "../services/resume/parse-my-resume.js";
import { MALFORMED_UPLOAD } from "../services/applications/receive-upload.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const NO_RESUME = "Choose your resume: send it as the multipart/form-data file field `resume`.";

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

/** The one `resume` file's bytes, at most UPLOAD_MAX_MB; refusals as AppErrors with their status. */
async function receiveResume(request: FastifyRequest, maxMb: number): Promise<Uint8Array> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== "resume") throw new AppError("BAD_REQUEST", NO_RESUME, { field: "resume" });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error, "FST_REQ_FILE_TOO_LARGE")) throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(maxMb), { cause: error });
    if (hasCode(error, "FST_INVALID_MULTIPART_CONTENT_TYPE")) throw new AppError("BAD_REQUEST", NO_RESUME, { cause: error });
    if (["FST_FILES_LIMIT", "FST_PARTS_LIMIT", "FST_FIELDS_LIMIT"].some((code) => hasCode(error, code))) {
      throw new AppError("PAYLOAD_TOO_LARGE", "Send one file: your resume.", { cause: error });
    }
    if (
      error instanceof Error &&
      /^(Multipart: Boundary not found|Unexpected end of (multipart )?(data|form)|\w+ terminated early)/.test(error.message)
    ) {
      throw new AppError("BAD_REQUEST", MALFORMED_UPLOAD, { cause: error });
    }
    throw error;
  }
}

export async function registerResumeParseRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    const maxMb = deps.env.UPLOAD_MAX_MB;
    await scope.register(fastifyMultipart, {
      limits: { fileSize: Math.floor(maxMb * 1024 * 1024), files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/me/resume/parse",
      {
        schema: {
          tags: ["me"],
          summary:
            "Read the signed-in candidate's resume PDF into the application wizard's fields (only those found); the file is not stored",
          description:
            "multipart/form-data with one file field `resume` (a PDF of at most UPLOAD_MAX_MB). Answers `{ fields }` in the wizard's own field names. " +
            "422 when the PDF cannot be read (password-protected, damaged, a scan without text, over 10 pages, too slow or too large to read); " +
            "503 while too many resumes are being read; 429 past 20 parses an hour.",
          consumes: ["multipart/form-data"],
          response: {
            200: resumeParseResponseSchema,
            400: errorBody,
            413: errorBody,
            422: errorBody,
            429: errorBody,
            503: errorBody,
            ...GUARDED_ERRORS,
          },
        },
      },
      (request) => parseMyResume(deps, guardedUser(request), () => receiveResume(request, maxMb)),
    );
  });
}
