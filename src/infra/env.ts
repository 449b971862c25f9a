// Server and worker configuration, read once from the environment and validated by zod.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const DEV_SECRET_FILE = path.join("var", "jwt-secret");

/** `address` or `Name <address>` (the name may be empty): group 1 the name, group 2 or 3 the address. */
const SENDER = /^\s*(?:([^<>]*?)\s*<([^\s<>@]+@[^\s<>@]+)>|([^\s<>@]+@[^\s<>@]+))\s*$/;

/** MAIL_FROM with a display name: its own if it has one, else `displayName` (quoted, so any character is safe). */
export function mailSender(from: string, displayName: string): string {
  const [, name, namedAddress, bareAddress] = SENDER.exec(from) ?? [];
  if (name) return from.trim();
  return `"${displayName.replace(/["\\]/g, "\\$&")}" <${namedAddress ?? bareAddress ?? from.trim()}>`;
}

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  /** Set to true only behind a reverse proxy that sets X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** After SIGTERM: how long /ready answers 503 while requests are still served, before the listener closes. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** The most a client may take to send one whole request, body included (408 after): 5 MB on a slow phone fits. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  DATABASE_URL: z.url().default("postgresql://postgres@127.0.0.1:5432/careers"),
  REDIS_URL: z.url().default("redis://127.0.0.1:6379"),
  /** Key prefix of the BullMQ queues; tests use their own so they never meet a running worker. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default("bull"),
  /** Unset: mails are written as .eml files under var/mail/. */
  SMTP_URL: z.url().optional(),
  /** Where mails are written as .eml files when SMTP_URL is unset. */
  MAIL_DIR: z.string().default(path.join("var", "mail")),
  /** The sender of every mail: an address (MAIL_FROM_NAME becomes its display name) or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .regex(SENDER, "MAIL_FROM must be an e-mail address or Name <address>, such as careers@example.com")
    .default("no-reply@rft.example"),
  /** The display name of a MAIL_FROM given as a bare address: what a mailbox shows as the sender. */
  MAIL_FROM_NAME: z
    .string()
    .trim()
    .regex(/^[^\r\n<>]{1,100}$/, "MAIL_FROM_NAME must be 1–100 characters, without line breaks or < >")
    .default("RFT Technologies Careers"),
  COMPANY_INBOX: z.email().default("hello@rft.example"),
  /** Key material for sealing mail payloads in Redis; unset → derived from JWT_SECRET. */
  MAIL_SECRET_KEY: z.string().min(32, "MAIL_SECRET_KEY must be at least 32 characters").optional(),
  /**
   * The keys that encrypt Aadhaar, PAN and passport numbers at rest: `id:key[,id:key…]`, each key 32
   * bytes in base64; the first encrypts, all decrypt (rotate by putting a new key first, then run
   * `npm run db:migrate`, which re-encrypts under it). Required in production; elsewhere derived from JWT_SECRET.
   */
  IDENTIFIER_KEYS: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,44}(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,44})*$/,
      "IDENTIFIER_KEYS must be id:key pairs separated by commas, each key 32 bytes in base64",
    )
    .optional(),
  /** The key of the keyed hash that finds the same Aadhaar on two applications (never rotated: it would lose the matches). */
  IDENTIFIER_LOOKUP_KEY: z.string().min(32, "IDENTIFIER_LOOKUP_KEY must be at least 32 characters").optional(),
  /** How many mails one worker process handles at once. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(100),
  /** The worker's CPU priority (nice, 0–19): when it shares CPUs with the web server, requests come first. */
  MAIL_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** How often a worker looks for mails still queued that Redis may have lost; 0 turns the sweeper off. */
  MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** A mail still queued this long after it was accepted is queued again (and counted as stuck by /health). */
  MAIL_SWEEP_AFTER_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /**
   * Whether the worker queues, at start and daily, the last week's applications whose resume text
   * (HR search) was never read; off only where worker processes share a database they do not own (tests).
   */
  RESUME_TEXT_CATCH_UP: z.stringbool({ error: "RESUME_TEXT_CATCH_UP must be true or false" }).default(true),
  /** The worker's Prometheus endpoint (GET /metrics, operator Basic auth); 0 turns it off. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * Days after which the worker's daily retention job erases the personal data of rejected and
   * withdrawn applications (counted from the decision or withdrawal; an application whose candidate
   * consented to be kept for future openings waits until that consent is withdrawn), enquiries and
   * contact messages.
   */
  RETENTION_DAYS: z.coerce
    .number({ error: "RETENTION_DAYS must be a whole number of days, at least 1" })
    .int("RETENTION_DAYS must be a whole number of days, at least 1")
    .min(1, "RETENTION_DAYS must be a whole number of days, at least 1")
    .max(36_500, "RETENTION_DAYS must be at most 36500 (100 years)")
    .default(365),
  /** Days HR has to answer a candidate's data request (access, correction, erasure, grievance): its due date. */
  DATA_REQUEST_DUE_DAYS: z.coerce
    .number({ error: "DATA_REQUEST_DUE_DAYS must be a whole number of days from 1 to 365" })
    .int("DATA_REQUEST_DUE_DAYS must be a whole number of days from 1 to 365")
    .min(1, "DATA_REQUEST_DUE_DAYS must be a whole number of days from 1 to 365")
    .max(365, "DATA_REQUEST_DUE_DAYS must be a whole number of days from 1 to 365")
    .default(30),
  /** The grievance officer the privacy notice names (DPDP Rules): whom candidates write to about their data. */
  GRIEVANCE_OFFICER_NAME: z
    .string()
    .trim()
    .regex(/^[^\r\n<>]{1,100}$/, "GRIEVANCE_OFFICER_NAME must be 1–100 characters, without line breaks or < >")
    .default("Priya Menon"),
  /** Their postal address, on one line. */
  GRIEVANCE_OFFICER_ADDRESS: z
    .string()
    .trim()
    .regex(/^[^\r\n<>]{1,300}$/, "GRIEVANCE_OFFICER_ADDRESS must be 1–300 characters, without line breaks or < >")
    .default("RFT Technologies, 2nd Floor, Tech Park Road, Sector 5, Manipal, Karnataka 576104, India"),
  GRIEVANCE_OFFICER_EMAIL: z.email("GRIEVANCE_OFFICER_EMAIL must be an e-mail address").default("grievance@rft.example"),
  UPLOAD_DIR: z.string().default(path.join("var", "uploads")),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(5),
  /** Set: uploads are objects in this bucket (any instance serves any file); unset: files under UPLOAD_DIR. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name: 3–63 lowercase letters, digits, dots or hyphens")
    .optional(),
  /** An S3-compatible endpoint (MinIO, s3rver); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL such as http://minio:9000" }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "S3_REGION must be a region name such as eu-central-1")
    .default("us-east-1"),
  /** Both or neither; unset: the SDK's default credential chain (environment, shared files, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name; unset: true when S3_ENDPOINT is set, else false. */
  S3_FORCE_PATH_STYLE: z.stringbool({ error: "S3_FORCE_PATH_STYLE must be true or false" }).optional(),
  /** A folder for the objects' keys, e.g. `careers/uploads` (slashes at either end are dropped). */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^\/*[\w.-]+(\/[\w.-]+)*\/*$/, "S3_KEY_PREFIX must be a key path such as careers/uploads (letters, digits, . _ - and /)")
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ""))
    .optional(),
  /** Requests per minute one client IP may make to each public job read (REST and tRPC); 0 turns the limit off. */
  PUBLIC_READ_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(600),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  OPERATOR_PASSWORD: z.string().min(8).optional(),
  CLIENT_DIST: z.string().default(path.join("dist", "client")),
  /** The server build of the public pages' renderer (vite.ssr.config.ts); missing: every page gets the plain SPA shell. */
  SSR_DIST: z.string().default(path.join("dist", "ssr")),
  /**
   * The site's public address (scheme, host and port if any; no path), used for canonical links, Open Graph
   * URLs, robots.txt and sitemap.xml. Never taken from the request's Host header. Unset: localhost on PORT.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: "PUBLIC_ORIGIN must be an http(s) origin such as https://careers.example.com" })
    .transform((value) => new URL(value).origin)
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { JWT_SECRET: string; S3_FORCE_PATH_STYLE: boolean; PUBLIC_ORIGIN: string };

/** In development a secret is generated once and kept in var/, so sessions survive restarts. */
function developmentSecret(): string {
  if (fs.existsSync(DEV_SECRET_FILE)) return fs.readFileSync(DEV_SECRET_FILE, "utf8").trim();
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
  fs.writeFileSync(DEV_SECRET_FILE, secret, { mode: 0o600 });
  return secret;
}

