// POST /api/messages: the spec's contact-form call. The sender is the user of the bearer token.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTACT_TEXTS, contactMessageSchema } from "../../shared/contact.js";
import type { Deps } from "../deps.js";
import type { AuthUser } from "../services/auth/tokens.js";
import { sendContactMessage } from "../services/contact/send-contact-message.js";
import { requireUser } from "./auth.js";
import { errorBody } from "./errors.js";

const messageBody = contactMessageSchema.extend({
  user_id: z.unknown().optional().describe("Ignored: the sender is always the user of the bearer token."),
});

const sentMessage = z.object({ id: z.number().int(), message: z.string() });

export function registerMessageRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The user is resolved before the body is validated, so a signed-out caller always gets 401.
  const senders = new WeakMap<FastifyRequest, AuthUser>();

  api.post(
    "/api/messages",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a contact-form message to the company (signed-in users; limited per user and per IP)",
        body: messageBody,
        response: { 201: sentMessage, 400: errorBody, 401: errorBody, 429: errorBody, 503: errorBody },
      },
      preValidation: async (request) => {
        senders.set(request, await requireUser(deps, request));
      },
    },
    async (request, reply) => {
      const sender = senders.get(request);
      if (!sender) throw new Error("preValidation did not resolve the sender");
      const { user_id: _ignored, ...message } = request.body;
      const { id } = await sendContactMessage(deps, { userId: sender.id, ip: request.ip, message });
      return reply.code(201).send({ id, message: CONTACT_TEXTS.success });
    },
  );
}
