// The criteria a department's round rates (tRPC hr.scorecardCriteria.get, GET /api/hr/scorecard-criteria):
// HR's own list in its order, or the round's defaults (src/shared/scorecards.ts) while HR has set
// none. criteriaLookup reads them for many interviews at once (the interview lists' `criteria`).
import type { DbOrTx } from "../../../infra/db/sql.js";
import type { Department } from "../../../shared/departments.js";
import type { HiringRound } from "../../../shared/hr/rounds.js";
import { DEFAULT_SCORECARD_CRITERIA, type CriteriaAnswer, type CriteriaKey } from "../../../shared/scorecards.js";

export async function readScorecardCriteria(db: DbOrTx, key: CriteriaKey): Promise<CriteriaAnswer> {
  const rows = await db.scorecardCriterion.findMany({
    where: { department: key.department, round: key.round },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { label: true },
  });
  return {
    department: key.department,
    round: key.round,
    criteria: rows.length > 0 ? rows.map((row) => row.label) : [...DEFAULT_SCORECARD_CRITERIA[key.round]],
    isDefault: rows.length === 0,
  };
}

/** An interview's criteria: its application's department (none: the defaults) and its round. */
export type CriteriaOf = (department: Department | null, round: HiringRound) => string[];

/** One query for every department and round among `keys`; the answer looks each one up. */
export async function criteriaLookup(
  db: DbOrTx,
  keys: readonly { department: Department | null; round: HiringRound }[],
): Promise<CriteriaOf> {
  const pairs = [...new Map(keys.filter((key) => key.department !== null).map((key) => [`${key.department}|${key.round}`, key])).values()];
  const rows =
    pairs.length === 0
      ? []
      : await db.scorecardCriterion.findMany({
          where: { OR: pairs.map((pair) => ({ department: pair.department!, round: pair.round })) },
          orderBy: [{ position: "asc" }, { id: "asc" }],
          select: { department: true, round: true, label: true },
        });
  const lists = new Map<string, string[]>();
  for (const row of rows) {
    const list = lists.get(`${row.department}|${row.round}`) ?? [];
    list.push(row.label);
    lists.set(`${row.department}|${row.round}`, list);
  }
  return (department, round) => [...(lists.get(`${department}|${round}`) ?? DEFAULT_SCORECARD_CRITERIA[round])];
}
