// The reply-by estimate a candidate sees on Tracking Application: how long applications at one
// department and round waited for a decision, from this company's own history. One SQL query per
// department and round gives the waits (bounded to the newest MAX_OBSERVATIONS entries into the
// round within LOOKBACK_DAYS); the Kaplan–Meier curve counts those still waiting, or withdrawn, as
// censored. Cached in process for CACHE_TTL_MS per department and round: the estimate moves slowly,
// and every candidate's page view would otherwise repeat the same query. (A null is not cached.)
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import type { Department, HiringRound } from "../../../infra/db/generated/client.js";
import { kaplanMeier, survivalQuantile, type SurvivalObservation } from "./kaplan-meier.js";

export type DecisionWaitEstimate = { medianDays: number; p80Days: number; basedOn: number };

/** Below this many decisions the estimate is not shown (issue #32). */
export const MIN_DECISIONS = 20;
export const LOOKBACK_DAYS = 730;
export const MAX_OBSERVATIONS = 5000;
export const CACHE_TTL_MS = 10 * 60 * 1000;
const CACHE_MAX_ENTRIES = 100;
const DAY_MS = 86_400_000;

const waitRowSchema = z.object({
  entered_at: z.date(),
  /** The first round change out of the round after entering it (moved on, cleared or rejected). */
  decided_at: z.date().nullable(),
  withdrawn_at: z.date().nullable(),
});

/**
 * The newest entries into the round: an application's creation for Resume Screening, else each round
 * change into it from another round (newest first on an index, stopped at MAX_OBSERVATIONS); each wait
 * ends at the first round change made from that round after entering it (a move on, a selection or a
 * rejection, a position closed included).
 */
function waitsQuery(department: Department, round: HiringRound, now: Date) {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS);
  const newest =
    round === "resume_screening"
      ? sql`SELECT a.id, a.created_at AS entered_at, a.withdrawn_at
              FROM applications a
             WHERE a.department = ${department}::"Department" AND a.source = 'job_application' AND a.created_at >= ${since}
             ORDER BY a.created_at DESC
             LIMIT ${MAX_OBSERVATIONS}`
      : sql`SELECT a.id, rc.created_at AS entered_at, a.withdrawn_at
              FROM round_changes rc
              JOIN applications a ON a.id = rc.application_id
             WHERE a.department = ${department}::"Department" AND a.source = 'job_application'
               AND rc.to_round = ${round}::"HiringRound" AND rc.from_round <> ${round}::"HiringRound"
               AND rc.created_at >= ${since}
             ORDER BY rc.created_at DESC
             LIMIT ${MAX_OBSERVATIONS}`;
  return sql`
    WITH newest AS (${newest})
    SELECT e.entered_at, d.created_at AS decided_at, e.withdrawn_at
      FROM newest e
      LEFT JOIN LATERAL (
        SELECT rc.created_at FROM round_changes rc
         WHERE rc.application_id = e.id AND rc.from_round = ${round}::"HiringRound" AND rc.created_at >= e.entered_at
         ORDER BY rc.created_at, rc.id
         LIMIT 1
      ) d ON true`;
}

/** A wait as a survival observation: decided when it left the round, else censored at withdrawal or now. */
export function toObservation(row: z.output<typeof waitRowSchema>, now: Date): SurvivalObservation {
  if (row.decided_at) return { days: (row.decided_at.getTime() - row.entered_at.getTime()) / DAY_MS, decided: true };
  const end = row.withdrawn_at && row.withdrawn_at >= row.entered_at ? row.withdrawn_at : now;
  return { days: Math.max(0, end.getTime() - row.entered_at.getTime()) / DAY_MS, decided: false };
}

/** The estimate from the waits: median and 80th percentile in whole days (rounded up), or null. */
export function estimateFromObservations(observations: readonly SurvivalObservation[]): DecisionWaitEstimate | null {
  const curve = kaplanMeier(observations);
  if (curve.events < MIN_DECISIONS) return null;
  const median = survivalQuantile(curve, 0.5);
  const p80 = survivalQuantile(curve, 0.8);
  if (median === null || p80 === null) return null;
  return { medianDays: Math.ceil(median), p80Days: Math.ceil(p80), basedOn: curve.events };
}

type CacheEntry = { at: number; estimate: DecisionWaitEstimate | null };
const cache = new Map<string, CacheEntry>();

/** Forgets every cached estimate (tests that set up a history of their own). */
export function clearDecisionWaitCache(): void {
  cache.clear();
}

/** How long applications at this department and round usually wait for a decision; null below MIN_DECISIONS. */
export async function estimateDecisionWait(
  db: Db,
  department: Department,
  round: HiringRound,
  now = new Date(),
): Promise<DecisionWaitEstimate | null> {
  const key = `${department}|${round}`;
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < CACHE_TTL_MS) return hit.estimate;
  const rows = await selectRows(db, waitsQuery(department, round, now), waitRowSchema);
  const estimate = estimateFromObservations(rows.map((row) => toObservation(row, now)));
  // Not enough history yet is not kept: the first estimate shows as soon as the twentieth decision
  // is in, rather than up to CACHE_TTL_MS later.
  if (estimate === null) return null;
  cache.delete(key);
  if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: now.getTime(), estimate });
  return estimate;
}
