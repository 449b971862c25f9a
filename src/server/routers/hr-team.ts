// HR's hiring team (hr.team.*, every one an hrProcedure): list the interviewers, invite one by
// e-mail, deactivate one.
import { z } from "zod";
import { interviewerIdSchema, inviteInterviewerInput, teamListSchema, teamMemberAnswer } from "../../shared/team.js";
import { deactivateInterviewer } from "../services/team/deactivate-interviewer.js";
import { inviteInterviewer } from "../services/team/invite-interviewer.js";
import { listTeam } from "../services/team/list-team.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrTeamRouter = router({
  list: hrProcedure.output(teamListSchema).query(({ ctx }) => listTeam(ctx.deps.db)),
  invite: hrProcedure
    .input(inviteInterviewerInput)
    .output(teamMemberAnswer)
    .mutation(({ ctx, input }) => inviteInterviewer(ctx.deps, input, ctx.user)),
  deactivate: hrProcedure
    .input(z.object({ id: interviewerIdSchema }))
    .output(teamMemberAnswer)
    .mutation(({ ctx, input }) => deactivateInterviewer(ctx.deps, input.id, ctx.user.id)),
});
