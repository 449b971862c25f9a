// Realistic volumes of job applications and enquiries for `npm run db:seed -- --applicants N
// --candidates N`: deterministic (seeded random), arriving at a steady rate up to now, with a hiring
// funnel (most applicants still in or rejected at Resume Screening) and Engineering the busiest
// department. Rows are written 5,000 at a time with one INSERT … SELECT FROM unnest(…) each; their
// identity numbers (valid-looking Aadhaar with its check digit, PAN, passport) sealed beside them.
import { z } from "zod";
import type { Db } from "../../src/infra/db/client.js";
import { execute, selectRows, sql } from "../../src/infra/db/sql.js";
import type { IdentifierKeyRing } from "../../src/infra/privacy/identifier-cipher.js";
import { identifierRows } from "../../src/infra/privacy/identifier-rows.js";
import { verhoeffCheckDigit } from "../../src/shared/application/verhoeff.js";
import { DEPARTMENTS, type Department } from "../../src/shared/departments.js";
import { JOINING_OPTIONS, QUALIFICATIONS, SOURCE_OPTIONS, TECH_SKILLS } from "../../src/shared/application/options.js";
import type { HiringRound, RoundStatus } from "../../src/shared/hr/rounds.js";
import { seededRandom, type Random } from "./seeded-random.js";

const CHUNK_SIZE = 5_000;
/** Arrivals per day for each source, so a bigger table is a longer history, as in real life. */
const ROWS_PER_DAY = 150;
const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST_NAMES = [
  "Aarav",
  "Aditi",
  "Akash",
  "Ananya",
  "Arjun",
  "Divya",
  "Farhan",
  "Gauri",
  "Harsh",
  "Isha",
  "Ishaan",
  "Jaya",
  "Kabir",
  "Kavya",
  "Kiran",
  "Lakshmi",
  "Manish",
  "Meera",
  "Mohit",
  "Nandini",
  "Neha",
  "Nikhil",
  "Pooja",
  "Pranav",
  "Priya",
  "Rahul",
  "Rajesh",
  "Riya",
  "Rohan",
  "Sahil",
  "Sanjana",
  "Shreya",
  "Siddharth",
  "Sneha",
  "Suresh",
  "Tanvi",
  "Tarun",
  "Uma",
  "Varun",
  "Vikram",
  "Yash",
  "Zara",
  "Aditya",
  "Bhavna",
  "Chetan",
  "Deepika",
  "Esha",
  "Gaurav",
  "Hemant",
  "Jyoti",
  "Karthik",
  "Lavanya",
  "Madhav",
  "Naveen",
  "Omkar",
  "Pallavi",
  "Rekha",
  "Sameer",
  "Tejas",
  "Vidya",
];
const LAST_NAMES = [
  "Sharma",
  "Verma",
  "Iyer",
  "Nair",
  "Reddy",
  "Rao",
  "Patel",
  "Shah",
  "Gupta",
  "Khan",
  "Das",
  "Menon",
  "Kulkarni",
  "Joshi",
  "Mehta",
  "Pillai",
  "Bose",
  "Chatterjee",
  "Banerjee",
  "Singh",
  "Kaur",
  "Mishra",
  "Pandey",
  "Hegde",
  "Shetty",
  "Naidu",
  "Bhat",
  "Kamath",
  "Desai",
  "Jain",
  "Agarwal",
  "Chopra",
  "Malhotra",
  "Kapoor",
  "Saxena",
  "Tiwari",
  "Yadav",
  "Ghosh",
  "Mukherjee",
  "Fernandes",
];
const CITIES = [
  "Bengaluru",
  "Mumbai",
  "Pune",
  "Hyderabad",
  "Chennai",
  "Delhi",
  "Kolkata",
  "Ahmedabad",
  "Jaipur",
  "Kochi",
  "Mangaluru",
  "Manipal",
  "Udupi",
  "Mysuru",
  "Indore",
  "Lucknow",
  "Nagpur",
  "Coimbatore",
  "Bhopal",
  "Chandigarh",
];
const COLLEGES = [
  "Manipal Institute of Technology",
  "NIT Karnataka",
  "RV College of Engineering",
  "PES University",
  "VIT Vellore",
  "SRM Institute of Science and Technology",
  "College of Engineering Pune",
  "Anna University",
  "Christ University",
  "St. Joseph's College",
  "Jadavpur University",
  "Osmania University",
  "Delhi University",
  "Mumbai University",
];
const COURSES: Record<string, string[]> = {
  Diploma: ["Computer Engineering", "Electronics"],
  "B.Tech": ["Computer Science", "Information Technology", "Electronics and Communication", "Mechanical Engineering"],
  "B.Sc": ["Computer Science", "Mathematics", "Physics"],
  BCA: ["Computer Applications"],
  BA: ["Economics", "English", "Psychology"],
  "M.Tech": ["Computer Science", "Data Science"],
  "M.Sc": ["Data Science", "Statistics"],
  MBA: ["Marketing", "Finance", "Human Resources"],
  Others: ["B.Com", "BBA"],
};
const ROLES: Record<Department, string[]> = {
  Engineering: ["Frontend Developer", "Backend Developer", "Full Stack Developer", "ML Engineer", "QA Engineer"],
  Design: ["UI/UX Designer", "Graphic Designer", "Product Designer"],
  Marketing: ["Digital Marketing Specialist", "Content Writer", "SEO Analyst"],
  Sales: ["Business Development Executive", "Inside Sales Associate"],
  HR: ["HR Executive", "Talent Acquisition Specialist"],
  Finance: ["Financial Analyst", "Accounts Executive"],
  Operations: ["Operations Associate", "Project Coordinator"],
};
/** Share of applications per department and per round of the hiring funnel. */
const DEPARTMENT_WEIGHTS: [Department, number][] = [
  ["Engineering", 35],
  ["Design", 12],
  ["Marketing", 12],
  ["Sales", 13],
  ["HR", 8],
  ["Finance", 10],
  ["Operations", 10],
];
const ROUND_WEIGHTS: [HiringRound, number][] = [
  ["resume_screening", 70],
  ["round_1", 14],
  ["round_2", 8],
  ["final_round", 5],
  ["hr_round", 3],
];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const weighted = <T>(random: Random, items: [T, number][]): T => {
  let roll = random() * items.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
  return items[0]![0];
};
const digits = (random: Random, count: number, first = "") =>
  first + Array.from({ length: count - first.length }, () => Math.floor(random() * 10)).join("");
