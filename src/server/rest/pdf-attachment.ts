// A stored PDF sent as a download, and its OpenAPI description: the HR, interviewer and candidate doors share it.
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { OpenedDocument } from "../services/applications/read-application-document.js";

/** The OpenAPI description of sendAttachment's answer. */
export const PDF_DOWNLOAD = {
  description: "The PDF as an attachment (Content-Disposition: attachment; filename=…)",
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
};

/** A stored PDF as a download: never rendered inline, never cached. */
export function sendAttachment(reply: FastifyReply, file: OpenedDocument): FastifyReply {
  if (file.size !== undefined) reply.header("content-length", file.size);
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.downloadName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(file.stream);
}
