// HR's view of the mails sent to a candidate and the retry of a failed one; every one an hrProcedure.
import { hrMailListSchema, hrMailSchema, listMailsSchema, retryMailSchema } from "../../shared/hr/mails-schemas.js";
import { listMails } from "../services/hr-mails/list-mails.js";
import { retryMail } from "../services/hr-mails/retry-mail.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrMailsRouter = router({
  list: hrProcedure
    .input(listMailsSchema)
    .output(hrMailListSchema)
    .query(({ ctx, input }) => listMails(ctx.deps.db, input)),
  retry: hrProcedure
    .input(retryMailSchema)
    .output(hrMailSchema)
    .mutation(({ ctx, input }) => retryMail(ctx.deps, { mailId: input.mailId, actorId: ctx.user.id })),
});