const pgArray = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

type SeedJob = { id: number; jobTitle: string; department: Department };

const COLUMNS: [name: string, type: string][] = [
  ["source", '"ApplicationSource"'],
  ["job_id", "int"],
  ["job_title", "text"],
  ["department", '"Department"'],
  ["full_name", "text"],
  ["date_of_birth", "date"],
  ["gender", "text"],
  ["mobile_number", "text"],
  ["alternate_contact_number", "text"],
  ["email", "text"],
  ["current_city", "text"],
  ["home_town", "text"],
  ["willing_to_relocate", "boolean"],
  ["highest_qualification", "text"],
  ["course_name", "text"],
  ["college_university", "text"],
  ["affiliated_university", "text"],
  ["year_of_passing", "int"],
  ["aggregate_marks", "numeric"],
  ["all_semesters_cleared", "boolean"],
  ["tech_skills", "text"],
  ["other_tech_skills", "text"],
  ["certificate_name", "text"],
  ["internship_project_experience", "boolean"],
  ["project_description", "text"],
  ["github_link", "text"],
  ["linkedin_link", "text"],
  ["preferred_role", "text"],
  ["joining", "text"],
  ["open_to_shifts", "boolean"],
  ["expected_ctc", "int"],
  ["opportunity_source", "text"],
  ["available_for_online_tests", "boolean"],
  ["has_laptop_internet", "boolean"],
  ["languages", "text"],
  ["resume_path", "text"],
  ["round", '"HiringRound"'],
  ["round_status", '"RoundStatus"'],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
];
/** tech_skills and languages arrive as array literals, one per row (unnest would flatten real arrays). */
const ARRAY_COLUMNS = new Set(["tech_skills", "languages"]);
/** One INSERT of many rows: one array per column (Prisma.sql's text with each column's array a value). */
function insertSql(columns: unknown[][]) {
  const names = COLUMNS.map(([name]) => name).join(", ");
  const selected = COLUMNS.map(([name]) => (ARRAY_COLUMNS.has(name) ? `${name}::text[]` : name)).join(", ");
  const strings = [`INSERT INTO applications (${names}) SELECT ${selected} FROM unnest(`];
  COLUMNS.forEach(([, type], i) => strings.push(`::${type}[]${i === COLUMNS.length - 1 ? `) AS t(${names}) RETURNING id, email` : ", "}`));
  return sql(strings, ...columns);
}

