// Accepts or rejects an in-progress applicant. Accept moves them to a later round (in progress
// there; in the HR Round, the last one, it selects them: cleared). Reject marks them rejected in
// their current round. The change and its history row are one transaction; the mail is enqueued
// after the commit, and if that fails the move is undone, so a move never stands without its mail.
// The audit row is written only once the mail is queued: audit rows are never deleted, so one
// written with the move would outlive the undone move. (Should that last insert fail, the move and
// its mail stand without a row; the history row still records them.)
import type { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import type { Department } from "../../../shared/departments.js";
import type { MovedApplicant, moveApplicantSchema } from "../../../shared/hr/applicants.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { MY_APPLICATION_MESSAGES } from "../../../shared/me/applications.js";
import { acceptTargets, ROUND_LABELS, type HiringRound, type RoundStatus } from "../../../shared/hr/rounds.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { DECISION_MAIL_SELECT, decisionMailContext, type DecisionMailDeps } from "./decision-mail.js";
import { enqueueMail, type MailRequest } from "../../mail/enqueue-mail.js";
import { applicationRecipient, RECIPIENT_SELECT } from "../applications/application-recipient.js";

export type MoveApplicantInput = z.output<typeof moveApplicantSchema> & {
  department: Department;
  applicantId: number;
  /** The HR user making the change, for the history row. */
  changedById: number;
};

export type MoveResult = MovedApplicant & { mailId: string };

type Applicant = {
  id: number;
  fullName: string;
  email: string;
  user: { email: string } | null;
  round: HiringRound;
  jobTitle: string | null;
  job: { jobTitle: string } | null;
};
type MoveMail = Pick<
  MailRequest<"hr_message" | "applicant_accepted" | "applicant_rejected" | "applicant_selected">,
  "kind" | "data" | "hrText"
>;

function moveTarget(current: HiringRound, input: MoveApplicantInput): { toRound: HiringRound; status: RoundStatus } {
  if (input.status === "rejected") return { toRound: current, status: "rejected" };
  const toRound = input.toRound as HiringRound;
  if (!acceptTargets(current).includes(toRound))
    throw new AppError("BAD_REQUEST", HR_MESSAGES.laterRoundOnly, { reason: "ROUND_NOT_LATER" });
  return { toRound, status: toRound === current ? "cleared" : "in_progress" };
}

/** Selected (the HR Round cleared) has its own mail, with HR's message if one was written; else HR's message or the standard one. */
function moveMail(
  deps: DecisionMailDeps,
  applicant: Applicant,
  input: MoveApplicantInput,
  target: ReturnType<typeof moveTarget>,
): MoveMail {
  const context = decisionMailContext(deps.env, applicant);
  const { message, link } = input;
  const hrText = { message, link };
  if (target.status === "cleared") {
    return { kind: "applicant_selected", data: { name: applicant.fullName, message, link, ...context }, hrText };
  }
  const accepted = input.status === "cleared";
  if (message) {
    return { kind: "hr_message", data: { message, link, status: accepted ? "accept" : "reject", ...context }, hrText };
  }
  return accepted
    ? { kind: "applicant_accepted", data: { name: applicant.fullName, round: ROUND_LABELS[target.toRound], link, ...context }, hrText }
    : { kind: "applicant_rejected", data: { name: applicant.fullName, step: ROUND_LABELS[applicant.round], ...context } };
}

/** A guarded move that changed nothing: the candidate withdrew meanwhile, or another move came first. */
async function refuseLostMove(db: Pick<Db, "application">, id: number): Promise<never> {
  const row = await db.application.findUnique({ where: { id }, select: { withdrawnAt: true } });
  if (row?.withdrawnAt) throw new AppError("CONFLICT", MY_APPLICATION_MESSAGES.withdrawnForHr, { reason: "APPLICATION_WITHDRAWN" });
  throw new AppError("CONFLICT", HR_MESSAGES.notInProgress, { reason: "APPLICANT_NOT_IN_PROGRESS" });
}

async function findApplicant(db: Db, input: MoveApplicantInput): Promise<Applicant> {
  const row = await db.application.findFirst({
    where: { id: input.applicantId, source: "job_application", department: input.department },
    select: { id: true, fullName: true, ...RECIPIENT_SELECT, round: true, roundStatus: true, withdrawnAt: true, ...DECISION_MAIL_SELECT },
  });
  if (!row) throw new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  if (row.withdrawnAt) throw new AppError("CONFLICT", MY_APPLICATION_MESSAGES.withdrawnForHr, { reason: "APPLICATION_WITHDRAWN" });
  if (row.roundStatus !== "in_progress") throw new AppError("CONFLICT", HR_MESSAGES.notInProgress, { reason: "APPLICANT_NOT_IN_PROGRESS" });
  return row;
}

export async function moveApplicant(deps: DecisionMailDeps, input: MoveApplicantInput): Promise<MoveResult> {
  const { db } = deps;
  const applicant = await findApplicant(db, input);
  const target = moveTarget(applicant.round, input);

  const historyId = await db.$transaction(async (tx) => {
    // Guarded on the state just read: a concurrent move makes this one a conflict, not a double move.
    const moved = await tx.application.updateMany({
      where: { id: applicant.id, round: applicant.round, roundStatus: "in_progress", withdrawnAt: null },
      data: { round: target.toRound, roundStatus: target.status },
    });
    if (moved.count !== 1) await refuseLostMove(tx, applicant.id);
    const history = await tx.roundChange.create({
      data: {
        applicationId: applicant.id,
        changedById: input.changedById,
        fromRound: applicant.round,
        toRound: target.toRound,
        status: target.status,
      },
      select: { id: true },
    });
    return history.id;
  });

  let mailId: string;
  try {
    ({ mailId } = await enqueueMail(deps, {
      to: applicationRecipient(applicant),
      applicationId: applicant.id,
      ...moveMail(deps, applicant, input, target),
    }));
  } catch (error) {
    await db.$transaction([
      db.application.updateMany({
        where: { id: applicant.id, round: target.toRound, roundStatus: target.status },
        data: { round: applicant.round, roundStatus: "in_progress" },
      }),
      db.roundChange.deleteMany({ where: { id: historyId } }),
    ]);
    throw error;
  }
  await recordAudit(db, {
    actorId: input.changedById,
    action: target.status === "rejected" ? "applicant_rejected" : "applicant_moved",
    targetType: "application",
    targetId: applicant.id,
    applicationId: applicant.id,
    before: { round: applicant.round, round_status: "in_progress" },
    after: { round: target.toRound, round_status: target.status },
  });
  return {
    applicantId: applicant.id,
    round: ROUND_LABELS[target.toRound],
    roundValue: target.toRound,
    roundStatus: target.status,
    mailId,
  };
}