/** Secrets that may instead come from a file named by `<NAME>_FILE` (Docker and Kubernetes secrets). */
const SECRET_FILE_VARIABLES = [
  "JWT_SECRET",
  "OPERATOR_PASSWORD",
  "MAIL_SECRET_KEY",
  "S3_SECRET_ACCESS_KEY",
  "IDENTIFIER_KEYS",
  "IDENTIFIER_LOOKUP_KEY",
] as const;

function readSecretFiles(source: Record<string, string>): Record<string, string> {
  const resolved = { ...source };
  for (const name of SECRET_FILE_VARIABLES) {
    const file = source[`${name}_FILE`];
    if (source[name] || !file) continue;
    try {
      resolved[name] = fs.readFileSync(file, "utf8").trim();
    } catch (error) {
      throw new Error(`Invalid configuration: ${name}_FILE: cannot read ${file} (${(error as Error).message})`, { cause: error });
    }
  }
  return resolved;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const emptyAsUnset = readSecretFiles(
    Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")),
  );
  const result = envSchema.safeParse(emptyAsUnset);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = result.data;
  for (const name of ["JWT_SECRET", "IDENTIFIER_KEYS", "IDENTIFIER_LOOKUP_KEY"] as const) {
    if (!env[name] && env.NODE_ENV === "production") throw new Error(`Invalid configuration: ${name} is required in production`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither for the SDK's default credentials",
    );
  }
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? developmentSecret(),
    MAIL_FROM: mailSender(env.MAIL_FROM, env.MAIL_FROM_NAME),
    // MinIO, s3rver and most S3-compatible stores have no per-bucket host names; AWS prefers them.
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
  };
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
