// POST /api/messages: the spec's contact-form call. The sender is the user of the bearer token.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTACT_TEXTS, contactMessageSchema } from "../../shared/contact.js";
import { camelCaseKeys, snakeCaseSchema } from "../../shared/snake-case.js";
import type { Deps } from "../deps.js";
import { sendContactMessage } from "../services/contact/send-contact-message.js";
import { errorBody } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

/** The spec's body: `phone_number` and an ignored `user_id` (the contract says phoneNumber). */
const messageBody = snakeCaseSchema(contactMessageSchema).extend({
  user_id: z.unknown().optional().describe("Ignored: the sender is always the user of the bearer token."),
});

const sentMessage = z.object({ id: z.number().int(), message: z.string() });

/** Inside a signed-in users' guarded scope (plugin.ts). */
export function registerMessageRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/messages",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a contact-form message to the company (signed-in users; limited per user and per IP)",
        body: messageBody,
        response: { 201: sentMessage, 400: errorBody, 401: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const { userId: _ignored, ...message } = camelCaseKeys(request.body);
      const { id } = await sendContactMessage(deps, { userId: guardedUser(request).id, ip: request.ip, message });
      return reply.code(201).send({ id, message: CONTACT_TEXTS.success });
    },
  );
}
