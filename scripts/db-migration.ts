// Writes a new migration offline, from the committed schema to the working one (the native schema
// engine that `prisma migrate dev` needs cannot be downloaded here). Usage: npm run db:migration -- <name>
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -- <snake_case_name>");
  process.exit(2);
}

const before = path.join(os.tmpdir(), `schema-before-${process.pid}.prisma`);
fs.writeFileSync(before, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"]));
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
execFileSync(
  "npx",
  [
    "prisma",
    "migrate",
    "diff",
    "--from-schema-datamodel",
    before,
    "--to-schema-datamodel",
    "prisma/schema.prisma",
    "--script",
    "--output",
    path.join(dir, "migration.sql"),
  ],
  { stdio: "inherit", env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" } },
);
fs.rmSync(before);
console.log(`wrote ${dir}/migration.sql`);
