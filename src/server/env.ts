// Server and worker configuration, read once from the environment and validated by zod.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const DEV_SECRET_FILE = path.join("var", "jwt-secret");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  /** Set to true only behind a reverse proxy that sets X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url().default("postgresql://postgres@127.0.0.1:5432/careers"),
  REDIS_URL: z.url().default("redis://127.0.0.1:6379"),
  /** Key prefix of the BullMQ queues; tests use their own so they never meet a running worker. */
  QUEUE_PREFIX: z.string().regex(/^[\w-]+$/).default("bull"),
  /** Unset: mails are written as .eml files under var/mail/. */
  SMTP_URL: z.url().optional(),
  /** Where mails are written as .eml files when SMTP_URL is unset. */
  MAIL_DIR: z.string().default(path.join("var", "mail")),
  MAIL_FROM: z.string().default("RFT Technologies <no-reply@rft.example>"),
  COMPANY_INBOX: z.email().default("hello@rft.example"),
  /** Key material for sealing mail payloads in Redis; unset → derived from JWT_SECRET. */
  MAIL_SECRET_KEY: z.string().min(32, "MAIL_SECRET_KEY must be at least 32 characters").optional(),
  /** How many mails one worker process handles at once. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(100),
  /** The worker's CPU priority (nice, 0–19): when it shares CPUs with the web server, requests come first. */
  MAIL_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  UPLOAD_DIR: z.string().default(path.join("var", "uploads")),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(5),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  OPERATOR_PASSWORD: z.string().min(8).optional(),
  CLIENT_DIST: z.string().default(path.join("dist", "client")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { JWT_SECRET: string };

/** In development a secret is generated once and kept in var/, so sessions survive restarts. */
function developmentSecret(): string {
  if (fs.existsSync(DEV_SECRET_FILE)) return fs.readFileSync(DEV_SECRET_FILE, "utf8").trim();
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
  fs.writeFileSync(DEV_SECRET_FILE, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const emptyAsUnset = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(emptyAsUnset);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = result.data;
  if (!env.JWT_SECRET && env.NODE_ENV === "production") {
    throw new Error("Invalid configuration: JWT_SECRET is required in production");
  }
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? developmentSecret() };
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