const insertedRow = z.object({ id: z.number().int(), email: z.string() });

/** Twelve digits from 2–9 onwards, ending in their Verhoeff check digit, as every Aadhaar number does. */
function aadharNumber(random: Random): string {
  const body = digits(random, 11, pick(random, ["2", "3", "4", "5", "6", "7", "8", "9"]));
  return body + verhoeffCheckDigit(body);
}

function statusFor(random: Random, round: HiringRound): RoundStatus {
  const roll = random();
  if (round === "hr_round") return roll < 0.3 ? "cleared" : roll < 0.5 ? "rejected" : "in_progress";
  return roll < 0.4 ? "rejected" : "in_progress";
}

function makeRow(random: Random, index: number, source: "job_application" | "enquiry", jobs: SeedJob[], now: number) {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const handle = `${first}.${last}`.toLowerCase();
  const department = source === "job_application" ? weighted(random, DEPARTMENT_WEIGHTS) : null;
  const departmentJobs = department ? jobs.filter((job) => job.department === department) : [];
  const job = departmentJobs.length > 0 ? pick(random, departmentJobs) : null;
  const round = source === "job_application" ? weighted(random, ROUND_WEIGHTS) : "resume_screening";
  const qualification = pick(random, QUALIFICATIONS);
  const skills = TECH_SKILLS.filter((skill) => skill !== "Others" && random() < 0.25);
  const withOthers = random() < 0.1;
  const internship = random() < 0.5;
  const createdAt = new Date(now - (index / ROWS_PER_DAY) * DAY_MS - random() * 60_000);
  return {
    source,
    job_id: job?.id ?? null,
    job_title: source === "job_application" ? (job?.jobTitle ?? pick(random, ROLES[department ?? "Engineering"])) : null,
    department,
    full_name: `${first} ${last}`,
    date_of_birth: `${1990 + Math.floor(random() * 15)}-${String(1 + Math.floor(random() * 12)).padStart(2, "0")}-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`,
    gender: random() < 0.48 ? "Female" : random() < 0.97 ? "Male" : "Other",
    mobile_number: digits(random, 10, pick(random, ["6", "7", "8", "9"])),
    alternate_contact_number: random() < 0.3 ? digits(random, 10, "9") : null,
    email: `${handle}.${source === "enquiry" ? "e" : "a"}${index}@${pick(random, ["example.com", "example.in", "mail.example"])}`,
    current_city: pick(random, CITIES),
    home_town: pick(random, CITIES),
    willing_to_relocate: random() < 0.7,
    highest_qualification: qualification,
    course_name: pick(random, COURSES[qualification] ?? ["General"]),
    college_university: pick(random, COLLEGES),
    affiliated_university: random() < 0.5 ? "Visvesvaraya Technological University" : null,
    year_of_passing: 2012 + Math.floor(random() * 14),
    aggregate_marks: (55 + random() * 40).toFixed(2),
    all_semesters_cleared: random() < 0.85,
    tech_skills: pgArray(skills.length > 0 || withOthers ? [...skills, ...(withOthers ? ["Others"] : [])] : ["Python"]),
    other_tech_skills: withOthers ? "Rust, Go" : null,
    certificate_name: random() < 0.3 ? "AWS Certified Cloud Practitioner" : null,
    internship_project_experience: internship,
    project_description: internship ? "Built a student-attendance app with a small team during a summer internship." : null,
    github_link: random() < 0.5 ? `github.com/${handle.replace(".", "-")}${index}` : null,
    linkedin_link: random() < 0.6 ? `https://www.linkedin.com/in/${handle.replace(".", "-")}-${index}` : null,
    preferred_role: pick(random, ROLES[department ?? pick(random, DEPARTMENTS)]),
    joining: pick(random, JOINING_OPTIONS),
    open_to_shifts: random() < 0.6,
    expected_ctc: random() < 0.8 ? 300_000 + Math.floor(random() * 45) * 50_000 : null,
    opportunity_source: pick(random, SOURCE_OPTIONS),
    available_for_online_tests: random() < 0.9,
    has_laptop_internet: random() < 0.92,
    languages: pgArray(random() < 0.6 ? ["English", "Hindi"] : ["English"]),
    // Not a column: sealed into application_identifiers once the row has its id.
    identifiers: {
      aadhar: random() < 0.7 ? aadharNumber(random) : null,
      pan: random() < 0.6 ? `ABCDE${digits(random, 4)}F` : null,
      passport: random() < 0.3 ? `K${digits(random, 7)}` : null,
    },
    // Seeded rows have no files on disk: their download answers "Resume file not found".
    resume_path: `seed-${source}-${index}.pdf`,
    round,
    round_status: source === "job_application" ? statusFor(random, round) : "in_progress",
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  };
}

