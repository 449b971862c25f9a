// HR's one search box across enquiries and applicants (issue #16 item 7): the top SEARCH_LIMIT live
// (not erased) applications for a query, ranked, each with the fields it matched.
//
// Cheap candidate set first, ranking second: every branch reads at most BRANCH_LIMIT ids through its
// own index and stops there, so a common term matching thousands of rows ranks a few hundred:
//   direct (always):
//   1. every word starts a word of the name (`~* '\mrao'`, trigram GIN on full_name), words of 3+;
//   2. full text on search_document (GIN; name, e-mail and mobile A, college B, skills C), the last
//      word as a prefix;
//   3. ILIKE '%…%' on the e-mail (trigram GIN), when the query looks like part of an address;
//   4. LIKE '%digits%' on the mobile number (trigram GIN), when it looks like a phone number;
//   5. full text on the resume's text (application_resume_texts.document, GIN; issue #31), the same
//      tsquery;
//   fallback (only when the direct ones found fewer than SEARCH_LIMIT: a common term never pays it):
//   6. trigram word similarity of the query to the name (typos: "Ashaa Rao");
//   7. ILIKE '%…%' on the e-mail for a plain word (part of an address's local part).
// Then the union is ranked: full-text rank weighted towards the name, plus the name's word
// similarity, plus bonuses for an exact or partial e-mail or mobile match; ties newest first. A row
// only its resume matched ranks below every other (its resume's rank orders those), and carries a
// snippet of the resume around the match (ts_headline, for the listed rows only). For a
// common term the candidates are the first matches in index order, not the best of all of them;
// within one weight the ranking could not tell them apart anyway (docs in var/notes-search.md).
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { join, selectRows, sql, type Sql } from "../../../infra/db/sql.js";
import {
  SEARCH_FIELDS,
  SEARCH_LIMIT,
  SEARCH_MIN_LENGTH,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
  type SearchResult,
} from "../../../shared/hr/search.js";
import { SUMMARY_COLUMNS, summaryRowSchema, toApplicationSummary } from "./application-summary.js";
import { searchTerms, type SearchTerms } from "./search-terms.js";

/** Ids read per branch at most. */
const BRANCH_LIMIT = 100;

const searchRowSchema = summaryRowSchema.extend({
  matched: z.array(z.enum(SEARCH_FIELDS)),
  score: z.number(),
  snippet: z.string().nullable(),
});

/** About a line of the resume around the first match (ts_headline's options; the markers are the shared ones). */
const SNIPPET_OPTIONS = `MaxWords=18, MinWords=6, ShortWord=2, MaxFragments=1, StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}`;

/** The cheap branches: each an index lookup stopped at BRANCH_LIMIT ids. */
function directBranches(terms: SearchTerms): Sql[] {
  const branch = (condition: Sql) => sql`(SELECT id FROM applications WHERE ${condition} AND erased_at IS NULL LIMIT ${BRANCH_LIMIT})`;
  const nameWords = terms.nameWordPatterns.map((pattern) => sql`full_name ~* ${pattern}`);
  const branches = [
    ...(nameWords.length > 0 ? [branch(join(nameWords, " AND "))] : []),
    ...(terms.tsquery ? [branch(sql`search_document @@ to_tsquery('simple', ${terms.tsquery})`)] : []),
    ...(terms.likePattern && terms.emailLike ? [branch(sql`email ILIKE ${terms.likePattern}`)] : []),
    ...(terms.digitsPattern ? [branch(sql`mobile_number LIKE ${terms.digitsPattern}`)] : []),
    ...(terms.tsquery
      ? [
          sql`(SELECT t.application_id AS id FROM application_resume_texts t JOIN applications r ON r.id = t.application_id
               WHERE t.document @@ to_tsquery('simple', ${terms.tsquery}) AND r.erased_at IS NULL LIMIT ${BRANCH_LIMIT})`,
        ]
      : []),
  ];
  // Only punctuation typed ("--"): nothing direct, typos may still match.
  return branches.length > 0 ? branches : [sql`(SELECT NULL::int AS id WHERE false)`];
}

/**
 * Only when the direct matches do not fill the list: names with typos (the trigram similarity lookup
 * costs more than the others, and a common term never needs it) and, for a plain word, the e-mail.
 * Each branch reads nothing (LIMIT 0) once the direct ones found SEARCH_LIMIT. Guarded by a WHERE
 * instead, the planner costed the branches as reads of SEARCH_LIMIT rows and chose a sequential scan
 * for a common term, which never ran; a LIMIT it cannot know when planning gets the index scans.
 */
