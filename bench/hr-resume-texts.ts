// Resume texts for the HR bench (issue #31): every application without one gets a synthetic text of
// about 700 characters (its name, skills and college, a domain, boilerplate), and one in 500 the word
// "kubeflow", which no other column holds: what "search: a word only in resumes" looks for.
import type { Db } from "../src/infra/db/client.js";
import { execute, sql } from "../src/infra/db/sql.js";

export const RESUME_ONLY_WORD = "kubeflow";

export async function seedResumeTexts(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await execute(
    db,
    sql`
    INSERT INTO application_resume_texts (application_id, body, created_at)
    SELECT a.id,
      'Profile of ' || a.full_name || E'\n' || 'Skilled in ' || array_to_string(a.tech_skills, ', ') || E'\n'
        || initcap((ARRAY['logistics', 'fintech', 'healthcare', 'retail', 'edtech', 'telecom'])[1 + a.id % 6])
        || ' projects while at ' || a.college_university || E'\n'
        || CASE WHEN a.id % 500 = 0 THEN ${`Built a ${RESUME_ONLY_WORD} training pipeline for the analytics team. `} ELSE '' END
        || repeat('Worked on web services, data pipelines, testing and deployment with a small team of engineers. ', 6),
      ${now}::timestamptz
    FROM applications a
    WHERE NOT EXISTS (SELECT 1 FROM application_resume_texts t WHERE t.application_id = a.id)`,
  );
  // Without statistics the planner reads the GIN index's rare word as common and scans the table.
  await execute(db, sql`ANALYZE application_resume_texts`);
  return rows;
}
