// The contact form: signed-in users send a message to the company.
import { contactMessageSchema } from "../../shared/contact.js";
import { sendContactMessage } from "../services/contact/send-contact-message.js";
import { protectedProcedure, router } from "../trpc/init.js";

export const contactRouter = router({
  send: protectedProcedure
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx.deps, { userId: ctx.user.id, ip: ctx.ip, message: input })),
});