type Seeding = { db: Db; ring: IdentifierKeyRing; jobs: SeedJob[]; now: number };

async function insertRows({ db, ring, jobs, now }: Seeding, source: "job_application" | "enquiry", count: number, offset: number) {
  const random = seededRandom(source === "enquiry" ? 7 + offset : 11 + offset);
  for (let start = 0; start < count; start += CHUNK_SIZE) {
    const rows = Array.from({ length: Math.min(CHUNK_SIZE, count - start) }, (_, i) =>
      makeRow(random, offset + start + i, source, jobs, now),
    );
    const columns = COLUMNS.map(([name]) => rows.map((row) => row[name as keyof typeof row]));
    const inserted = await selectRows(db, insertSql(columns), insertedRow);
    // Each row's e-mail is unique (it carries the row's index): it finds the row's numbers again.
    const identifiers = new Map(rows.map((row) => [row.email, row.identifiers]));
    await db.applicationIdentifier.createMany({
      data: inserted.flatMap(({ id, email }) => identifierRows(ring, id, identifiers.get(email) ?? {})),
    });
  }
}

/**
 * Adds `applicants` job applications and `candidates` enquiries, continuing any seeded history
 * (the next rows are older than the ones already there), then refreshes the planner's statistics.
 */
export async function seedApplications(
  db: Db,
  ring: IdentifierKeyRing,
  counts: { applicants: number; candidates: number },
  now = Date.now(),
) {
  const jobs = await db.job.findMany({ select: { id: true, jobTitle: true, department: true } });
  const [applicants, candidates] = await Promise.all([
    db.application.count({ where: { source: "job_application" } }),
    db.application.count({ where: { source: "enquiry" } }),
  ]);
  const seeding = { db, ring, jobs, now };
  await insertRows(seeding, "job_application", counts.applicants, applicants);
  await insertRows(seeding, "enquiry", counts.candidates, candidates);
  // Fresh statistics and visibility map, so plans and index-only scans reflect the new volume.
  await execute(db, sql`VACUUM ANALYZE applications`);
  await execute(db, sql`VACUUM ANALYZE application_identifiers`);
}