function fallback(terms: SearchTerms): Sql {
  const limit = sql`CASE WHEN (SELECT count(*) FROM direct) < ${SEARCH_LIMIT} THEN ${SEARCH_LIMIT} ELSE 0 END`;
  const branch = (condition: Sql) => sql`(SELECT id FROM applications WHERE ${condition} AND erased_at IS NULL LIMIT ${limit})`;
  const branches = [
    ...(terms.hasTrigram ? [branch(sql`${terms.text} <% full_name`)] : []),
    ...(terms.likePattern && !terms.emailLike ? [branch(sql`email ILIKE ${terms.likePattern}`)] : []),
  ];
  if (branches.length === 0) return sql`fallback AS (SELECT NULL::int AS id WHERE false)`;
  return sql`fallback AS (${join(branches, " UNION ")})`;
}

/** The statement, exported for the plans printed by the benchmark. */
export function searchSql(terms: SearchTerms): Sql {
  // A query of no words (only punctuation) still runs the other branches; this tsquery matches nothing.
  const tsquery = sql`to_tsquery('simple', ${terms.tsquery ?? ""})`;
  const like = terms.likePattern ?? "";
  const digitsLike = terms.digitsPattern ?? "";
  return sql`
    WITH direct AS MATERIALIZED (${join(directBranches(terms), " UNION ")}),
    ${fallback(terms)},
    candidates AS (SELECT id FROM direct UNION SELECT id FROM fallback),
    ranked AS (
    SELECT ${SUMMARY_COLUMNS},
      array_remove(ARRAY[
        CASE WHEN to_tsvector('simple', a.full_name) @@ ${tsquery} OR word_similarity(${terms.text}, a.full_name) >= 0.6 THEN 'name' END,
        CASE WHEN to_tsvector('simple', a.email) @@ ${tsquery} OR (${like} <> '' AND a.email ILIKE ${like}) THEN 'email' END,
        CASE WHEN ${digitsLike} <> '' AND a.mobile_number LIKE ${digitsLike} THEN 'mobile' END,
        CASE WHEN to_tsvector('simple', a.college_university) @@ ${tsquery} THEN 'college' END,
        CASE WHEN to_tsvector('simple', array_to_string(a.tech_skills, ' ') || ' ' || coalesce(a.other_tech_skills, '')) @@ ${tsquery}
          THEN 'skills' END,
        CASE WHEN t.document @@ ${tsquery} THEN 'resume' END
      ], NULL) AS matched,
      ts_rank('{0.05, 0.1, 0.3, 1.0}', a.search_document, ${tsquery}) * 2
        + word_similarity(${terms.text}, a.full_name)
        + CASE WHEN lower(a.email) = ${terms.text} THEN 2 WHEN ${like} <> '' AND a.email ILIKE ${like} THEN 0.5 ELSE 0 END
        + CASE WHEN ${terms.digits} = '' THEN 0 WHEN a.mobile_number = ${terms.digits} THEN 2
               WHEN a.mobile_number LIKE ${digitsLike} THEN 0.5 ELSE 0 END
        + coalesce(ts_rank(t.document, ${tsquery}), 0) * 0.1 AS score
    FROM candidates c
    JOIN applications a ON a.id = c.id
    LEFT JOIN application_resume_texts t ON t.application_id = a.id
    ),
    listed AS (
      SELECT *, matched = ARRAY['resume'] AS resume_only FROM ranked
      ORDER BY resume_only, score DESC, created_at DESC, id DESC
      LIMIT ${SEARCH_LIMIT}
    )
    SELECT l.*,
      CASE WHEN 'resume' = ANY(l.matched) AND NOT (l.matched && ARRAY['name', 'email', 'mobile'])
        THEN ts_headline('simple', t.body, ${tsquery}, ${SNIPPET_OPTIONS}) END AS snippet
    FROM listed l
    LEFT JOIN application_resume_texts t ON t.application_id = l.id
    ORDER BY l.resume_only, l.score DESC, l.created_at DESC, l.id DESC`;
}

export async function searchApplications(db: Db, query: string): Promise<{ data: SearchResult[] }> {
  if (query.trim().length < SEARCH_MIN_LENGTH) return { data: [] };
  const rows = await selectRows(db, searchSql(searchTerms(query)), searchRowSchema);
  return {
    data: rows.map((row) => ({
      ...toApplicationSummary(row),
      matched: row.matched,
      ...(row.snippet ? { snippet: row.snippet.replace(/\s+/g, " ").trim() } : {}),
    })),
  };
}
