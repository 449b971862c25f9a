// HR sets the criteria of a department's round (tRPC hr.scorecardCriteria.set, PUT
// /api/hr/scorecard-criteria): the list replaces the previous one (or the defaults) in one
// transaction with its scorecard_criteria_changed audit row (the department, round and counts: the
// labels are HR's words, but not about a person, and still kept out like every text). Interviews of
// that round rate the new list from then on; scorecards already submitted keep their ratings as given.
import { z } from "zod";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { SCORECARD_TEXTS, type CriteriaAnswer, type SetCriteriaInput } from "../../../shared/scorecards.js";
import type { Deps } from "../../deps.js";
import { readScorecardCriteria } from "./read-scorecard-criteria.js";

export async function setScorecardCriteria(
  deps: Pick<Deps, "db">,
  input: SetCriteriaInput,
  hrUserId: number,
): Promise<CriteriaAnswer & { message: string }> {
  const key = { department: input.department, round: input.round };
  const answer = await deps.db.$transaction(async (tx) => {
    // Two HR users saving the same list at once: one after the other, so the second simply wins.
    await selectRow(
      tx,
      sql`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${`scorecard_criteria:${input.department}:${input.round}`}))`,
      z.object({ locked: z.number() }),
    );
    const before = await readScorecardCriteria(tx, key);
    await tx.scorecardCriterion.deleteMany({ where: key });
    await tx.scorecardCriterion.createMany({ data: input.criteria.map((label, position) => ({ ...key, label, position })) });
    await recordAudit(tx, {
      actorId: hrUserId,
      action: "scorecard_criteria_changed",
      targetType: "scorecard_criteria",
      targetId: `${input.department}:${input.round}`,
      before: { department: input.department, round: input.round, criteria: before.criteria.length, default: before.isDefault },
      after: { department: input.department, round: input.round, criteria: input.criteria.length, default: false },
    });
    return readScorecardCriteria(tx, key);
  });
  return { ...answer, message: SCORECARD_TEXTS.criteriaSaved };
}
