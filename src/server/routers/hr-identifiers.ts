// HR's reveal of one masked identity number (Aadhaar, PAN, passport) of an application.
import { revealedIdentifierSchema, revealIdentifierSchema } from "../../shared/application/reveal-identifier.js";
import { revealIdentifier } from "../services/identifiers/reveal-identifier.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrIdentifiersRouter = router({
  reveal: hrProcedure
    .input(revealIdentifierSchema)
    .output(revealedIdentifierSchema)
    .mutation(({ ctx, input }) => revealIdentifier(ctx.deps, { ...input, actorId: ctx.user.id })),
});
